import { useEffect, useRef } from 'react';

/** Success dialogs close after 3 s (spec 2 §4, §9). */
export const SUCCESS_CLOSE_MS = 3000;

/** Calls `close` once, `ms` after `active` turns true; cancelled when the form unmounts first. */
export function useAutoClose(active: boolean, ms: number, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => latest.current(), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
}
