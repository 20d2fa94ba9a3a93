import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { sessionStore } from '../lib/session-store';
import { useSessionExpiredHandler } from '../lib/use-session-expired-handler';
import { useNavigationPending } from './history-router';
import classes from './root-layout.module.css';
import { RouteErrorBoundary } from './route-error';
import { ScrollRestoration } from './scroll-restoration';

const MantineShell = lazy(() => import('./mantine-shell').then((m) => ({ default: m.MantineShell })));

/** While the next page's code downloads (slow links), a thin bar shows that something is happening. */
function NavigationProgress() {
  return useNavigationPending() ? (
    <div aria-hidden="true" data-navigation-progress className={classes.progress} />
  ) : null;
}

/**
 * Mantine around every page but the landing page. Once loaded it stays, the landing page included:
 * a notification (e.g. "session expired", shown on the way home) needs its viewport.
 */
function WithMantine({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(pathname !== paths.home);
  if (!needed && pathname !== paths.home) setNeeded(true);
  useEffect(() => sessionStore.onExpired(() => setNeeded(true)), []);
  return needed ? <MantineShell>{children}</MantineShell> : children;
}

/**
 * Around every page: the session-expired handler, the progress bar, the error screen, 'Loading...'
 * while a page's code (or Mantine's) downloads on first load, and scroll restoration.
 * One Suspense boundary for all pages: on a navigation the current page stays until the next is ready.
 */
export function RootLayout() {
  useSessionExpiredHandler();
  const { pathname } = useLocation();
  return (
    <>
      <NavigationProgress />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <WithMantine>
            <ScrollRestoration />
            <Outlet />
          </WithMantine>
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
