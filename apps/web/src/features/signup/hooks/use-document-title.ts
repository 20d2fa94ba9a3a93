import { useEffect } from 'react';

const SITE_LONG_NAME = 'National On-the-Job Training Portal';

/** Sets the browser tab title, e.g. "Employer Sign Up - Step 2 of 4 | National On-the-Job Training Portal". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_LONG_NAME}`;
  }, [title]);
}
