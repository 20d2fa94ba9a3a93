import { DEFAULT_AGREEMENT_CONDITIONS, AGREEMENT_MESSAGES as TEXT } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeSchedules } from '../../testing/timesheet-fixtures';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

/** The admin dashboard on ?tab=placements&view=stipend, once the conditions show. */
async function openConditions() {
  renderDashboard('admin', 'placements', 'view=stipend');
  const section = await screen.findByRole('region', { name: TEXT.conditionsTitle }, PAGE_LOAD);
  return {
    section,
    field: await within(section).findByRole('textbox', { name: /The programme's conditions/ }),
  };
}

describe("The programme's conditions", () => {
  it('shows the default text, saves a new one and says when it changed', async () => {
    const api = createFakeAdminApi({ schedules: makeSchedules() });
    const { section, field } = await openConditions();
    expect(field).toHaveValue(DEFAULT_AGREEMENT_CONDITIONS);
    expect(within(section).getByText(TEXT.conditionsDefault)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(TEXT.conditionsHint));

    await userEvent.clear(field);
    await userEvent.type(field, 'The learner keeps to the site rules.');
    await userEvent.click(within(section).getByRole('button', { name: TEXT.saveConditions }));
    expect(await within(section).findByText(TEXT.conditionsSaved)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/AgreementConditions')[0]?.body).toEqual({
      text: 'The learner keeps to the site rules.',
    });
    expect(within(section).getByText('Last changed 1 Dec 2026, 9:00 am')).toBeInTheDocument();
  });

  it('asks for a text before sending, and shows the server’s refusal in words', async () => {
    const api = createFakeAdminApi({
      schedules: makeSchedules(),
      conditions: { text: 'Old text.', updatedAt: '2026-11-20T13:00:00.000Z' },
    });
    const { section, field } = await openConditions();
    expect(within(section).getByText('Last changed 20 Nov 2026, 9:00 am')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.click(within(section).getByRole('button', { name: TEXT.saveConditions }));
    expect(await within(section).findByText(TEXT.conditionsRequired)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/AgreementConditions')).toHaveLength(0);

    api.override('POST /api/Admin/AgreementConditions', () =>
      json(400, { success: false, error: 'text must not contain control characters', code: 'VALIDATION' }),
    );
    await userEvent.type(field, 'New text.');
    await userEvent.click(within(section).getByRole('button', { name: TEXT.saveConditions }));
    expect(await within(section).findByText('text must not contain control characters')).toBeInTheDocument();
  });
});
