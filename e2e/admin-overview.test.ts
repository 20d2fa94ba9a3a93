import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { employerPayload, learnerPayload } from './support/accounts.ts';
import { DESKTOP, newPage, screenshot } from './support/browser.ts';
import { signInAsEmployer, signInAsLearner, tab } from './support/dashboards.ts';
import { ADMIN, type Portal } from './support/portal.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible, signInAsAdmin } from './support/ui.ts';

const env = usePortalAndBrowser();
const SMALL_PHONE = { width: 375, height: 740 };
const WIDE = { width: 1280, height: 900 };
const DAY_MS = 86_400_000;

async function signUp(portal: Portal, path: string, payload: object) {
  const res = await fetch(`${portal.url}/api/Signup/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const text = await res.text();
  assert.equal(res.status, 201, text);
  return JSON.parse(text) as { data?: { learnerId?: string } };
}

/** A pending employer that signed up `days` ago (the date set in the database, as if it had waited). */
async function pendingEmployer(portal: Portal, days: number) {
  const payload = employerPayload();
  await signUp(portal, 'SignupAsEmployer', payload);
  await portal.app.db
    .updateTable('employers')
    .set({ app_date: new Date(Date.now() - days * DAY_MS) })
    .where('emp_id', '=', payload.empId)
    .execute();
  return { id: payload.empId, name: payload.empName };
}

/** A pending learner that signed up `days` ago. */
async function pendingLearner(portal: Portal, days: number, firstName: string) {
  const payload = { ...learnerPayload(), firstName };
  const answer = await signUp(portal, 'SignUpAsLearner', payload);
  const id = answer.data?.learnerId ?? '';
  await portal.app.db
    .updateTable('learners')
    .set({ date_registered: new Date(Date.now() - days * DAY_MS) })
    .where('learner_id', '=', id)
    .execute();
  return { id, name: `${firstName} ${payload.lastName}` };
}

const queue = (page: Page) => page.getByRole('list', { name: 'Pending sign-ups' });

/**
 * Every tab of the dashboard is in sight without scrolling sideways (a row that scrolls hides its
 * last tabs), and opens; answers their names.
 */
async function openEveryTab(page: Page) {
  const names = (await page.getByRole('tab').allInnerTexts()).map((name) => name.trim());
  const width = page.viewportSize()!.width;
  for (const name of names) {
    const box = await tab(page, name).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${name} is in sight: ${JSON.stringify(box)}`);
  }
  for (const name of names) {
    await tab(page, name).click();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
  }
  return names;
}

describe('the admin overview', () => {
  it('lists the pending sign-ups oldest first with their ages, each opening its record', async () => {
    // Made in another order than their ages, so only the sort puts them right.
    const recent = await pendingEmployer(env.portal, 1);
    const oldest = await pendingLearner(env.portal, 9, 'Nadira');
    const middle = await pendingEmployer(env.portal, 3);
    const today = await pendingLearner(env.portal, 0, 'Keston');

    const { context, page } = await newPage(env.browser, WIDE);
    await signInAsAdmin(page, env.portal);
    const items = queue(page).getByRole('listitem');
    await items.first().waitFor();
    const texts = await items.allInnerTexts();
    assert.equal(texts.length, 4);
    const expected: [string, string, string][] = [
      [oldest.name, 'Learner', '9 days'],
      [middle.name, 'Employer', '3 days'],
      [recent.name, 'Employer', '1 day'],
      [today.name, 'Learner', 'Today'],
    ];
    expected.forEach(([name, kind, age], index) => {
      const text = texts[index]!;
      assert.ok(text.includes(name) && text.includes(kind) && text.includes(age), `${index}: ${text}`);
    });
    assert.match(texts[0]!, /signed up \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await page.getByRole('heading', { name: 'Pending sign-ups (4)' }).waitFor();
    // The same government header as every other page.
    await page.getByText('An official service of the').waitFor();
    await expectAccessible(page, 'admin overview');
    await screenshot(page, 'admin-overview-1280');

    // A sign-up opens its record: the table filtered to it, with its Approve.
    await queue(page).getByRole('link', { name: middle.name }).click();
    await page.waitForURL((url) => url.search === '?tab=employers');
    assert.equal(await tab(page, 'Employers (2)').getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByRole('searchbox', { name: 'Search employers' }).inputValue(), middle.id);
    await page.getByRole('button', { name: `Approve ${middle.name}` }).waitFor();
    assert.equal(await page.locator('tbody tr').count(), 1);
    await context.close();
  });

  it('opens the filtered tab from a stat card, and the whole card from its label', async () => {
    await pendingLearner(env.portal, 2, 'Shivani');
    const { context, page } = await newPage(env.browser, WIDE);
    await signInAsAdmin(page, env.portal);
    const pendingCard = page.getByRole('article', { name: 'Pending Approvals' });
    await pendingCard.getByRole('link', { name: /learners$/ }).click();
    await page.waitForURL((url) => url.search === '?tab=learners');
    assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'pending');
    await page.locator('tbody tr').first().waitFor();
    for (const row of await page.locator('tbody tr').allInnerTexts()) assert.match(row, /Pending/);

    // Back returns to the overview; the Employers card opens every employer.
    await page.goBack();
    await page
      .getByRole('article', { name: 'Total Employers' })
      .getByRole('link', { name: 'Total Employers' })
      .click();
    await page.waitForURL((url) => url.search === '?tab=employers');
    assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'all');
    await context.close();
  });

  it('on a 375 px phone: every admin tab (Profile too) can be reached; screenshot', async () => {
    const { context, page } = await newPage(env.browser, SMALL_PHONE);
    await signInAsAdmin(page, env.portal);
    await queue(page).waitFor();
    await page.getByText('An official service of the').waitFor();
    await expectAccessible(page, 'admin overview at 375 px');
    await screenshot(page, 'admin-overview-375');
    const names = await openEveryTab(page);
    assert.ok(names.includes('Profile'), names.join(', '));
    await screenshot(page, 'admin-profile-tab-375', false);
    await context.close();
  });

  it('on a 320 px phone: no admin tab scrolls sideways, the pagers fit and the profile email is whole', async () => {
    await pendingEmployer(env.portal, 0);
    const { context, page } = await newPage(env.browser, { width: 320, height: 640 });
    await signInAsAdmin(page, env.portal);
    await queue(page).waitFor();
    for (const name of await openEveryTab(page)) {
      await tab(page, name).click();
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
      await page.waitForLoadState('networkidle');
      const pager = page.getByRole('navigation', { name: / pages$/ });
      if (name.startsWith('Employers')) await pager.waitFor();
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      assert.equal(width, 320, `the ${name} tab scrolls sideways`);
      for (const button of await pager.getByRole('button', { name: /^(Previous|Next)$/ }).all()) {
        const box = await button.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `${name}: a pager button is cut off`);
      }
    }
    // The Profile tab is open last: the email sits on one line under its label, not broken in two.
    const email = page.locator('dd', { hasText: ADMIN.email });
    const [label, value] = [
      await page.locator('dt', { hasText: /^Email$/ }).boundingBox(),
      await email.boundingBox(),
    ];
    assert.ok(label && value && value.y >= label.y + label.height - 1, 'the email sits under its label');
    assert.ok(value && value.height < 30, `the email wraps: ${value?.height}px high`);
    await screenshot(page, 'admin-profile-320');
    // A confirmation's buttons: stacked, each the dialog's whole width, as the forms' dialogs.
    await page.getByRole('tab', { name: /^Employers/ }).click();
    await page
      .getByRole('button', { name: /^Approve / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    const [cancel, approve] = [
      await dialog.getByRole('button', { name: 'Cancel' }).boundingBox(),
      await dialog.getByRole('button', { name: /^Approve/ }).boundingBox(),
    ];
    assert.ok(cancel && approve, 'both buttons show');
    assert.ok(
      Math.abs(cancel.width - approve.width) < 1,
      `buttons ${cancel.width} and ${approve.width} wide`,
    );
    assert.ok(approve.y > cancel.y, 'the confirming button comes last, under Cancel');
    await context.close();
  });

  it('on a 375 px phone: the employer and learner dashboards reach every tab too', async () => {
    for (const signInAs of [signInAsEmployer, signInAsLearner]) {
      const { context, page } = await newPage(env.browser, SMALL_PHONE);
      await signInAs(page, env.portal);
      await page.getByText('An official service of the').waitFor();
      const names = await openEveryTab(page);
      assert.ok(names.length >= 4, names.join(', '));
      await screenshot(page, `${signInAs.name}-tabs-375`, false);
      await context.close();
    }
  });

  it("names a toast's close button", async () => {
    const employer = await pendingEmployer(env.portal, 2);
    const { context, page } = await newPage(env.browser, DESKTOP);
    await signInAsAdmin(page, env.portal);
    await queue(page).getByRole('link', { name: employer.name }).click();
    await page.getByRole('button', { name: `Approve ${employer.name}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: /Approve/ }).click();
    const toast = page.getByRole('alert').filter({ hasText: `${employer.name} approved` });
    await toast.waitFor();
    const close = toast.getByRole('button', { name: 'Dismiss notification' });
    await expectAccessible(page, 'admin employers with a toast');
    await close.click();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });
});
