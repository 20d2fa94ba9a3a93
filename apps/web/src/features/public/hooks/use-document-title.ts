import { useEffect } from 'react';
import { SITE_LONG_NAME } from '../data/site';

/** Sets the browser tab title for a public page, e.g. "FAQ | National On-the-Job Training Portal". */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_LONG_NAME}` : `${SITE_LONG_NAME} | Trinidad and Tobago`;
  }, [title]);
}
