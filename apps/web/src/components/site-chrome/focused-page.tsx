import type { ReactNode } from 'react';
import classes from './focused-page.module.css';
import { SkipLink } from './skip-link';
import { SlimHeader, type SlimHeaderProps } from './slim-header';

/**
 * The frame of the focused pages (sign-in, sign-up): a grey full-height page with the skip link and
 * the slim header; `children` are its <main> and anything after it.
 */
export function FocusedPage({ header, children }: { header: SlimHeaderProps; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <SkipLink />
      <SlimHeader {...header} />
      {children}
    </div>
  );
}
