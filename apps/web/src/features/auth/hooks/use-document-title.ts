import { useEffect } from 'react';

const SITE_LONG_NAME = 'National On-the-Job Training Portal';

/** The browser tab's title, e.g. "Sign In | National On-the-Job Training Portal". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_LONG_NAME}`;
  }, [title]);
}
