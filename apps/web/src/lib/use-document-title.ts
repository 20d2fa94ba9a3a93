import { useEffect } from 'react';

/** The portal's full name, the last part of every tab title. */
export const SITE_LONG_NAME = 'National On-the-Job Training Portal';

/**
 * The browser tab's title, e.g. "Sign In | National On-the-Job Training Portal"; without a title
 * (the landing page) "National On-the-Job Training Portal | Trinidad and Tobago".
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_LONG_NAME}` : `${SITE_LONG_NAME} | Trinidad and Tobago`;
  }, [title]);
}
