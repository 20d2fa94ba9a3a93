import { CHANGE_MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makePlacement } from '../../testing/placement-fixtures';
import { makeAdminTimesheet, presentDays } from '../../testing/timesheet-fixtures';
import { openTimesheets } from './timesheets-test-helpers';

// A break in training (issue 29): the admin's days table reads its days as "Break".
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const BREAK = ['2026-10-12', '2026-10-13'];

describe("the admin's days table", () => {
  it("shows a break's days as Break among the marked days", async () => {
    createFakeAdminApi({
      placements: [makePlacement(1, { placementStatus: 5, startDate: '2026-09-14', endDate: '2027-03-12' })],
      timesheets: [
        makeAdminTimesheet(1, {
          days: presentDays('2026-10').filter((d) => !BREAK.includes(d.date)),
          breakDates: BREAK,
        }),
      ],
    });
    await openTimesheets('Learner1 Persad');
    await userEvent.click(
      screen.getByRole('button', { name: 'View timesheet of Learner1 Persad, October 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Learner1 Persad · October 2026' });
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByText(CHANGE_MESSAGES.breakLabel)).toHaveLength(2);
    const row = within(table)
      .getByRole('rowheader', { name: /12 Oct/ })
      .closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(CHANGE_MESSAGES.breakLabel);
  });
});
