import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router';

/** The history interface react-router's own routers use (browser history in the app, memory in tests). */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const NavigationPending = createContext(false);

/**
 * react-router's <BrowserRouter>, in declarative mode (a data router costs the landing page ~15 KB
 * gzipped more), with the one thing it does not offer: whether a navigation is still pending.
 * Like <BrowserRouter>, it renders each new location in a transition, so the current page stays on
 * screen while the next page's code downloads; `useNavigationPending()` tells the progress bar.
 * Given a memory history, it is the router of the tests (src/test/render-app.tsx).
 */
export function HistoryRouter({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}

/** True while the router renders the next location (e.g. its page's code is downloading). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}
