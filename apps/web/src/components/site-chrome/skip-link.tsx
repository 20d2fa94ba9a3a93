import classes from './skip-link.module.css';

/** The first stop for keyboard users: jumps past the header to the page's `<main id="main-content">`. */
export function SkipLink() {
  return (
    <a href="#main-content" className={classes.skipLink}>
      Skip to main content
    </a>
  );
}
