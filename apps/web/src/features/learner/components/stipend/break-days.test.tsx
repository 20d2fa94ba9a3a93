import { CHANGE_MESSAGES, PLACEMENT_STATUS } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { makeTimesheet, presentDays } from '../../../../test/timesheet-fixtures';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { sheetPlacement } from '../../testing/fake-learner-timesheets';
import { makeApplication, makeOpenJob } from '../../testing/learner-fixtures';

// A break in training (issue 29): its days read "Break" in the learner's month and take no mark.
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T14:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const application = makeApplication(1, makeOpenJob(1), {
  placementStatus: PLACEMENT_STATUS.PLACED,
  startDate: '2026-10-15',
  endDate: '2027-04-14',
});
const BREAK = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];

/** November with its break: the server leaves the break's days out of the working dates. */
function november(overrides = {}) {
  const placement = sheetPlacement(application);
  const sheet = makeTimesheet(1, placement, '2026-11', overrides);
  return {
    ...sheet,
    workingDates: sheet.workingDates?.filter((date) => !BREAK.includes(date)),
    days: sheet.days.filter((day) => !BREAK.includes(day.date)),
    breakDates: BREAK,
  };
}

async function openNovember() {
  renderLearnerDashboard('stipend');
  await userEvent.click(await screen.findByRole('button', { name: /^November 2026/ }, PAGE_LOAD));
}

describe('break days in the month', () => {
  it('shows them as Break with nothing to mark while the month is a Draft', async () => {
    createFakeLearnerApi({ applications: [application], timesheets: [november()] });
    await openNovember();
    const breakDay = await screen.findByRole('group', { name: `Mon 9 Nov: ${CHANGE_MESSAGES.breakLabel}` });
    expect(within(breakDay).getByText(CHANGE_MESSAGES.breakLabel)).toBeInTheDocument();
    expect(within(breakDay).queryByRole('radio')).toBeNull();
    // 21 working days less the five of the break are markable.
    expect(screen.getAllByRole('radiogroup', { name: /a\.m\.$/ })).toHaveLength(16);
    expect(screen.queryByRole('radiogroup', { name: 'Tue 10 Nov a.m.' })).toBeNull();
  });

  it('reads them as Break in a submitted month', async () => {
    const placement = sheetPlacement(application);
    const days = presentDays('2026-11', placement).filter((day) => !BREAK.includes(day.date));
    createFakeLearnerApi({
      applications: [application],
      timesheets: [november({ status: 'Submitted', submittedAt: '2026-11-30T15:00:00.000Z', days })],
    });
    await openNovember();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('rowheader', { name: 'Wed 11 Nov' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(CHANGE_MESSAGES.breakLabel);
    expect(within(table).getAllByText(CHANGE_MESSAGES.breakLabel)).toHaveLength(5);
  });
});
