import { PUBLIC_MESSAGES } from '@ojt/domain';
import classes from './page-loader.module.css';

/**
 * Full-page 'Loading...' with a spinner: session restore, lazy pages, first load. Plain elements, as
 * it shows before Mantine has loaded.
 */
export function PageLoader({ label = PUBLIC_MESSAGES.loading }: { label?: string }) {
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <div className={classes.stack}>
        <span className={classes.spinner} aria-hidden="true" />
        <p className={classes.label}>{label}</p>
      </div>
    </div>
  );
}
