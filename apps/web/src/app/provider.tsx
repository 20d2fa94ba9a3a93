import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import type { MeLoader } from '../lib/session-user';
import { MantineEnv } from './mantine-env';
import { InjectedQueryClient } from './query-context';

// The restore's GET /api/Login/me goes through the API client, which (with every message text) stays
// out of the landing page's script: it loads only when a stored token is there to check.
const loadCurrentUser: MeLoader = async (token) =>
  (await import('../lib/current-user')).getCurrentUser(token);

export interface AppProviderProps {
  children: ReactNode;
  /**
   * Tests pass their own client (no retries). TanStack Query's QueryClientProvider itself wraps each
   * route's page (app/query-provider.tsx) so that the landing page never downloads the library.
   */
  queryClient?: QueryClient;
  /** `test` in component tests: Mantine without transitions. */
  env?: 'default' | 'test';
  /** Restore the stored session on start through GET /api/Login/me (default true). */
  restoreSession?: boolean;
}

/**
 * The session and the query client of the whole app. Mantine (theme, notifications) is not here: the
 * root layout wraps every page but the landing page in it (app/mantine-shell.tsx), so the landing
 * page loads without it; `env` is handed on to it.
 */
export function AppProvider({
  children,
  queryClient,
  env = 'default',
  restoreSession = true,
}: AppProviderProps) {
  return (
    <MantineEnv.Provider value={env}>
      <InjectedQueryClient.Provider value={queryClient ?? null}>
        <SessionProvider restore={restoreSession ? loadCurrentUser : undefined}>{children}</SessionProvider>
      </InjectedQueryClient.Provider>
    </MantineEnv.Provider>
  );
}
