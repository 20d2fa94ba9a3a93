import { SHELL_MESSAGES } from '@ojt/domain';
import classes from './page-loader.module.css';

/**
 * 'Loading...' inside the page's frame (the government header, then a skeleton of the page), never a
 * blank white screen: session restore, lazy pages, first load. Plain elements, as it shows before
 * Mantine has loaded.
 */
export function PageLoader({ label = SHELL_MESSAGES.loading }: { label?: string }) {
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <div className={classes.strip} />
        <div className={classes.bar}>
          <span className={classes.mark} aria-hidden="true" />
          <span className={classes.brand}>OJT Portal</span>
        </div>
      </header>
      <main className={classes.main}>
        <div className={classes.container}>
          <div className={classes.status} role="status" aria-live="polite">
            <span className={classes.spinner} aria-hidden="true" />
            <p className={classes.label}>{label}</p>
          </div>
          <div className={classes.skeleton} aria-hidden="true" />
        </div>
      </main>
    </div>
  );
}
