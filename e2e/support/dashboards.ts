import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { approvedEmployer, approvedLearner } from './accounts.ts';
import { portalDateTime } from './placements.ts';
import type { Portal } from './portal.ts';
import { expectAccessible, signIn } from './ui.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A labelled control inside `scope`, a required field's asterisk aside. */
export const control = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`)).first();
export const dialog = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('dialog', { name });
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** A card (an `article` named by its heading). */
export const card = (scope: Page | Locator, name: string) => scope.getByRole('article', { name });

/** A new approved employer, signed in on its dashboard. */
export async function signInAsEmployer(page: Page, portal: Portal) {
  const employer = await approvedEmployer(portal);
  await signIn(page, portal, 'Employer', employer.username, employer.password);
  await page.waitForURL('**/employer-dashboard**');
  await page.getByRole('heading', { name: 'Employer Dashboard' }).waitFor();
  return employer;
}

type Learner = Awaited<ReturnType<typeof approvedLearner>>;

/** An approved learner (a new one unless given), signed in on its dashboard. */
export async function signInAsLearner(page: Page, portal: Portal, given?: Learner) {
  const learner = given ?? (await approvedLearner(portal));
  await signIn(page, portal, 'Learner', learner.username, learner.password);
  await page.waitForURL('**/learner-dashboard**');
  await page.getByRole('heading', { name: 'Learner Dashboard' }).waitFor();
  return learner;
}

/**
 * Waits for the open-job card `title` on Browse Programs, reloading while it is missing: the
 * server keeps each sector's open jobs for a second, so an opening published just before may show
 * one reload late.
 */
export async function openJobCard(page: Page, title: string, reloads = 4): Promise<Locator> {
  const found = card(page, title);
  for (let attempt = 0; ; attempt++) {
    try {
      await found.waitFor({ timeout: 2000 });
      return found;
    } catch (error) {
      if (attempt >= reloads) throw error;
      await page.reload();
    }
  }
}

/** Publishes the position `title` through the employer's Publish Job Position dialog. */
export async function publishThroughDialog(page: Page, title: string, openings: string) {
  await page.getByRole('button', { name: `Publish ${title}`, exact: true }).click();
  const publishing = dialog(page, 'Publish Job Position');
  await publishing.waitFor();
  await control(publishing, 'Open date').fill(portalDateTime(-1, '09:00').slice(0, 10));
  await control(publishing, 'Close date').fill(portalDateTime(10, '17:00').slice(0, 10));
  // The spec's defaults: 09:00 opening, 17:00 closing, one opening.
  assert.equal(await control(publishing, 'Open time').inputValue(), '09:00');
  assert.equal(await control(publishing, 'Close time').inputValue(), '17:00');
  assert.equal(await control(publishing, 'Number of openings').inputValue(), '1');
  await control(publishing, 'Number of openings').fill(openings);
  await control(publishing, 'Additional details').fill('Monday to Friday, 8 am to 4 pm.');
  await expectAccessible(page, 'publish dialog');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Job position published successfully!').waitFor();
}
