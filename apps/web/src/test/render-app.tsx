import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type InitialEntry,
  type Location,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router';
import { HistoryRouter } from '../app/history-router';
import { AppProvider } from '../app/provider';
import { AppRoutes, routes as appRoutes } from '../app/router';
import type { LoginAnswer } from '../lib/session';
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
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProvider env="test" queryClient={queryClient} restoreSession={restoreSession}>
      <HistoryRouter history={history}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
    </AppProvider>,
  );
  return { ...view, router };
}

const ROLE_IDS = { employer: 1, learner: 2, admin: 3 } as const;

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

/** Puts a signed-in session in localStorage, as a previous visit with "Remember me" would have. */
export function storeSession(role: keyof typeof ROLE_IDS, token = `token-${role}`): void {
  const user = { id: `${role}-1`, name: 'Asha Ramdial', email: `${role}@example.tt`, role };
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (role === 'admin') {
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify({ ...user, permissions: [] }));
  }
}
