import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderAdminDashboard } from '../../../test/render-app';
import { makeEmployer, makeLearner } from '../testing/admin-fixtures';
import { createFakeAdminApi } from '../testing/fake-admin-api';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

/** The fake server's Stats answer with `failedMail` mails given up on. */
function withFailedMail(failedMail: number) {
  const api = createFakeAdminApi({ employers: [makeEmployer(1)], learners: [makeLearner(1)] });
  api.override('GET /api/Admin/Stats', async (request) => {
    const answer = await api.answer(request);
    return json(200, { ...(await answer.json()), failedMail });
  });
  return api;
}

describe('Overview stat cards', () => {
  it('warns the admin about mail the outbox gave up on, saying what to check', async () => {
    withFailedMail(3);
    renderAdminDashboard();

    const warning = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(within(warning).getByText('3 emails could not be delivered')).toBeInTheDocument();
    expect(
      within(warning).getByText(
        'They were retried for 24 hours without success. Check the mail relay (SMTP_URL) and the server log.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pending Approvals' })).toBeInTheDocument();
  });

  it('says "email" for one', async () => {
    withFailedMail(1);
    renderAdminDashboard();
    expect(await screen.findByText('1 email could not be delivered', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('shows no warning when every mail went out', async () => {
    withFailedMail(0);
    renderAdminDashboard();
    await screen.findByRole('article', { name: 'Approval Rate' }, PAGE_LOAD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be delivered/)).not.toBeInTheDocument();
  });

  it('shows the approval rate as "—" while nobody has registered, not a 0% (issue 30)', async () => {
    createFakeAdminApi({ employers: [], learners: [] });
    renderAdminDashboard();
    const card = await screen.findByRole('article', { name: 'Approval Rate' }, PAGE_LOAD);
    expect(within(card).getByText('—')).toBeInTheDocument();
    expect(within(card).getByText('no registrations yet')).toBeInTheDocument();
    expect(within(card).queryByText('0%')).not.toBeInTheDocument();
  });
});
