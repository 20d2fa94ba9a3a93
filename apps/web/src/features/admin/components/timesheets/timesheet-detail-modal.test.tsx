import { TIMESHEET_MESSAGES, type TimesheetDay } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makePlacement } from '../../testing/placement-fixtures';
import { figures, makeAdminTimesheet, presentDays } from '../../testing/timesheet-fixtures';
import { openTimesheets } from './timesheets-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const CORRECT = 'POST /api/Admin/CorrectTimesheet';

/**
 * October 2026 (from 1 Oct, a Thursday): Wednesday 14 a holiday here, Friday 30 left out of the
 * record by the learner; Monday 5 on sick leave in the afternoon. Month 1 is Submitted, 2 Approved.
 */
function october(): TimesheetDay[] {
  return presentDays('2026-10')
    .filter((d) => d.date !== '2026-10-14' && d.date !== '2026-10-30')
    .map((d) => (d.date === '2026-10-05' ? { ...d, pm: 'L', leaveReason: 'sick' } : d));
}

function seed() {
  return createFakeAdminApi({
    placements: [1, 2].map((n) =>
      makePlacement(n, { placementStatus: 5, startDate: '2026-09-14', endDate: '2027-03-12' }),
    ),
    holidays: [{ date: '2026-10-14', name: 'A holiday' }],
    timesheets: [
      makeAdminTimesheet(1, {
        status: 'Submitted',
        payCycle: null,
        approvedAt: null,
        days: october(),
        remarks: 'Sick on the 5th in the afternoon.',
      }),
      makeAdminTimesheet(2, { days: october() }),
    ],
  });
}

async function openMonth(n: number) {
  await userEvent.click(
    screen.getByRole('button', { name: `View timesheet of Learner${n} Persad, October 2026` }),
  );
  return screen.findByRole('dialog', { name: `Learner${n} Persad · October 2026` });
}

const day = (dialog: HTMLElement, label: string) => within(dialog).getByRole('group', { name: label });

describe('A month in the Timesheets view', () => {
  it('shows its people, state, stipend, days and remarks; only an approved month can be corrected', async () => {
    seed();
    await openTimesheets('Learner2 Persad');
    const dialog = await openMonth(1);
    for (const text of [
      'Learner1 Persad (L001)',
      'Company 001 Ltd (EMP001)',
      'Level 2',
      '3,960.00 TTD',
      '30 Oct 2026, 4:00 pm',
      'Sick on the 5th in the afternoon.',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    // The state's badge, and the date it was submitted under its label.
    expect(within(dialog).getAllByText('Submitted')).toHaveLength(2);
    expect(within(dialog).getByText(figures('2026-10', october(), 396000).explanation)).toBeInTheDocument();

    const days = within(dialog).getByRole('table', { name: 'Days, October 2026' });
    const monday = within(days).getByRole('rowheader', { name: 'Mon 5 Oct' }).closest('tr') as HTMLElement;
    expect(
      within(monday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Present', 'Leave', 'Sick']);
    expect(within(days).queryByText('Wed 14 Oct')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Correct' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const approved = await openMonth(2);
    expect(within(approved).getByRole('button', { name: 'Correct' })).toBeVisible();
  });

  it('corrects an approved month: the reason and a leave reason are needed, the server is heard', async () => {
    const api = seed();
    await openTimesheets('Learner2 Persad');
    await userEvent.click(within(await openMonth(2)).getByRole('button', { name: 'Correct' }));
    const form = await screen.findByRole('dialog', { name: 'Correct an approved month' });
    // Every working day of the placement in the month: the holiday is not one, the day left out is.
    await within(form).findByRole('group', { name: 'Fri 30 Oct' });
    expect(within(form).queryByRole('group', { name: 'Wed 14 Oct' })).not.toBeInTheDocument();
    expect(within(day(form, 'Fri 30 Oct')).getByRole('combobox', { name: 'a.m.' })).toHaveValue('');
    expect(within(day(form, 'Mon 5 Oct')).getByRole('combobox', { name: 'Leave reason' })).toHaveValue(
      'sick',
    );

    // Thursday 1: absent in the morning; Friday 2: leave with no reason yet; Friday 30: present.
    await userEvent.selectOptions(
      within(day(form, 'Thu 1 Oct')).getByRole('combobox', { name: 'a.m.' }),
      'Absent',
    );
    await userEvent.selectOptions(
      within(day(form, 'Fri 2 Oct')).getByRole('combobox', { name: 'p.m.' }),
      'Leave',
    );
    for (const half of ['a.m.', 'p.m.'])
      await userEvent.selectOptions(
        within(day(form, 'Fri 30 Oct')).getByRole('combobox', { name: half }),
        'Present',
      );
    await userEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(await within(form).findAllByText(TIMESHEET_MESSAGES.leaveReasonRequired)).not.toHaveLength(0);
    expect(within(form).getAllByText(TIMESHEET_MESSAGES.correctionReasonRequired)).not.toHaveLength(0);
    expect(api.calls(CORRECT)).toHaveLength(0);

    // Back to present: the leave reason goes with the leave.
    await userEvent.selectOptions(
      within(day(form, 'Fri 2 Oct')).getByRole('combobox', { name: 'p.m.' }),
      'Present',
    );
    expect(within(day(form, 'Fri 2 Oct')).getByRole('combobox', { name: 'Leave reason' })).toBeDisabled();
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Reason for the correction/ }),
      'Absent on the 1st',
    );

    api.override(CORRECT, () =>
      json(409, { success: false, error: TIMESHEET_MESSAGES.timesheetDayOutsidePlacement, code: 'CONFLICT' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(
      await within(form).findByText(TIMESHEET_MESSAGES.timesheetDayOutsidePlacement),
    ).toBeInTheDocument();

    api.reset(CORRECT);
    await userEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Correct an approved month' })).not.toBeInTheDocument(),
    );
    const sent = api.calls(CORRECT).at(-1)?.body as {
      timesheetId: number;
      days: TimesheetDay[];
      reason: string;
    };
    expect(sent.timesheetId).toBe(2);
    expect(sent.reason).toBe('Absent on the 1st');
    expect(sent.days).toHaveLength(october().length + 1);
    expect(sent.days.find((d) => d.date === '2026-10-01')).toEqual({
      date: '2026-10-01',
      am: 'A',
      pm: 'P',
      leaveReason: null,
    });
    expect(sent.days.find((d) => d.date === '2026-10-30')).toEqual({
      date: '2026-10-30',
      am: 'P',
      pm: 'P',
      leaveReason: null,
    });

    const detail = screen.getByRole('dialog', { name: 'Learner2 Persad · October 2026' });
    const amount = figures('2026-10', sent.days, 396000).amountText;
    expect(await within(detail).findByText(amount)).toBeInTheDocument();
    expect(await screen.findByText(TIMESHEET_MESSAGES.timesheetCorrected)).toBeInTheDocument();
  });
});
