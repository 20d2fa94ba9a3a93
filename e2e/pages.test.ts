import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { approvedLearner } from './support/accounts.ts';
import { newPage, screenshot } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible, signIn } from './support/ui.ts';

const env = usePortalAndBrowser();

const NARROW = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 900 };

/** Console errors and uncaught exceptions of a page (a failed hydration shows here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The width of the focus ring of the focused element: its outline, or a box-shadow ring. */
function focusRingWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none') return Number.parseFloat(style.outlineWidth);
    const spread = /(\d+(?:\.\d+)?)px(?!.*inset)\s*$/.exec(style.boxShadow);
    return spread ? Number(spread[1]) : 0;
  });
}

/**
 * The words of `selector`'s text that the browser split over two lines: each word's range must
 * lie on one line box.
 */
function wordsBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

describe('pages a person meets around the forms (issue 16)', () => {
  it("answers an unknown address with status 404 and 'Page not found', with links home and to the sign-in", async () => {
    const plain = await fetch(`${env.portal.url}/this-page-does-not-exist`);
    assert.equal(plain.status, 404);
    assert.match(plain.headers.get('content-type') ?? '', /text\/html/);

    for (const [name, viewport] of [
      ['narrow', NARROW],
      ['wide', WIDE],
    ] as const) {
      const { context, page } = await newPage(env.browser, viewport);
      const errors = collectErrors(page);
      const res = await page.goto(`${env.portal.url}/employer/old-link?x=1`);
      assert.equal(res?.status(), 404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/employer/old-link', 'the address stays as typed');
      assert.equal(await page.title(), 'Page not found | National On-the-Job Training Portal');
      const main = page.getByRole('main');
      assert.equal(await main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'), '/');
      assert.equal(await main.getByRole('link', { name: 'Sign in' }).getAttribute('href'), '/login');
      await expectAccessible(page, `404 page (${name})`);
      await screenshot(page, `pages-404-${viewport.width}`);
      if (name === 'wide') {
        await main.getByRole('link', { name: 'Sign in' }).click();
        await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      }
      // Lazy chunks that 404 would show as console errors, but the document's own 404 is expected.
      assert.deepEqual(
        errors.filter((e) => !/status of 404/.test(e)),
        [],
      );
      await context.close();
    }
  });

  it('links the accessibility statement from the footer: WCAG 2.2 AA, how to report a problem, its date', async () => {
    const { context, page } = await newPage(env.browser, WIDE);
    const errors = collectErrors(page);
    await page.goto(`${env.portal.url}/about`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL('**/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(/WCAG\) version 2\.2 at level AA/).waitFor();
    await main.getByRole('heading', { name: 'Reporting a problem' }).waitFor();
    await main.getByText(/If you find a problem.*email support@ojt\.gov\.tt/).waitFor();
    assert.equal(
      await main.getByRole('link', { name: 'Report a problem on the contact page' }).getAttribute('href'),
      '/contact',
    );
    await main.getByRole('heading', { name: 'What does not meet the standard yet' }).waitFor();
    await main.getByText(/This statement was prepared on \d{1,2} [A-Z][a-z]{2} \d{4}\./).waitFor();
    await expectAccessible(page, 'accessibility statement');
    await screenshot(page, 'pages-accessibility-1280');

    // Prerendered like the other public pages, and hydrated without errors.
    const html = await (await fetch(`${env.portal.url}/accessibility`)).text();
    assert.match(html, /<h1[^>]*>Accessibility Statement<\/h1>/);
    await page.goto(`${env.portal.url}/accessibility`);
    await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows 'Go to my dashboard' instead of 'Login' to a signed-in person, and loads inside the page frame", async () => {
    const learner = await approvedLearner(env.portal);
    // Wide: the header's links show without the phone menu.
    const { context, page } = await newPage(env.browser, WIDE);
    const errors = collectErrors(page);
    await page.goto(`${env.portal.url}/about`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Login' }).getAttribute('href'), '/login');

    await signIn(page, env.portal, 'Learner', learner.username, learner.password);
    await page.waitForURL('**/learner-dashboard');

    // A reload restores the session; until GET /api/Login/me answers, the frame and a skeleton show.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/Login/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const status = page.getByRole('status').filter({ hasText: 'Loading...' });
    await status.waitFor();
    assert.ok(await page.getByRole('banner').isVisible(), 'the header shows while loading');
    assert.ok(await page.getByText('OJT Portal').first().isVisible());
    await screenshot(page, 'pages-loading-1280', false);
    release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.unroute('**/api/Login/me');

    for (const path of ['/', '/about', '/contact']) {
      await page.goto(`${env.portal.url}${path}`);
      const link = nav.getByRole('link', { name: 'Go to my dashboard' });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), '/learner-dashboard', path);
      assert.equal(await nav.getByRole('link', { name: 'Login' }).count(), 0, path);
    }
    await screenshot(page, 'pages-header-signed-in-1280', false);
    await nav.getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL('**/learner-dashboard');
    // The prerendered pages hydrate without a mismatch although the header changes after it.
    assert.deepEqual(
      errors.filter((e) => /hydrat|did not match/i.test(e)),
      [],
    );
    await context.close();
  });

  it('rings a focused text field as strongly as a focused button (3 px)', async () => {
    const { context, page } = await newPage(env.browser, WIDE);
    await page.goto(`${env.portal.url}/login`);
    const username = page.getByLabel('Username');
    await username.waitFor();
    await username.focus();
    const fieldRing = await focusRingWidth(page);
    const fieldStyle = await username.evaluate((el) => getComputedStyle(el).outlineStyle);
    assert.ok(fieldRing >= 3, `text field ring ${fieldRing}px`);
    assert.equal(fieldStyle, 'solid');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    // Reach the Sign In button by keyboard (a mouse focus shows no ring).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (name === 'Sign In') break;
    }
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Sign In');
    const buttonRing = await focusRingWidth(page);
    assert.ok(buttonRing >= 3, `button ring ${buttonRing}px`);
    assert.ok(fieldRing >= buttonRing, 'the field ring is as strong as the button ring');
    await username.focus();
    await expectAccessible(page, 'sign-in page with a focused field');
    await screenshot(page, 'pages-focus-ring-1280', false);
    await context.close();
  });

  it('keeps the password recovery confirmation until it is closed, telling the person to look in their mail', async () => {
    const { context, page } = await newPage(env.browser, NARROW);
    await page.goto(`${env.portal.url}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const modal = page.getByRole('dialog', { name: 'Password Recovery' });
    await modal.getByLabel('Username').fill('EMP-NOBODY');
    await modal.getByLabel('Email').fill('nobody@example.tt');
    await modal.getByRole('button', { name: 'Send Recovery Email' }).click();
    const status = modal.getByRole('status');
    await status.getByText(/check your email/i).waitFor();
    await page.waitForTimeout(5500);
    assert.ok(await modal.isVisible(), 'still open after 5 s');
    assert.match((await status.textContent()) ?? '', /spam folder/);
    await expectAccessible(page, 'recovery confirmation');
    await screenshot(page, 'pages-recovery-375', false);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives a phone number, a postal address and a map link on the contact page, never breaking a word', async () => {
    for (const viewport of [{ width: 320, height: 700 }, NARROW, { width: 800, height: 900 }, WIDE]) {
      const { context, page } = await newPage(env.browser, viewport);
      await page.goto(`${env.portal.url}/contact`);
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      const ways = page.getByRole('region', { name: 'Ways to reach us' });
      assert.match(
        (await ways.getByRole('link', { name: /\+1 \(868\)/ }).getAttribute('href')) ?? '',
        /^tel:\+1868/,
      );
      await ways.getByRole('heading', { name: 'Write to us' }).waitFor();
      assert.match((await ways.textContent()) ?? '', /P\.O\. Box/);
      const map = page.getByRole('link', { name: 'Open the office location in your map app' });
      assert.match(
        (await map.getAttribute('href')) ?? '',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      const broken = await wordsBrokenMidWord(page, '#main-content li, #main-content section:last-of-type');
      assert.deepEqual(broken, [], `words broken at ${viewport.width} px`);
      if (viewport === NARROW || viewport === WIDE) {
        await expectAccessible(page, `contact page at ${viewport.width} px`);
        await screenshot(page, `pages-contact-${viewport.width}`);
      }
      await context.close();
    }
  });
});
