import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'ojt.scrollPositions';
let positions: Record<string, number> | null = null;
let shownKey = '';

function saved(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

function record(): void {
  if (shownKey) saved()[shownKey] = window.scrollY;
}

function persist(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
  } catch {
    // Storage full or disabled: positions are kept for this page load only.
  }
}

/**
 * What react-router's <ScrollRestoration> does for data routers: a new page opens at the top, Back and
 * Forward (and a reload) return to where that page was scrolled. A `#anchor` is left to the browser or
 * the page (the landing page scrolls to it smoothly and moves focus there).
 * Render it inside the Suspense boundary of the pages, so it runs once the page's content is there.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      history.scrollRestoration = previous;
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per location (its key)
  useLayoutEffect(() => {
    const first = shownKey === '';
    shownKey = key;
    if (hash) return;
    const position = navigationType === 'POP' ? saved()[key] : undefined;
    if (position !== undefined) window.scrollTo(0, position);
    else if (!first) window.scrollTo(0, 0);
  }, [key]);

  return null;
}
