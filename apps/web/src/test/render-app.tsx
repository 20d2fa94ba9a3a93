import { type LoginAnswer, type MeAnswer, ROLE_IDS } from '@ojt/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type InitialEntry,
  type Location,
  type NavigateOptions,
  type NonIndexRouteObject,
  type RouteObject,
  type To,
} from 'react-router';
import { RequireRole } from '../app/guards';
import { HistoryRouter } from '../app/history-router';
import { AppProvider } from '../app/provider';
import { QueryProvider } from '../app/query-provider';
import { AppRoutes, routes as appRoutes } from '../app/router';
import { dashboardPath } from '../config/paths';
import type { EmployerTab } from '../features/employer/pages/employer-dashboard-page';
import type { LearnerTab } from '../features/learner/pages/learner-dashboard-page';
import { sessionStore } from '../lib/session-store';
import { STORAGE_KEYS } from '../lib/storage';

export interface RenderAppOptions {
  restoreSession?: boolean;
  routes?: RouteObject[];
  /** Earlier history entries, for Back (default none). */
  history?: InitialEntry[];
}

/** The test's handle on the router: where it is now, and a way to navigate as the app would. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

// The render helpers of every test live here, so no test of a feature or a component climbs into app/.

/** The first visit of a lazy route transforms its module graph: allow for a busy machine. */
export const PAGE_LOAD = { timeout: 15_000 } as const;

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The real app (providers, routes, guards) on an in-memory router at `path`. */
export function renderApp(
  path = '/',
  { restoreSession = true, routes = appRoutes, history: earlier = [] }: RenderAppOptions = {},
) {
  const entries = [...earlier, path];
  const history = createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
    v5Compat: true,
  });
  const router: TestRouter = {
    state: {
      get location() {
        return history.location;
      },
    },
    async navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to, options.state);
      else history.push(to, options?.state);
    },
  };
  const queryClient = testQueryClient();
  const view = render(
    <AppProvider env="test" queryClient={queryClient} restoreSession={restoreSession}>
      <HistoryRouter history={history}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
    </AppProvider>,
  );
  return { ...view, router };
}

/** A login answer as the server sends it. */
export function loginAnswer(role: keyof typeof ROLE_IDS, token = `token-${role}`): LoginAnswer {
  return {
    token,
    user: {
      systemRole: { roleId: ROLE_IDS[role], roleName: role },
      user: {
        userName: `${role}-1`,
        firstname: 'Asha',
        lastname: 'Ramdial',
        emailAddress: `${role}@example.tt`,
      },
    },
  };
}

/** The answer of GET /api/Login/me for the user of `loginAnswer(role)`. */
export function meAnswer(role: keyof typeof ROLE_IDS): MeAnswer {
  return { user: loginAnswer(role).user };
}

/**
 * Signed in as `role` (`${role}-1`, Asha Ramdial) with "Remember me", as the login page leaves it:
 * the token and the name in localStorage, the user in memory. The app then needs no GET /api/Login/me
 * (the dashboards' tests feed only their own calls); a reload is `storeToken`.
 */
export function storeSession(role: keyof typeof ROLE_IDS, token = `token-${role}`): void {
  sessionStore.signIn(loginAnswer(role, token), { remember: true });
}

/**
 * What a previous visit with "Remember me" left in the browser, and nothing in memory: the next
 * render restores the session through GET /api/Login/me (answer it with `meAnswer(role)`).
 */
export function storeToken(token: string, name = 'Asha Ramdial'): void {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.name, name);
}

/** Every key and value of a storage area, to assert that it holds nothing else. */
export function storageContents(storage: Storage): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map((key) => [
      key,
      storage.getItem(key) ?? '',
    ]),
  );
}

/** The real app with a history of `entries`, the last one open, and no session restored. */
export function renderPublicApp(...entries: string[]) {
  const path = entries.at(-1) ?? '/';
  return renderApp(path, { restoreSession: false, history: entries.slice(0, -1) });
}

/** The real app (providers, routes, domain rules) on `path`, once its h1 reads `heading`. */
export async function openPage(path: string, heading: string) {
  const view = renderApp(path, { restoreSession: false });
  await screen.findByRole('heading', { level: 1, name: heading }, PAGE_LOAD);
  return view;
}

/** One component inside the real providers, without a router. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProvider env="test" queryClient={testQueryClient()} restoreSession={false}>
      {ui}
    </AppProvider>,
  );
}

/** Renders `element` at /test inside the real app (providers, root layout, session-expired handler). */
export function renderInApp(element: ReactNode) {
  const root = appRoutes[0] as NonIndexRouteObject;
  const extra: RouteObject = { path: '/test', element: <QueryProvider>{element}</QueryProvider> };
  return renderApp('/test', { routes: [{ ...root, children: [extra, ...(root.children ?? [])] }] });
}

const ROLES = ['admin', 'employer', 'learner'] as const;

/**
 * The real app at `path`, with each dashboard replaced by a guarded heading: the sign-in tests see
 * where they land without depending on (or feeding) the dashboards' own calls.
 */
export function renderAuth(path: string) {
  const root = appRoutes[0] as NonIndexRouteObject;
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

/** The real app, signed in as `role` (`${role}-1`), on its dashboard's `tab` and extra `query` ('view=open'). */
export function renderDashboard(role: keyof typeof ROLE_IDS, tab?: string, query = '') {
  storeSession(role);
  const search = new URLSearchParams(query);
  if (tab) search.set('tab', tab);
  const text = search.toString();
  return renderApp(text ? `${dashboardPath(role)}?${text}` : dashboardPath(role));
}

export const renderAdminDashboard = (tab?: 'overview' | 'employers' | 'learners' | 'profile') =>
  renderDashboard('admin', tab);

export const renderEmployerDashboard = (tab?: EmployerTab, query?: string) =>
  renderDashboard('employer', tab, query);

export const renderLearnerDashboard = (tab?: LearnerTab, query?: string) =>
  renderDashboard('learner', tab, query);
