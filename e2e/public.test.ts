import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, DESKTOP, newPage } from './support/browser.ts';
import { PUBLIC_PAGES } from './support/public-pages.ts';
import { usePortalAndBrowser } from './support/suite.ts';

const env = usePortalAndBrowser();

const PAGES = PUBLIC_PAGES;

/** Elements that stick out past the right edge of the window (the carousel's hidden slides excepted). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('[aria-roledescription="carousel"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 1 && box.right > width + 1) {
        out.push(`${el.tagName.toLowerCase()}.${el.className} right=${Math.round(box.right)}`);
      }
    }
    if (document.documentElement.scrollWidth > width)
      out.push(`page scrollWidth ${document.documentElement.scrollWidth}`);
    return out;
  });
}

const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute('aria-label');

describe('public pages', () => {
  it('fit a 320 px phone without sideways scrolling, each with one h1, landmarks and its own title', async () => {
    const { context, page } = await newPage(env.browser, { width: 320, height: 640 });
    const problems: string[] = [];
    for (const [path, title] of PAGES) {
      await page.goto(`${env.portal.url}${path}`);
      await page.locator('h1').waitFor();
      if ((await page.title()) !== title) problems.push(`${path}: title "${await page.title()}"`);
      if ((await page.locator('h1').count()) !== 1) problems.push(`${path}: not exactly one h1`);
      for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
        if ((await page.getByRole(landmark).count()) !== 1) problems.push(`${path}: ${landmark} landmark`);
      }
      for (const o of await overflowing(page)) problems.push(`${path}: ${o}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('lets a phone user reach Features from the menu and a role from the cards', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.portal.url}/about`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await page.waitForURL(`${env.portal.url}/#features`);
    await page.getByRole('heading', { name: 'Easy Registration' }).waitFor();
    await page.waitForFunction(
      () => (document.getElementById('features')?.getBoundingClientRect().top ?? 999) < 200,
    );
    assert.equal(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'), 'false');

    await page.getByRole('link', { name: 'Login as Learner' }).click();
    await page.waitForURL(`${env.portal.url}/login?role=learner`);
    await page.goBack();
    await page.getByRole('link', { name: 'Login as Employer' }).click();
    await page.waitForURL(`${env.portal.url}/login?role=employer`);
    await page.goBack();
    await page.getByRole('link', { name: 'Sign Up as Employer' }).click();
    await page.waitForURL(`${env.portal.url}/employer-signup`);
    await context.close();
  });

  it('rotates the carousel every 4 seconds, pauses on hover, and stays still for reduced motion', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await page.goto(`${env.portal.url}/`);
    await page.locator('h1').waitFor();
    assert.equal(await activeSlide(page), '1 of 3');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-roledescription="slide"][aria-hidden="false"]')
          ?.getAttribute('aria-label') === '2 of 3',
      undefined,
      { timeout: 6000 },
    );
    await page.getByRole('region', { name: 'Highlights' }).hover();
    const held = await activeSlide(page);
    await page.waitForTimeout(4500);
    assert.equal(await activeSlide(page), held);
    await context.close();

    const still = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const quiet = await still.newPage();
    await quiet.goto(`${env.portal.url}/`);
    await quiet.locator('h1').waitFor();
    await quiet.waitForTimeout(4500);
    assert.equal(await activeSlide(quiet), '1 of 3');
    await quiet.getByRole('button', { name: 'Next slide' }).click();
    assert.equal(await activeSlide(quiet), '2 of 3');
    await still.close();
  });

  it('finds FAQ answers by search and category, opens several, and has no axe violations while open', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.portal.url}/faq`);
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('INTERVIEW');
    await page.getByText(/Showing \d+ of 12 questions/).waitFor();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('');
    await page.locator('label', { hasText: /^Account$/ }).click();
    await page.getByText('Showing 3 of 12 questions').waitFor();
    for (const name of ['How will I get my username and password?', 'How do I change my email address?']) {
      // Each question is a native disclosure (<details>): its heading is what a person clicks.
      const question = page.getByRole('heading', { level: 2, name });
      await question.click();
      assert.equal(await question.evaluate((el) => el.closest('details')?.open), true);
    }
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('no such thing');
    await page
      .getByText('No questions found - Try adjusting your search terms or category filter.')
      .waitFor();
    await context.close();
  });

  it('sends a contact message to the support mailbox and confirms it', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.portal.url}/contact`);
    // Prerendered: the form checks its fields itself once hydrated (it sets noValidate then).
    await page.waitForFunction(
      () => document.querySelector<HTMLFormElement>('form[action="/contact"]')?.noValidate,
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('link', { name: 'Name is required' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Keisha Mohammed');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('keisha@example.tt');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('technical');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Cannot find my login email');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('I was approved yesterday but have no email yet.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText('Thank you! Your message has been sent. We will reply within 2 business days.')
      .waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), '');

    const mail = await env.portal.smtp.waitFor('support@ojt.gov.tt', /Cannot find my login email/);
    assert.match(mail.subject, /Technical Support/);
    assert.match(mail.text, /keisha@example\.tt/);
    await context.close();
  });
});
