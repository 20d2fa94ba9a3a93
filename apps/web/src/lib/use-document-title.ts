import { createContext, useContext, useEffect } from 'react';

/** The portal's full name, the last part of every tab title. */
export const SITE_LONG_NAME = 'National On-the-Job Training Portal';

/** A page's full tab title (see useDocumentTitle). */
export function documentTitle(title: string | null): string {
  return title ? `${title} | ${SITE_LONG_NAME}` : `${SITE_LONG_NAME} | Trinidad and Tobago`;
}

/**
 * Told each page's title while it renders at build time (entry-server.tsx), where effects never run,
 * so the prerendered HTML carries the right <title>. Absent in the browser.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * The browser tab's title, e.g. "Sign In | National On-the-Job Training Portal"; without a title
 * (the landing page) "National On-the-Job Training Portal | Trinidad and Tobago".
 */
export function useDocumentTitle(title: string | null): void {
  useContext(DocumentTitleSink)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
