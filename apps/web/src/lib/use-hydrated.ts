import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False in the prerendered HTML and in the render that adopts it, true once the page runs (and at
 * once on a page the browser renders itself). A control that only works with the script (a search
 * box, a menu button) stays disabled until then, so nothing a person types or taps on a slow phone
 * before the script arrives is silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
