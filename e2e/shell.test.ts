import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, newPage } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';

const env = usePortalAndBrowser();

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/faq',
  '/login',
  '/admin-login',
  '/employer-signup',
  '/learner-signup',
  '/verify-email/',
  '/privacy',
  '/terms',
  '/cookies',
];

describe('the web shell', () => {
  it('answers /api/health and serves the built client', async () => {
    const health = await fetch(`${env.portal.url}/api/health`);
    assert.equal(health.status, 200);
    const home = await fetch(`${env.portal.url}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<div id="root">/);
  });

  it('sends a visitor without a session from /admin-dashboard to /admin-login', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.portal.url}/admin-dashboard`);
    await page.waitForURL('**/admin-login');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await context.close();
  });

  it('sends a visitor without a session from /employer-dashboard and /learner-dashboard to /login', async () => {
    const { context, page } = await newPage(env.browser);
    for (const dashboard of ['/employer-dashboard', '/learner-dashboard']) {
      await page.goto(`${env.portal.url}${dashboard}`);
      await page.waitForURL('**/login');
    }
    await context.close();
  });

  it("answers an unknown path with 404 and 'Page not found' (e2e/pages.test.ts has the rest)", async () => {
    const { context, page } = await newPage(env.browser);
    const res = await page.goto(`${env.portal.url}/no-such-page`);
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('has no axe (WCAG 2.2 AA) violations on any public route', async () => {
    const { context, page } = await newPage(env.browser);
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(`${env.portal.url}${route}`);
      await page.locator('h1').first().waitFor();
      for (const v of await axeViolations(page)) problems.push(`${route}: ${v}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('loads no dashboard code on the landing page', async () => {
    const { context, page } = await newPage(env.browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${env.portal.url}/`);
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.length > 0);
    assert.deepEqual(
      scripts.filter((s) => /dashboard/i.test(s)),
      [],
    );
    await context.close();
  });
});
