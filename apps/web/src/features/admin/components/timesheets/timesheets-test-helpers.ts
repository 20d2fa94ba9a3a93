import { screen } from '@testing-library/react';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { recentMonths } from './timesheet-labels';

// Shared by the Timesheets view's tests: open the view, find a row, open a month.

export const LIST = 'GET /api/Admin/Timesheets';

/** The row's learner name (the View button repeats it for screen readers). */
export const NAME = { selector: 'th p' };

export const rowOf = (name: string) => screen.getByText(name, NAME).closest('tr') as HTMLElement;

/** Last month, as the Month filter offers it (its options follow today's date). */
export const LAST_MONTH = recentMonths()[1] as string;

/** The admin dashboard on ?tab=placements&view=timesheets, once `firstLearner`'s row shows. */
export async function openTimesheets(firstLearner: string) {
  const view = renderDashboard('admin', 'placements', 'view=timesheets');
  await screen.findByText(firstLearner, NAME, PAGE_LOAD);
  return view;
}
