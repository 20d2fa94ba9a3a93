import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { type NonIndexRouteObject, type RouteObject, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { renderApp } from '../test/render-app';
import { routes } from './router';

/** The app's routes with one more page under the root layout. */
function withRoute(extra: RouteObject): RouteObject[] {
  const root = routes[0] as NonIndexRouteObject;
  return [{ ...root, children: [extra, ...(root.children ?? [])] }];
}

/** A page whose code never finishes downloading. */
const NeverLoads = lazy(() => new Promise<never>(() => {}));

const LANDING_HEADING = { level: 1, name: 'Welcome to the National On-the-Job Training Portal' } as const;
const PAGE_LOAD = { timeout: 10_000 } as const;

/** Mantine's provider renders its CSS variables in a <style> element while it is mounted. */
const mantineMounted = () => document.querySelector('style[data-mantine-styles]') !== null;

describe('router', { timeout: 20_000 }, () => {
  it("shows 'Page not found' at an unknown path, with links home and to the sign-in", async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_LOAD)).toBeVisible();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
  });

  it.each([
    [paths.login, 'Sign In'],
    [paths.adminLogin, 'Admin Access'],
    [paths.employerSignup, 'Employer Sign Up'],
    [paths.learnerSignup, 'Learner Sign Up'],
    [paths.verifyEmail, 'Verify Email'],
    ['/verify-email/123456', 'Verify Email'],
  ])('renders %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('gives the verify-email page the rest of the path, decoded', async () => {
    function Token() {
      return <p>token={useParams()['*']}</p>;
    }
    renderApp('/verify-email/abc%2Fdef%20x', {
      routes: withRoute({ path: `${paths.verifyEmail}/*`, Component: Token }),
    });
    expect(await screen.findByText('token=abc/def x')).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' with a way home when a page fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderApp('/broken', { routes: withRoute({ path: '/broken', Component: Broken }) });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('leaves the error screen when the user goes to another page (e.g. Back)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const { router } = renderApp('/broken', { routes: withRoute({ path: '/broken', Component: Broken }) });
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    await act(() => router.navigate(paths.home));
    expect(await screen.findByRole('heading', LANDING_HEADING, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });

  it("shows 'Loading...' inside the page frame (header and main) while the first page's code downloads", async () => {
    renderApp('/slow', { routes: withRoute({ path: '/slow', element: <NeverLoads /> }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('banner')).toHaveTextContent('OJT Portal');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
  });

  it('keeps the current page, with a progress bar, while the next page downloads', async () => {
    const { router } = renderApp(paths.home, {
      routes: withRoute({ path: '/slow', element: <NeverLoads /> }),
    });
    await screen.findByRole('heading', LANDING_HEADING, PAGE_LOAD);
    expect(document.querySelector('[data-navigation-progress]')).toBeNull();

    await act(() => router.navigate('/slow'));
    expect(screen.getByRole('heading', LANDING_HEADING)).toBeInTheDocument();
    expect(document.querySelector('[data-navigation-progress]')).not.toBeNull();
  });

  it('renders the landing page without Mantine, and keeps Mantine once another page loaded it', async () => {
    const { router } = renderApp(paths.home);
    await screen.findByRole('heading', LANDING_HEADING, PAGE_LOAD);
    expect(mantineMounted()).toBe(false);

    await act(() => router.navigate(paths.about));
    await screen.findByRole('heading', { level: 1, name: 'About the OJT Portal' }, PAGE_LOAD);
    expect(mantineMounted()).toBe(true);

    await act(() => router.navigate(paths.home));
    await screen.findByRole('heading', LANDING_HEADING, PAGE_LOAD);
    expect(mantineMounted()).toBe(true);
  });

  it('opens a new page at the top, and leaves an #anchor to the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderApp(paths.faq);
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, PAGE_LOAD);
    scrollTo.mockClear();

    await act(() => router.navigate(paths.about));
    await screen.findByRole('heading', { level: 1, name: 'About the OJT Portal' }, PAGE_LOAD);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/#features'));
    await screen.findByRole('heading', LANDING_HEADING, PAGE_LOAD);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
