import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, approvedEmployer, approvedLearner, unique } from './support/accounts.ts';
import { newPage, screenshot } from './support/browser.ts';
import { card, control, dialog, signInAsLearner } from './support/dashboards.ts';
import { addPosition, api, OPENING_DETAILS, portalDateTime, publish } from './support/placements.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible } from './support/ui.ts';

// Issue 30: a learner on a phone searches, narrows by town, sorts, reads whether they meet each
// opening's requirements, applies with the placement types explained, and is mailed a confirmation.
const env = usePortalAndBrowser();

const PHONE_375 = { width: 375, height: 812 };
const DESKTOP_1280 = { width: 1280, height: 800 };

/** Takes the page at 375 px and at 1280 px, then goes back to the phone. */
async function screenshots(page: Page, name: string, fullPage = true) {
  await page.setViewportSize(PHONE_375);
  await screenshot(page, `${name}-375`, fullPage);
  await page.setViewportSize(DESKTOP_1280);
  await screenshot(page, `${name}-1280`, fullPage);
  await page.setViewportSize(PHONE_375);
}

/** Publishes a new position of the employer, open from yesterday and closing in `closesIn` days. */
async function openingClosingIn(token: string, empId: string, title: string, closesIn: number) {
  const positionId = await addPosition(env.portal, token, empId, title, 4);
  if (closesIn === 7) return publish(env.portal, token, positionId);
  await api(env.portal, 'POST', '/api/Employer/OpenJobPosition', token, {
    EmpJobKey: positionId,
    OpenDate: portalDateTime(-1, '09:00'),
    CloseDate: portalDateTime(closesIn, '17:00'),
    NoOpenings: 2,
    Details: OPENING_DETAILS,
  });
}

const headings = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

describe('finding and applying (issue 30)', () => {
  it('searches, narrows by town, sorts, reads the fit, applies with the types explained, and is mailed', async () => {
    const tag = unique();
    const [welder, solar, clerk] = [`Welder ${tag}`, `Solar Installer ${tag}`, `Office Clerk ${tag}`];
    const south = await approvedEmployer(env.portal, { employer: { empCity: 2, empState: 'Victoria' } });
    const southToken = await apiLogin(env.portal, south.username, south.password);
    await openingClosingIn(southToken, south.username, welder, 7);
    await openingClosingIn(southToken, south.username, solar, 2);
    const north = await approvedEmployer(env.portal);
    const northToken = await apiLogin(env.portal, north.username, north.password);
    await openingClosingIn(northToken, north.username, clerk, 7);
    const learner = await approvedLearner(env.portal);

    const { context, page } = await newPage(env.browser, PHONE_375);
    await signInAsLearner(page, env.portal, learner);

    // Search: the words of this journey's titles find its three openings and nothing else.
    await control(page, 'Search').fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await card(page, clerk).waitFor();
    await card(page, solar).waitFor();
    assert.deepEqual((await headings(page)).sort(), [clerk, solar, welder].sort());

    // Area: the employer's town leaves only the south's two.
    await control(page, 'Area').selectOption({ label: 'San Fernando' });
    await card(page, clerk).waitFor({ state: 'hidden' });
    assert.deepEqual((await headings(page)).sort(), [solar, welder].sort());

    // Sort: closing soonest puts the opening that closes in two days first.
    await control(page, 'Sort by').selectOption({ label: 'Newest' });
    await page.waitForFunction((first) => document.querySelector('article h3')?.textContent === first, solar);
    await control(page, 'Sort by').selectOption({ label: 'Closing soonest' });
    await page.waitForFunction((first) => document.querySelector('article h3')?.textContent === first, solar);
    assert.deepEqual(await headings(page), [solar, welder]);

    // Each card says, in plain words, what the learner may not meet (they list no qualifications).
    const welderCard = card(page, welder);
    await welderCard.getByText('You may not meet: CVQ in IT Support Level 2').waitFor();
    await expectAccessible(page, 'browse, searched, narrowed and sorted');
    await screenshots(page, 'browse-search');

    // Apply: every placement type explained in a sentence, then the confirmation mail.
    await welderCard.getByRole('button', { name: `Apply: ${welder}` }).click();
    const applying = dialog(page, 'Apply for Job');
    await applying.getByText('Internship: a placement that is part of your course of study.').waitFor();
    assert.equal(await applying.getByRole('listitem').count(), 5);
    await expectAccessible(page, 'apply dialog with the placement types');
    await screenshots(page, 'browse-apply-dialog', false);
    await control(applying, 'Placement Type').selectOption({ label: 'Internship' });
    await applying.getByRole('button', { name: 'Confirm Apply' }).click();
    await dialog(page, 'Application Submitted Successfully!').waitFor();
    const mail = await env.portal.smtp.waitFor(learner.payload.emailPersonal, /Application sent/);
    assert.match(mail.text, new RegExp(`Your application for ${welder} with ${south.payload.empName}`));
    assert.match(mail.text, /placement type: Internship/);

    // A search that finds nothing says so, and Clear filters widens it again.
    await page.keyboard.press('Escape');
    await control(page, 'Search').fill(`nothing-${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No open programmes match your search.', { exact: false }).waitFor();
    await expectAccessible(page, 'browse, nothing found');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await card(page, clerk).waitFor();
    await context.close();
  });
});
