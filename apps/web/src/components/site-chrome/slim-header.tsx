import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import hidden from '../visually-hidden.module.css';
import { BrandMark } from './brand-mark';
import { BrandName } from './brand-name';
import { GovStrip } from './gov-strip';
import classes from './slim-header.module.css';

export interface SlimHeaderProps {
  /** The width of the page's content, so that the header lines up with it. */
  size: 'md' | 'lg';
  /**
   * `full`: the mark with the programme under the name (sign-in pages); `compact`: a small flag
   * beside the name, leaving room for the Sign in link (sign-up pages).
   */
  brand: 'full' | 'compact';
  /** Where the header's Sign in link goes; no link when absent. */
  signInTo?: string;
}

/**
 * The header of the focused pages (sign-in, sign-up): the government strip and the brand link home,
 * without the site navigation, so nothing pulls the visitor away mid-form. It uses Mantine, so the
 * public pages (which must load without it) keep their own header.
 */
export function SlimHeader({ size, brand, signInTo }: SlimHeaderProps) {
  return (
    <header className={classes.header}>
      <GovStrip container={(text) => <Container size={size}>{text}</Container>} />
      <Container size={size} className={classes.bar}>
        <Link to={paths.home} className={`${classes.brand} ${classes[brand]}`}>
          {brand === 'full' ? (
            <>
              <BrandMark size={36} />
              <BrandName />
            </>
          ) : (
            <>
              <span className={classes.flag} aria-hidden="true" />
              <span>
                OJT Portal<span className={hidden.hidden}> home</span>
              </span>
            </>
          )}
        </Link>
        {signInTo && (
          <Link to={signInTo} className={classes.headerLink}>
            Sign in
          </Link>
        )}
      </Container>
    </header>
  );
}
