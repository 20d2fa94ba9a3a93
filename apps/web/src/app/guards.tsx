import { MESSAGES, type Role } from '@ojt/domain';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ButtonLabel, buttonStyle } from '../components/button-link';
import { Container } from '../components/container';
import { PageLoader } from '../components/page-loader';
import { dashboardPath, loginPathFor, paths } from '../config/paths';
import { getCurrentUser } from '../lib/current-user';
import type { LoginRedirectState } from '../lib/login-redirect';
import { sessionStore, useSession } from '../lib/session';
import classes from './route-error.module.css';

/**
 * The stored session could not be checked (offline, or the server failed): the token is kept, and
 * the user can try again or go home. Plain elements, like the error screen.
 */
function SessionUnavailable() {
  return (
    <Container size="sm" className={classes.root}>
      <div className={classes.stack} role="alert">
        <h1 className={classes.title}>{MESSAGES.networkErrorTryAgain}</h1>
        <div className={classes.actions}>
          <button type="button" onClick={() => sessionStore.restore(getCurrentUser)} {...buttonStyle()}>
            <ButtonLabel>{MESSAGES.tryAgain}</ButtonLabel>
          </button>
          <Link to={paths.home} {...buttonStyle('default')}>
            <ButtonLabel>Back to home</ButtonLabel>
          </Link>
        </div>
      </div>
    </Container>
  );
}

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
  if (status === 'unavailable') return <SessionUnavailable />;
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
