import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { Container } from '../../../components/container';
import { BrandMark } from '../../../components/site-chrome/brand-mark';
import { GovStrip } from '../../../components/site-chrome/gov-strip';
import { dashboardPath, paths } from '../../../config/paths';
import { sessionStore } from '../../../lib/session-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { SITE_NAME } from '../data/site';
import { Icon } from './icon';
import classes from './public-header.module.css';

const NAV_ITEMS = [
  { label: 'About', to: paths.about },
  { label: 'FAQ', to: paths.faq },
  { label: 'Contact', to: paths.contact },
] as const;

const signedInUser = () => sessionStore.getState().user;
const atBuildTime = () => null;

/**
 * 'Go to my dashboard' for a signed-in person, 'Login' otherwise. The public pages are rendered at
 * build time, signed out, and hydrated: React renders the build's answer first, then switches.
 */
function useAccountLink(): { to: string; label: string } {
  const user = useSyncExternalStore(sessionStore.subscribe, signedInUser, atBuildTime);
  return user
    ? { to: dashboardPath(user.role), label: 'Go to my dashboard' }
    : { to: paths.login, label: 'Login' };
}

export function PublicHeader() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const account = useAccountLink();

  // Close the phone menu after any navigation, including to #features on the same page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  return (
    <header className={classes.header}>
      <GovStrip container={(text) => <Container>{text}</Container>} />
      <Container className={classes.bar}>
        <Link to={paths.home} className={classes.brand}>
          <BrandMark />
          <span className={classes.brandText}>
            <span className={classes.brandName}>{SITE_NAME}</span>
            <span className={classes.brandSub}>On-the-Job Training · Trinidad and Tobago</span>
          </span>
        </Link>
        <nav aria-label="Main" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <button
            type="button"
            className={classes.menuButton}
            disabled={!hydrated}
            aria-expanded={open}
            aria-controls="public-nav-list"
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name={open ? 'x' : 'menu'} size={20} />
            Menu
          </button>
          <ul id="public-nav-list" className={classes.list} data-open={open}>
            <li>
              <Link to={{ pathname: paths.home, hash: '#features' }} className={classes.link}>
                Features
              </Link>
            </li>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={classes.link}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className={classes.loginItem}>
              <ButtonLink to={account.to} className={classes.loginButton}>
                {account.label}
              </ButtonLink>
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  );
}
