import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { MESSAGES } from '@ojt/domain';
import type { Page } from 'playwright-core';
import { apiLogin, approvedEmployer, approvedLearner, employerPayload } from './support/accounts.ts';
import { axeViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import { card, control, dialog, signInAsLearner, tab } from './support/dashboards.ts';
import { api, apply, openPosition, placeWithNewOfficers } from './support/placements.ts';
import { ADMIN } from './support/portal.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible, signIn } from './support/ui.ts';

// Issue 30's edges, walked a second time: the sign-in page without JavaScript, Download my data
// offering the PDF first, an employer withdrawing a pending sign-up with the mailed code, and the
// Complete placement dialog clean under axe. Each screen is looked at 375 and 1280 px wide.
const env = usePortalAndBrowser();
const WIDTHS = [375, 1280] as const;
const OFFICE_PHONE = '+1 (868) 555-0100';

/** Screenshots of the page at a phone's and a desktop's width. */
async function atBothWidths(page: Page, name: string, fullPage = true) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, `${name}-${width}`, fullPage);
  }
}

describe('the sign-in page without JavaScript', () => {
  it('shows the header, a heading, what to do with the office numbers, and the footer', async () => {
    const context = await env.browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      locale: 'en-TT',
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const res = await page.goto(`${env.portal.url}/login?role=learner`);
    assert.equal(res?.status(), 200);
    assert.equal(await page.title(), 'Sign In | National On-the-Job Training Portal');
    assert.match((await page.getByRole('banner').first().innerText()).replace(/\s+/g, ' '), /OJT|On-the-Job/);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    // Playwright's text matching skips <noscript>: read the page's text as a person sees it instead.
    const main = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
    for (const text of [
      'Signing in needs JavaScript, and it is turned off in this browser.',
      'Turn JavaScript on in your browser’s settings, then reload this page.',
      `Call the OJT Programme Office on ${OFFICE_PHONE}, or email support@ojt.gov.tt`,
      'Visit the office: OJT Programme Office, Port of Spain',
    ]) {
      assert.ok(main.includes(text), `the page says "${text}"`);
    }
    const call = page.locator('main a[href="tel:+18685550100"]');
    assert.equal((await call.innerText()).trim(), OFFICE_PHONE);
    assert.ok(await call.isVisible());
    assert.ok(await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).isVisible());
    assert.equal(await page.getByLabel('Username').count(), 0, 'no form that cannot work');
    await atBothWidths(page, 'edges-signin-no-js');
    await context.close();
  });

  it('is clean under axe (the same markup read with scripts on) and keeps the form for a browser with JavaScript', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    // axe needs scripts: serve the page's own HTML with its <noscript> opened and its script left out.
    const html = await (await fetch(`${env.portal.url}/login`)).text();
    assert.match(html, /<noscript>[\s\S]*Signing in needs JavaScript/);
    await page.route(`${env.portal.url}/no-js-login`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: html
          .replace(/<noscript>/, '<div>')
          .replace(/<\/noscript>/, '</div>')
          .replace(/<script type="module"[^>]*><\/script>/g, ''),
      }),
    );
    await page.goto(`${env.portal.url}/no-js-login`);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'axe violations on the sign-in page without JavaScript');

    await page.goto(`${env.portal.url}/login`);
    await page.getByLabel('Username').waitFor();
    assert.equal(await page.getByText('Signing in needs JavaScript').count(), 0);
    await expectAccessible(page, 'the sign-in page');
    await context.close();
  });
});

describe('Download my data', () => {
  it('offers the PDF summary first and downloads it; the JSON copy follows', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await signInAsLearner(page, env.portal);
    await tab(page, 'Settings').click();
    const section = page.getByRole('region', { name: MESSAGES.myDataTitle });
    await section.waitFor();
    const buttons = await section.getByRole('button').allInnerTexts();
    assert.deepEqual(
      buttons.map((b) => b.trim()),
      [MESSAGES.myDataPdfAction, MESSAGES.myDataJsonAction],
    );
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: MESSAGES.myDataPdfAction }).click();
    const file = await (await download).path();
    assert.equal((await readFile(file)).subarray(0, 5).toString(), '%PDF-');
    await section.getByText(MESSAGES.myDataDone).waitFor();
    await expectAccessible(page, 'the learner Settings tab');
    await section.scrollIntoViewIfNeeded();
    await atBothWidths(page, 'edges-my-data');
    await context.close();
  });
});

describe('an employer withdraws a pending sign-up', () => {
  it('follows the sign-up mail’s link and withdraws with the mailed code', async () => {
    const payload = employerPayload();
    const signup = await fetch(`${env.portal.url}/api/Signup/SignupAsEmployer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    assert.equal(signup.status, 201);
    const verification = await env.portal.smtp.waitFor(payload.empEmail, /Verify your email/);
    const link = verification.text.match(/withdraw your registration, and we will delete it: (\S+)/)?.[1];
    assert.equal(link, `${env.portal.url}/withdraw-registration`);

    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: MESSAGES.withdrawSignupTitle }).waitFor();
    await page.getByText(MESSAGES.withdrawSignupIntro).waitFor();
    await expectAccessible(page, 'the withdrawal page');
    await atBothWidths(page, 'edges-withdraw-start');
    await page.setViewportSize(PHONE);
    await control(page, MESSAGES.withdrawEmailLabel).fill(payload.empEmail);
    await page.getByRole('button', { name: MESSAGES.withdrawSendCodeAction }).click();
    const mail = await env.portal.smtp.waitFor(payload.empEmail, /withdraw/i);
    assert.match(mail.text, /withdraw your employer registration/);
    const code = mail.text.match(/Your code is:\s+(\d{6})/)?.[1];
    assert.ok(code, 'the mail holds a code');
    await control(page, MESSAGES.withdrawCodeLabel).fill(code);
    await expectAccessible(page, 'the withdrawal code step');
    await page.getByRole('button', { name: MESSAGES.withdrawConfirmAction }).click();
    await page.getByRole('heading', { level: 2, name: MESSAGES.withdrawDone }).waitFor();
    await atBothWidths(page, 'edges-withdraw-done');

    // The sign-up is gone: the office can no longer approve it.
    const admin = await apiLogin(env.portal, ADMIN.username, ADMIN.password);
    const approve = await fetch(`${env.portal.url}/api/Employer/ApproveEmployer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ EmpId: payload.empId }),
    });
    assert.equal(approve.status, 404);
    await context.close();
  });
});

describe('the Complete placement dialog', () => {
  it('is clean under axe, its badges included', async () => {
    const employer = await approvedEmployer(env.portal);
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    const title = 'Workshop Assistant Trainee';
    const openingId = await openPosition(env.portal, employerToken, employer.username, title, 4);
    const learner = await approvedLearner(env.portal);
    const learnerToken = await apiLogin(env.portal, learner.username, learner.password);
    const placementId = await apply(env.portal, learnerToken, learner.username, openingId, 1);
    await api(env.portal, 'POST', '/api/Employer/SetApplicationOutcome', employerToken, {
      PlacementId: placementId,
      Outcome: 'selected',
    });
    const admin = await apiLogin(env.portal, ADMIN.username, ADMIN.password);
    await placeWithNewOfficers(env.portal, admin, placementId, {
      datePlaced: '2026-01-02',
      start: '2026-01-05',
      end: '2026-06-30',
    });
    const name = `${learner.payload.firstName} ${learner.payload.lastName}`;

    const { context, page } = await newPage(env.browser, DESKTOP);
    await signIn(page, env.portal, 'Employer', employer.username, employer.password);
    await page.waitForURL('**/employer-dashboard**');
    await tab(page, 'Applications').click();
    await card(page, name).getByText('Placed', { exact: true }).first().waitFor();
    await expectAccessible(page, 'the employer Applications tab with a placed learner');
    await page.getByRole('button', { name: `Mark ${name} Completed` }).click();
    const completing = dialog(page, 'Complete placement');
    await completing.waitFor();
    await expectAccessible(page, 'the Complete placement dialog');
    await atBothWidths(page, 'edges-complete-dialog', false);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page, 'the Complete placement dialog on a phone');
    await context.close();
  });
});
