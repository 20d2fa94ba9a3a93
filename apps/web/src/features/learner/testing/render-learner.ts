import { paths } from '../../../config/paths';
import { PAGE_LOAD, renderApp, storeSession } from '../../../test/render-app';
import type { LearnerTab } from '../pages/learner-dashboard-page';

export { PAGE_LOAD };

/** The real app, signed in as learner `learner-1`, on the dashboard's `tab` (and extra query). */
export function renderLearnerDashboard(tab?: LearnerTab, query = '') {
  storeSession('learner');
  const search = new URLSearchParams(query);
  if (tab) search.set('tab', tab);
  const text = search.toString();
  return renderApp(text ? `${paths.learnerDashboard}?${text}` : paths.learnerDashboard);
}
