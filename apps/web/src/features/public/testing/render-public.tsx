import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { renderApp } from '../../../test/render-app';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The real app (providers and routes) with a history of `entries`, the last one open. */
export function renderPublicApp(...entries: string[]) {
  const path = entries.at(-1) ?? '/';
  return renderApp(path, { restoreSession: false, history: entries.slice(0, -1) });
}

/** One component inside the real providers, without a router. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProvider env="test" queryClient={testQueryClient()} restoreSession={false}>
      {ui}
    </AppProvider>,
  );
}

/** Makes `(prefers-reduced-motion: reduce)` match, as on a system set to reduce motion. */
export function preferReducedMotion(): void {
  const original = window.matchMedia.bind(window);
  // restoreMocks (vite.config.ts) puts the stub of src/test/setup.ts back after each test.
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  }));
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Wait for a lazily loaded page: the first import of a route module can be slow on a busy machine. */
export const PAGE_LOAD = { timeout: 10_000 } as const;
