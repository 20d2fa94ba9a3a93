import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { HistoryRouter } from './app/history-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { DocumentTitleSink, documentTitle } from './lib/use-document-title';
import { WithoutScripts } from './lib/without-scripts';

export interface PrerenderedPage {
  /** The page's markup, to go inside #root. */
  html: string;
  /** Its tab title. */
  title: string;
}

/**
 * One public page at build time (scripts/prerender.mjs): the same tree main.tsx hydrates, with a
 * memory history at `url`. `prerender` waits for every lazy page and Mantine's chunk, so the HTML is
 * the whole page, readable with JavaScript off. `withoutScripts` renders a page's version for a browser
 * with JavaScript off (the sign-in page's, for its <noscript>), never hydrated.
 */
export async function render(
  url: string,
  { withoutScripts = false }: { withoutScripts?: boolean } = {},
): Promise<PrerenderedPage> {
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  let title = documentTitle(null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DocumentTitleSink.Provider
        value={(t) => {
          title = t;
        }}
      >
        <WithoutScripts.Provider value={withoutScripts}>
          <AppProvider restoreSession={false}>
            <HistoryRouter history={history}>
              <AppRoutes />
            </HistoryRouter>
          </AppProvider>
        </WithoutScripts.Provider>
      </DocumentTitleSink.Provider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return { html, title };
}
