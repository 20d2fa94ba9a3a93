import { monthInWords, TIMESHEET_MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeOfficers } from '../../testing/placement-fixtures';
import { makeAdminTimesheet } from '../../testing/timesheet-fixtures';
import { LAST_MONTH, LIST, NAME, openTimesheets, rowOf } from './timesheets-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

/**
 * 12 months of last month, ids 1–12 (12 heads page 1): 1–3 Submitted and late, 4 Returned, 5 a Draft,
 * the others Approved (9 in pay cycle 2, late); 7 in Health and named to officer 3; employers in turn.
 */
function seed(count = 12) {
  return createFakeAdminApi({
    officers: makeOfficers(),
    timesheets: Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      const status = n <= 3 ? 'Submitted' : n === 4 ? 'Returned' : n === 5 ? 'Draft' : 'Approved';
      return makeAdminTimesheet(n, {
        month: LAST_MONTH,
        status,
        late: n <= 3 || n === 9,
        payCycle: status === 'Approved' ? (n === 9 ? 2 : 1) : null,
        approvedAt: status === 'Approved' ? '2026-11-02T13:00:00.000Z' : null,
        sector: n === 7 ? 5 : 4,
        officerId: n === 7 ? 3 : 1,
        officer: n === 7 ? 'Carla Mohammed' : 'Anil Ramkissoon',
      });
    }),
  });
}

/** The list's last request (the month's counts ask the same call for pages of one). */
const lastQuery = (api: ReturnType<typeof seed>) =>
  api
    .calls(LIST)
    .filter((r) => r.query.get('PageSize') === '10')
    .at(-1)?.query;

describe('Timesheets view', () => {
  it('sits beside Placements under the Placements tab and keeps ?view=timesheets in the URL', async () => {
    seed();
    const { router } = renderDashboard('admin', 'placements');
    const views = await screen.findByRole('radiogroup', { name: 'Show' }, PAGE_LOAD);
    await userEvent.click(within(views).getByRole('radio', { name: 'Timesheets' }));
    expect(await screen.findByRole('heading', { name: 'Timesheets', level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=placements&view=timesheets');
    await screen.findByText('Learner12 Persad', NAME);

    await userEvent.click(within(views).getByRole('radio', { name: 'Placements' }));
    expect(await screen.findByRole('heading', { name: 'Placements', level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=placements');
  });

  it('shows each month with its state, late badge, days, amount and pay cycle, 10 a page', async () => {
    const api = seed();
    await openTimesheets('Learner12 Persad');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Learner',
      'Employer',
      'Month',
      'Status',
      'Days',
      'Amount',
      'Pay cycle',
      'Actions',
    ]);

    const late = rowOf('Learner9 Persad');
    for (const text of ['Company 003 Ltd', 'Approved', 'Late', TIMESHEET_MESSAGES.payCycleTwo])
      expect(within(late).getByText(text)).toBeInTheDocument();
    const days = makeAdminTimesheet(9, { month: LAST_MONTH });
    expect(within(late).getByText(`${days.workingDays} of ${days.workingDays}`)).toBeInTheDocument();
    expect(within(late).getByText(days.amountText)).toBeInTheDocument();
    expect(within(rowOf('Learner10 Persad')).queryByText('Late')).not.toBeInTheDocument();
    expect(within(rowOf('Learner5 Persad')).getByText('Not fixed until approved')).toBeInTheDocument();

    expect(screen.getByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(lastQuery(api)?.get('PageSize')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(lastQuery(api)?.get('Page')).toBe('2');
    expect(screen.getByText('Learner1 Persad', NAME)).toBeInTheDocument();
  });

  it('sends each filter, counts the chosen month, and clears them', async () => {
    const api = seed();
    await openTimesheets('Learner12 Persad');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthInWords(LAST_MONTH));
    await waitFor(() => expect(lastQuery(api)?.get('Month')).toBe(LAST_MONTH));
    expect(
      await screen.findByText(
        `${monthInWords(LAST_MONTH)}: 1 Draft · 3 Submitted · 1 Returned · 7 Approved · 4 late`,
      ),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Submitted');
    expect(await screen.findByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(lastQuery(api)?.get('Status')).toBe('Submitted');
    expect(lastQuery(api)?.get('Page')).toBe('1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await userEvent.click(screen.getByRole('checkbox', { name: /Late only/ }));
    expect(await screen.findByText('Showing 1–4 of 4')).toBeInTheDocument();
    expect(lastQuery(api)?.get('Late')).toBe('true');
    expect(lastQuery(api)?.has('Status')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: /Late only/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'Health');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(lastQuery(api)?.get('SectorId')).toBe('5');
    expect(lastQuery(api)?.has('Late')).toBe(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'All sectors');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Officer' }),
      'Carla Mohammed (PME officer)',
    );
    await waitFor(() => expect(lastQuery(api)?.get('OfficerId')).toBe('3'));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Learner7 Persad', NAME)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Officer' }), 'All officers');
    await userEvent.type(screen.getByRole('textbox', { name: 'Employer ID' }), 'EMP002');
    await waitFor(() => expect(lastQuery(api)?.get('EmpId')).toBe('EMP002'));
    // 2, 5, 8 and 11 are Company 002's.
    expect(await screen.findByText('Showing 1–4 of 4')).toBeInTheDocument();
    expect(lastQuery(api)?.get('Month')).toBe(LAST_MONTH);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    for (const name of ['Month', 'EmpId', 'Status', 'SectorId', 'OfficerId', 'Late'])
      expect(lastQuery(api)?.has(name)).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Employer ID' })).toHaveValue('');
  });

  it("says 'No months found' when nothing matches, and offers a retry when the list fails", async () => {
    const api = seed(0);
    renderDashboard('admin', 'placements', 'view=timesheets');
    expect(await screen.findByText(TIMESHEET_MESSAGES.noTimesheetsFound, {}, PAGE_LOAD)).toBeInTheDocument();

    api.override(LIST, () => json(500, { success: false, error: 'boom', code: 'INTERNAL' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    expect(await screen.findByText(TIMESHEET_MESSAGES.failedLoadTimesheets)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    api.reset(LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(TIMESHEET_MESSAGES.noTimesheetsFound)).toBeInTheDocument();
  });
});
