import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.ts';
import { ADMIN, type Portal } from './portal.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field with exactly this label, a required field's asterisk aside ('Fax' does not find 'Contact Fax'). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

export async function fill(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
}

/** Chooses an option of a labelled native select by its visible text. */
export async function choose(page: Page, label: string, option: string) {
  await field(page, label).selectOption({ label: option });
}

export async function clickButton(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).click();
}

/**
 * Fails with the list of WCAG 2.2 AA violations axe finds, naming where. Waits for running
 * transitions first: a dialog still fading in has text too pale for axe's contrast check.
 */
export async function expectAccessible(page: Page, where: string) {
  await page.waitForFunction(() => {
    const settled = document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
    // A dialog may not have started its fade-in yet (no transition running, opacity still 0). Written
    // without inner named functions: the transpiler would wrap them in a helper the page lacks.
    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      for (let el: Element | null = dialog; el; el = el.parentElement) {
        if (Number(getComputedStyle(el).opacity) !== 1) return false;
      }
    }
    return settled;
  });
  assert.deepEqual(await axeViolations(page), [], `axe violations on ${where}`);
}

/** Signs in on the Admin Access page and waits for the dashboard. */
export async function signInAsAdmin(page: Page, portal: Portal) {
  await page.goto(`${portal.url}/admin-login`);
  await page.getByLabel('Admin username').fill(ADMIN.username);
  await page.getByLabel('Admin password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin-dashboard');
}

/** Signs in on /login with the given role toggle. */
export async function signIn(
  page: Page,
  portal: Portal,
  role: 'Employer' | 'Learner',
  username: string,
  password: string,
) {
  await page.goto(`${portal.url}/login`);
  // The role toggle's radio inputs are visually hidden: click the visible label. On a loaded machine
  // the first click can land before React has attached its handlers, so click until it takes.
  const label = page.locator('label', { hasText: new RegExp(`^${role}$`) });
  const radio = page.getByRole('radio', { name: role, exact: true });
  for (let attempt = 0; attempt < 20 && !(await radio.isChecked()); attempt++) {
    await label.click();
    if (!(await radio.isChecked())) await page.waitForTimeout(250);
  }
  assert.equal(await radio.isChecked(), true);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The first sign-in with a mailed (or temporary) password lands on 'Choose a New Password': types
 * `current` and a new password, and waits until the page has gone (the dashboard opens).
 */
export async function chooseNewPassword(page: Page, current: string, chosen: string) {
  await page.waitForURL('**/choose-password');
  await page.getByRole('heading', { level: 1, name: 'Choose a New Password' }).waitFor();
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password', { exact: true }).fill(chosen);
  await expectAccessible(page, 'choose a new password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/choose-password'));
}

/**
 * Opens the admin dashboard's Employers or Learners tab and searches it for `text`; answers the
 * table row holding that text (a locator: it waits for the row only when used).
 */
export async function findInAdminTable(page: Page, tab: 'Employers' | 'Learners', text: string) {
  await page.getByRole('tab', { name: new RegExp(tab) }).click();
  await page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/search/i))
    .first()
    .fill(text);
  return page.locator('tr', { hasText: text });
}
