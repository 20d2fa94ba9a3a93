import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderAdminDashboard } from '../../../../test/render-app';
import { makeEmployer, makeLearner } from '../../testing/admin-fixtures';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeEntry, serveTrail, TRAIL } from './audit-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const NAME = { selector: 'th p' };
const rowOf = (name: string) => screen.getByText(name, NAME).closest('tr') as HTMLElement;

describe('History on a record’s detail view', () => {
  it("lists the learner's entries, newest first, asked for by record type and ID", async () => {
    const learner = makeLearner(1);
    const api = createFakeAdminApi({ learners: [learner] });
    serveTrail(api, [
      makeEntry(3, {
        action: 'identity.viewed',
        recordType: 'learner',
        recordId: learner.learnerId,
        detail: { kinds: ['nationalId', 'disability'] },
      }),
      makeEntry(2, { action: 'learner.approved', recordType: 'learner', recordId: learner.learnerId }),
      makeEntry(1, { recordType: 'employer', recordId: 'EMP001' }),
    ]);
    renderAdminDashboard('learners');
    await screen.findByText('Learner1 Persad', NAME, PAGE_LOAD);
    await userEvent.click(
      within(rowOf('Learner1 Persad')).getByRole('button', { name: 'View Learner1 Persad' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Learner1 Persad' });
    const history = await within(dialog).findByRole('region', { name: MESSAGES.auditHistoryTitle });
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Identity or disability data viewed',
      'Learner approved',
    ]);
    expect(within(items[0]!).getByText('kinds: nationalId, disability')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/24 Nov 2026.*admin1 \(admin\).*203\.0\.113\.9/)).toBeInTheDocument();
    const query = api.calls(TRAIL).at(-1)?.query;
    expect(query?.get('recordType')).toBe('learner');
    expect(query?.get('recordId')).toBe(learner.learnerId);
  });

  it("shows the employer's history, an empty one, and a failure with Try again", async () => {
    const api = createFakeAdminApi({ employers: [makeEmployer(1)] });
    serveTrail(api, []);
    renderAdminDashboard('employers');
    await screen.findByText('Company 001 Ltd', NAME, PAGE_LOAD);
    await userEvent.click(
      within(rowOf('Company 001 Ltd')).getByRole('button', { name: 'View Company 001 Ltd' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Company 001 Ltd' });
    expect(await within(dialog).findByText(MESSAGES.noHistoryEntries)).toBeInTheDocument();
    expect(api.calls(TRAIL).at(-1)?.query.get('recordType')).toBe('employer');
    expect(api.calls(TRAIL).at(-1)?.query.get('recordId')).toBe('EMP001');

    api.override(TRAIL, () => json(503, { success: false, error: 'x', code: 'INTERNAL' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(rowOf('Company 001 Ltd')).getByRole('button', { name: 'View Company 001 Ltd' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Company 001 Ltd' });
    expect(await within(again).findByText(MESSAGES.failedLoadHistory, {}, PAGE_LOAD)).toBeInTheDocument();
  });
});
