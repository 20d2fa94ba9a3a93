import type { Role } from '@ojt/domain';
import { dashboardPath, paths } from '../config/paths';

/** What the route guard puts in `location.state` when it sends a visitor to sign in. */
export interface LoginRedirectState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const DASHBOARD_PATHS: readonly string[] = [
  paths.adminDashboard,
  paths.employerDashboard,
  paths.learnerDashboard,
];
const SIGN_IN_PATHS: readonly string[] = [paths.login, paths.adminLogin];

/**
 * Where to go after signing in: back to the page the guard stopped the user at (spec 1 §4), unless
 * that page belongs to another role or is a sign-in page; otherwise the role's own dashboard.
 * Use with `useLocation().state` on the login pages.
 */
export function redirectAfterLogin(locationState: unknown, role: Role): string {
  const from = (locationState as LoginRedirectState | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  const own = dashboardPath(role);
  if (!pathname.startsWith('/') || pathname.startsWith('//') || SIGN_IN_PATHS.includes(pathname)) return own;
  if (DASHBOARD_PATHS.includes(pathname) && pathname !== own) return own;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
