import type { Role } from '@ojt/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { dashboardPath, loginPathFor, paths } from '../config/paths';
import type { LoginRedirectState } from '../lib/login-redirect';
import { useSession } from '../lib/session';

// Rare (offline at start-up): its code and texts load only when it shows, not with every page.
const SessionUnavailable = lazy(async () => ({
  default: (await import('./session-unavailable')).SessionUnavailable,
}));

export interface RequireRoleProps {
  role: Role;
  /** Rendered when allowed; without children the nested route's `<Outlet />` is. */
  children?: ReactNode;
}

/**
 * The one role gate (spec 1 §4 "Route guard"): 'Loading...' while the stored session is restored
 * (until GET /api/Login/me answers: no role is guessed before), a way to try again if that failed;
 * nobody signed in → the role's sign-in page, remembering where they were going; signed in with
 * another role → their own dashboard; signed in with a mailed password → choosing a new one first.
 * After a logout or an expired session this tab goes home.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { status, user, signedOut } = useSession();
  const location = useLocation();

  if (status === 'restoring') return <PageLoader />;
  if (status === 'unavailable') {
    return (
      <Suspense fallback={<PageLoader />}>
        <SessionUnavailable />
      </Suspense>
    );
  }
  if (!user) {
    if (signedOut) return <Navigate to={paths.home} replace />;
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={loginPathFor(role)} replace state={state} />;
  }
  if (user.role !== role) return <Navigate to={dashboardPath(user.role)} replace />;
  if (user.mustChangePassword) return <Navigate to={paths.choosePassword} replace />;
  return children ?? <Outlet />;
}
