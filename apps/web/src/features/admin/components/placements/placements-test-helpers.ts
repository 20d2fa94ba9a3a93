import { screen } from '@testing-library/react';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';

// Shared by the Placements tab's tests: open the tab, find a row, open a placement.

export const LIST = 'GET /api/Admin/Placements';

/** The row's learner cell (the View button repeats the name for screen readers). */
export const NAME = { selector: 'th p' };

export const rowOf = (name: string) => screen.getByText(name, NAME).closest('tr') as HTMLElement;

/** The admin dashboard on ?tab=placements, once `firstLearner`'s row shows. */
export async function openPlacements(firstLearner: string) {
  const view = renderDashboard('admin', 'placements');
  await screen.findByText(firstLearner, NAME, PAGE_LOAD);
  return view;
}
