import type { Role } from '@ojt/domain';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { RequireRole } from '../../../app/guards';
import { routes } from '../../../app/router';
import { dashboardPath } from '../../../config/paths';
import { renderApp } from '../../../test/render-app';

const ROLES: Role[] = ['admin', 'employer', 'learner'];

/**
 * The real app at `path`, with each dashboard replaced by a guarded heading: the sign-in tests see
 * where they land without depending on (or feeding) the dashboards' own calls.
 */
export function renderAuth(path: string) {
  const root = routes[0] as NonIndexRouteObject;
  const dashboards = ROLES.map((role) => dashboardPath(role) as string);
  const stubs: RouteObject[] = ROLES.map((role) => ({
    path: dashboardPath(role),
    element: (
      <RequireRole role={role}>
        <h1>Stub {role} dashboard</h1>
      </RequireRole>
    ),
  }));
  const children = (root.children ?? []).filter((route) => !dashboards.includes(route.path ?? ''));
  return renderApp(path, { routes: [{ ...root, children: [...stubs, ...children] }] });
}
