import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** A failure the server meant (4xx) will not change on retry; a network failure or 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // On slow links, refetching every list when the tab regains focus costs more than it gives.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
