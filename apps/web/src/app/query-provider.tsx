import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect } from 'react';
import { sessionStore } from '../lib/session-store';
import { createQueryClient } from './query-client';
import { InjectedQueryClient } from './query-context';

let appClient: QueryClient | undefined;

/**
 * TanStack Query for one route's page. The router wraps every page except the landing page in it
 * (app/router.tsx), so the landing page does not download the library. All routes share one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const injected = useContext(InjectedQueryClient);
  if (!injected && !appClient) appClient = createQueryClient();
  const client = injected ?? (appClient as QueryClient);

  // Nothing cached for one user may be shown to the next one on a shared phone.
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.getState().user) client.clear();
      }),
    [client],
  );

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
