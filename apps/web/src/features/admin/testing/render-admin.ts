import { paths } from '../../../config/paths';
import { renderApp, storeSession } from '../../../test/render-app';

/** The real app, signed in as an admin, on the dashboard's `tab`. */
export function renderAdminDashboard(tab?: 'overview' | 'employers' | 'learners' | 'profile') {
  storeSession('admin');
  return renderApp(tab ? `${paths.adminDashboard}?tab=${tab}` : paths.adminDashboard);
}

/** The first visit of the dashboard in a test file transforms its module graph: allow for it. */
export const PAGE_LOAD = { timeout: 15_000 };
