import { CHANGE_MESSAGES, TIMESHEET_SCREEN_TEXTS as T } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { makeTimesheet, presentDays, type SheetPlacement } from '../../../../test/timesheet-fixtures';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

// A break in training (issue 29): the employer's days dialog reads its days as "Break", not marked.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T14:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ASHA: SheetPlacement = {
  placementId: 1,
  learnerId: 'L001',
  learnerName: 'Asha Ramdial',
  empId: 'employer-1',
  start: '2026-10-15',
  end: null,
  level: 2,
};
const BREAK = ['2026-11-16', '2026-11-17', '2026-11-18'];

describe("the employer's days dialog", () => {
  it("shows a break's days as Break", async () => {
    const sheet = makeTimesheet(1, ASHA, '2026-11', {
      status: 'Submitted',
      submittedAt: '2026-11-30T13:00:00.000Z',
      days: presentDays('2026-11', ASHA).filter((d) => !BREAK.includes(d.date)),
    });
    createFakeEmployerApi({
      timesheets: [
        { ...sheet, workingDates: sheet.workingDates?.filter((d) => !BREAK.includes(d)), breakDates: BREAK },
      ],
    });
    renderEmployerDashboard('timesheets');
    await userEvent.click(
      await screen.findByRole('button', { name: `${T.viewDays}: Asha Ramdial, November 2026` }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Asha Ramdial, November 2026' });
    const days = within(dialog).getByRole('table', { name: `November 2026: ${T.daysCaption}` });
    expect(within(days).getAllByRole('row')).toHaveLength(22);
    expect(within(days).getByRole('row', { name: /Tue 17 Nov/ })).toHaveTextContent(
      `Tue 17 Nov${CHANGE_MESSAGES.breakLabel}`,
    );
    expect(within(days).getAllByText(CHANGE_MESSAGES.breakLabel)).toHaveLength(3);
  });
});
