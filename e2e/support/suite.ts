import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { type Portal, startPortal } from './portal.ts';

export interface Suite {
  portal: Portal;
  browser: Browser;
}

/**
 * One portal (server, database, mail capture) and one browser for a test file, started before its
 * first test and stopped after its last: starting them takes seconds, so tests share them. The
 * fields are set once `before` has run, so read them inside tests (`env.portal`), not at load time.
 */
export function usePortalAndBrowser(): Suite {
  const env = {} as Suite;
  before(async () => {
    env.portal = await startPortal();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.portal?.stop();
  });
  return env;
}
