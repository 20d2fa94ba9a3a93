import type { ReactNode } from 'react';
import classes from './gov-strip.module.css';

export interface GovStripProps {
  /** Wraps the text in the header's container, so that it lines up with the page's content. */
  container: (text: ReactNode) => ReactNode;
}

/** The government strip above every header (plain elements: the landing page loads without Mantine). */
export function GovStrip({ container }: GovStripProps) {
  return (
    <div className={classes.strip}>
      {container(
        <>
          An official service of the <strong>Government of the Republic of Trinidad and Tobago</strong>
        </>,
      )}
    </div>
  );
}
