import { vi } from 'vitest';

/** Makes `(prefers-reduced-motion: reduce)` match, as on a system set to reduce motion. */
export function preferReducedMotion(): void {
  const original = window.matchMedia.bind(window);
  // restoreMocks (vite.config.ts) puts the stub of src/test/setup.ts back after each test.
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  }));
}
