import type { ReactNode } from 'react';
import { SkipLink } from '../../../components/site-chrome/skip-link';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-layout.module.css';

/** Header, one <main> and footer shared by every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <SkipLink />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
