import { createContext, useContext } from 'react';

/**
 * True while a page renders at build time for a browser with JavaScript off (entry-server.tsx, the
 * sign-in page's <noscript>): the page shows what to do instead of a form that needs scripts.
 * False in the browser.
 */
export const WithoutScripts = createContext(false);

/** Whether this render is the page's no-JavaScript version. */
export function useWithoutScripts(): boolean {
  return useContext(WithoutScripts);
}
