import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Client-side navigation does not scroll to `#anchor` by itself: scroll there and move focus too. */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs it when the same anchor is chosen again
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
