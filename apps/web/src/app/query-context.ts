import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * A QueryClient handed to <AppProvider queryClient> (tests). Only the type of TanStack Query is
 * imported here: the library itself loads with the first route that uses it (app/query-provider.tsx).
 */
export const InjectedQueryClient = createContext<QueryClient | null>(null);
