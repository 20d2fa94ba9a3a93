import type { ReactNode } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { QueryProvider } from '../../../app/query-provider';
import { routes } from '../../../app/router';
import { renderApp } from '../../../test/render-app';

/** Renders `element` at /test inside the real app (providers, root layout, session-expired handler). */
export function renderInApp(element: ReactNode) {
  const root = routes[0] as NonIndexRouteObject;
  const extra: RouteObject = { path: '/test', element: <QueryProvider>{element}</QueryProvider> };
  return renderApp('/test', { routes: [{ ...root, children: [extra, ...(root.children ?? [])] }] });
}
