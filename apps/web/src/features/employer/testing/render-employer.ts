import { paths } from '../../../config/paths';
import { renderApp, storeSession } from '../../../test/render-app';
import type { EmployerTab } from '../pages/employer-dashboard-page';

/** The real app, signed in as employer `employer-1`, on the dashboard's `tab` (and extra query). */
export function renderEmployerDashboard(tab?: EmployerTab, query = '') {
  storeSession('employer');
  const search = new URLSearchParams(query);
  if (tab) search.set('tab', tab);
  const text = search.toString();
  return renderApp(text ? `${paths.employerDashboard}?${text}` : paths.employerDashboard);
}

/** The first visit of the dashboard in a test file transforms its module graph: allow for it. */
export const PAGE_LOAD = { timeout: 15_000 };
