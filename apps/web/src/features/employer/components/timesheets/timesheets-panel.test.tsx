import {
  approveOneConfirm,
  approveSeveralConfirm,
  TIMESHEET_SCREEN_TEXTS as T,
  TIMESHEET_MESSAGES,
} from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { makeTimesheet, presentDays, type SheetPlacement } from '../../../../test/timesheet-fixtures';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

vi.setConfig({ testTimeout: 30_000 });

// Monday 30 November 2026, 10:00 in Port of Spain: before November's cut-off (1 Dec, 10:00), so pay cycle 1.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T14:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function learner(placementId: number, learnerName: string): SheetPlacement {
  const learnerId = `L00${placementId}`;
  return {
    placementId,
    learnerId,
    learnerName,
    empId: 'employer-1',
    start: '2026-10-15',
    end: null,
    level: 2,
  };
}

const ASHA = learner(1, 'Asha Ramdial');
const DEV = learner(2, 'Dev Maharaj');
const KIRAN = learner(3, 'Kiran Persad');

function seed() {
  const submitted = { status: 'Submitted' as const, submittedAt: '2026-11-30T13:00:00.000Z' };
  return createFakeEmployerApi({
    timesheets: [
      makeTimesheet(1, KIRAN, '2026-10', {
        status: 'Approved',
        days: presentDays('2026-10', KIRAN),
        payCycle: 1,
        approvedAt: '2026-11-02T13:00:00.000Z',
      }),
      makeTimesheet(2, ASHA, '2026-11', {
        ...submitted,
        days: presentDays('2026-11', ASHA),
        remarks: 'Clinic visit on the 2nd.',
      }),
      makeTimesheet(3, DEV, '2026-11', { ...submitted, days: presentDays('2026-11', DEV).slice(1) }),
      makeTimesheet(4, KIRAN, '2026-11', { days: presentDays('2026-11', KIRAN) }),
    ],
  });
}

const row = (name: RegExp) => screen.getByRole('row', { name });
const rowNames = () =>
  within(screen.getByRole('table', { name: T.timesheetsTitle }))
    .getAllByRole('rowheader')
    .map((cell) => `${cell.textContent} ${cell.nextElementSibling?.textContent}`);

async function openTab() {
  const view = renderEmployerDashboard('timesheets');
  await screen.findByRole('table', { name: T.timesheetsTitle }, PAGE_LOAD);
  return view;
}

describe('Employer Timesheets', () => {
  it("lists its learners' months, submitted first, without drafts; filters by status and month in the URL", async () => {
    const api = seed();
    const { router } = await openTab();
    expect(rowNames()).toEqual([
      'Asha Ramdial November 2026',
      'Dev Maharaj November 2026',
      'Kiran Persad October 2026',
    ]);
    expect(row(/Kiran Persad/)).toHaveTextContent('Pay cycle 1');
    expect(row(/Dev Maharaj/)).toHaveTextContent('20 of 21 days');

    await userEvent.selectOptions(screen.getByLabelText(T.statusFilterLabel), 'Approved');
    await waitFor(() => expect(rowNames()).toEqual(['Kiran Persad October 2026']));
    expect(api.calls('GET /api/Employer/Timesheets').at(-1)?.query.get('Status')).toBe('Approved');
    expect(router.state.location.search).toBe('?tab=timesheets&status=Approved');

    await userEvent.selectOptions(screen.getByLabelText(T.statusFilterLabel), T.allStatusesOption);
    await userEvent.selectOptions(screen.getByLabelText(T.monthFilterLabel), 'November 2026');
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    expect(api.calls('GET /api/Employer/Timesheets').at(-1)?.query.get('Month')).toBe('2026-11');
  });

  it('shows a month’s days read-only, and approves it after asking', async () => {
    const api = seed();
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: `${T.viewDays}: Asha Ramdial, November 2026` }));
    const dialog = await screen.findByRole('dialog', { name: 'Asha Ramdial, November 2026' });
    expect(within(dialog).getByText('Clinic visit on the 2nd.')).toBeInTheDocument();
    const days = within(dialog).getByRole('table', { name: `November 2026: ${T.daysCaption}` });
    expect(within(days).getAllByRole('row')).toHaveLength(22);
    expect(within(days).getByRole('row', { name: /Mon 30 Nov/ })).toHaveTextContent(
      'Mon 30 NovPresentPresent',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));
    const confirm = await screen.findByRole('dialog', { name: T.approveTitle });
    expect(confirm).toHaveTextContent(approveOneConfirm('Asha Ramdial', 'November 2026'));
    await userEvent.click(within(confirm).getByRole('button', { name: T.approve }));
    expect(await screen.findByText(TIMESHEET_MESSAGES.timesheetApproved)).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/ApproveTimesheet')[0]?.body).toEqual({ TimesheetId: 2 });
    await waitFor(() => expect(row(/Asha Ramdial/)).toHaveTextContent('ApprovedPay cycle 1'));
  });

  it('approves several selected months at once, naming the count', async () => {
    const api = seed();
    await openTab();
    const approveSelected = screen.getByRole('button', { name: /^Approve selected/ });
    expect(approveSelected).toBeDisabled();
    expect(
      screen.queryByRole('checkbox', { name: `${T.selectColumn} Kiran Persad, October 2026` }),
    ).toBeNull();

    await userEvent.click(
      screen.getByRole('checkbox', { name: `${T.selectColumn} Asha Ramdial, November 2026` }),
    );
    expect(approveSelected).toHaveTextContent('Approve selected (1)');
    await userEvent.click(screen.getByRole('checkbox', { name: T.selectAllSubmitted }));
    expect(approveSelected).toHaveTextContent('Approve selected (2)');

    await userEvent.click(approveSelected);
    const confirm = await screen.findByRole('dialog', { name: T.approveSeveralTitle });
    expect(confirm).toHaveTextContent(approveSeveralConfirm(2));
    await userEvent.click(within(confirm).getByRole('button', { name: T.approve }));
    expect(await screen.findByText(TIMESHEET_MESSAGES.timesheetsApproved)).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/ApproveTimesheet')[0]?.body).toEqual({ timesheetIds: [2, 3] });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Approve selected/ })).toBeNull());
    expect(api.data.timesheets.filter((s) => s.status === 'Approved')).toHaveLength(3);
  });

  it("returns a month with a reason, showing the server's 400 under the field when there is none", async () => {
    const api = seed();
    await openTab();
    await userEvent.click(
      screen.getByRole('button', { name: `${T.returnAction}: Dev Maharaj, November 2026` }),
    );
    const dialog = await screen.findByRole('dialog', { name: T.returnTitle });
    expect(dialog).toHaveTextContent('Dev Maharaj, November 2026');

    await userEvent.click(within(dialog).getByRole('button', { name: T.returnAction }));
    const field = within(dialog).getByRole('textbox', { name: T.returnReasonLabel });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(TIMESHEET_MESSAGES.returnReasonRequired),
      ),
    );
    expect(api.calls('POST /api/Employer/ReturnTimesheet')[0]?.body).toEqual({ TimesheetId: 3, Reason: '' });
    expect(api.data.timesheets.find((s) => s.timesheetId === 3)?.status).toBe('Submitted');

    await userEvent.click(field);
    await userEvent.paste('Mon 2 Nov is missing.');
    await userEvent.click(within(dialog).getByRole('button', { name: T.returnAction }));
    expect(await screen.findByText(TIMESHEET_MESSAGES.timesheetReturned)).toBeInTheDocument();
    expect(api.data.timesheets.find((s) => s.timesheetId === 3)).toMatchObject({
      status: 'Returned',
      returnedReason: 'Mon 2 Nov is missing.',
    });
    await waitFor(() => expect(row(/Dev Maharaj/)).toHaveTextContent('Returned'));
  });
});
