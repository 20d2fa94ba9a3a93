import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTACT_CATEGORIES, MESSAGES } from '@ojt/domain';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import { PUBLIC_PAGES } from './support/public-pages.ts';
import { usePortalAndBrowser } from './support/suite.ts';

const env = usePortalAndBrowser();

/** A browser window with JavaScript switched off. */
async function pageWithoutScripts(viewport = PHONE) {
  const context = await env.browser.newContext({ viewport, javaScriptEnabled: false, locale: 'en-TT' });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

describe('public pages without JavaScript', () => {
  it('reads every public page, with its title, heading, header and footer links', async () => {
    const { context, page } = await pageWithoutScripts();
    for (const [url, title] of PUBLIC_PAGES) {
      const res = await page.goto(`${env.portal.url}${url}`);
      assert.equal(res?.status(), 200, url);
      assert.equal(await page.title(), title, url);
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, `${url}: one h1`);
      assert.ok(
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).isVisible(),
      );
      assert.equal(await page.getByText(/needs JavaScript/).count(), 0, `${url}: no "needs JavaScript" note`);
    }
    await screenshot(page, 'no-js-landing-phone');
    await context.close();
  });

  it('follows links from page to page', async () => {
    const { context, page } = await pageWithoutScripts(DESKTOP);
    await page.goto(`${env.portal.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).first().click();
    await page.waitForURL(/\/about$/);
    assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).first().click();
    await page.waitForURL(/\/faq$/);
    assert.equal(await page.title(), 'Frequently Asked Questions | National On-the-Job Training Portal');
    await context.close();
  });

  it('opens FAQ answers', async () => {
    const { context, page } = await pageWithoutScripts(DESKTOP);
    await page.goto(`${env.portal.url}/faq`);
    const answer = page.getByText(/TT\$7,920/);
    assert.equal(await answer.isVisible(), false);
    await page.getByRole('heading', { level: 2, name: 'How much is the stipend?' }).click();
    await answer.waitFor({ state: 'visible' });
    await screenshot(page, 'no-js-faq-desktop');
    await context.close();
  });

  it('sends the contact form and answers with a page', async () => {
    const { context, page } = await pageWithoutScripts();
    await page.goto(`${env.portal.url}/contact`);
    // The browser itself refuses an empty required field: nothing is posted.
    await page.getByRole('button', { name: 'Send Message' }).click();
    assert.match(page.url(), /\/contact$/);

    await page.getByLabel(/^Name\s*\*?$/).fill('Asha Ramdass');
    await page.getByLabel(/^Email\s*\*?$/).fill('asha.noscript@example.com');
    await page.getByLabel('Category').selectOption(CONTACT_CATEGORIES[1].value);
    await page.getByLabel('Subject').fill('Approval time');
    await page.getByRole('textbox', { name: 'Message' }).fill('How long does approval take for learners?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/contact\/sent#contact-form-title$/);
    // The page opens at the form's heading, the outcome in view.
    assert.ok(await page.getByText(MESSAGES.contactMessageSent).isVisible());
    assert.ok(
      await page.getByText(MESSAGES.contactMessageSent).evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    );
    await screenshot(page, 'no-js-contact-sent-phone');
    await env.portal.smtp.waitFor('support@ojt.gov.tt', /Approval time/);
    await context.close();
  });
});

describe('public pages with JavaScript', () => {
  it('take over the prerendered page without a mismatch or a CSP report, and then work as before', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // A blocked eval that the script catches (zod's probe, say) logs nothing, but the browser reports
    // it to the page and Lighthouse lists it: report each as a problem.
    await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
        report(`CSP ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`);
      });
    });
    for (const [url] of PUBLIC_PAGES) {
      await page.goto(`${env.portal.url}${url}`);
      await page.waitForLoadState('networkidle');
    }
    assert.deepEqual(problems, []);

    // The FAQ's search works once the page runs: typing filters the questions.
    await page.goto(`${env.portal.url}/faq`);
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('stipend');
    await page.getByText(/Showing \d+ of 12 questions/).waitFor();

    // The contact form checks fields itself and sends through the API, staying on the page.
    await page.goto(`${env.portal.url}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('link', { name: 'Name is required' }).waitFor();
    assert.match(page.url(), /\/contact$/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
