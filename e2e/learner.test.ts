import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, approvedEmployer, approvedLearner } from './support/accounts.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import { card, control, dialog, openJobCard, signInAsLearner, tab } from './support/dashboards.ts';
import {
  addComment,
  api,
  apply,
  longDate,
  OPENING_DETAILS,
  openPosition,
  scheduleInterview,
} from './support/placements.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible } from './support/ui.ts';

const env = usePortalAndBrowser();

/** An approved employer with one live opening per [title, sector]; answers it, its token and the openings' ids. */
async function employerWithOpenings(...positions: Array<[string, number]>) {
  const employer = await approvedEmployer(env.portal);
  const token = await apiLogin(env.portal, employer.username, employer.password);
  const openings: number[] = [];
  for (const [title, sector] of positions) {
    openings.push(await openPosition(env.portal, token, employer.username, title, sector));
  }
  return { employer, token, openings };
}

async function learnerWithToken() {
  const learner = await approvedLearner(env.portal);
  return { learner, token: await apiLogin(env.portal, learner.username, learner.password) };
}

/** A profile list entry on My Profile: the section under the heading `name` ('Qualification 1'). */
const entry = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function fillEntry(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = control(scope, label);
    if ((await input.evaluate((node) => node.tagName)) === 'SELECT')
      await input.selectOption({ label: value });
    else await input.fill(value);
  }
}

/** The placement id of the learner's newest application, as My Applications lists it. */
async function firstPlacementId(token: string, learnerId: string) {
  const path = '/api/Learner/GetAllApplicationsByLearnerId';
  const list = await api<Array<{ placementId: number }>>(env.portal, 'GET', path, token, { ID: learnerId });
  return list[0]!.placementId;
}

/** Takes the page at phone and at desktop width, then goes back to the width it had. */
async function screenshots(page: Page, name: string) {
  const before = page.viewportSize() ?? PHONE;
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(before);
}

describe('learner dashboard journeys', () => {
  it('filters, views an employer, applies, withdraws another, keeps one with an interview, edits the profile', async () => {
    const [network, care, desk] = [
      'Junior Network Technician',
      'Patient Care Assistant',
      'Front Desk Trainee',
    ];
    const { employer, token, openings } = await employerWithOpenings([network, 4], [care, 5], [desk, 22]);
    const { learner, token: learnerToken } = await learnerWithToken();
    await apply(env.portal, learnerToken, learner.username, openings[1]!, 1);
    const interviewed = await apply(env.portal, learnerToken, learner.username, openings[2]!, 2);
    const location = 'Hyatt Regency, 1 Wrightson Road';
    const interviewDate = await scheduleInterview(env.portal, token, interviewed, 5, '10:30', location);
    const { context, page } = await newPage(env.browser, DESKTOP);
    await signInAsLearner(page, env.portal, learner);

    // Browse Programs by sector (kept in the URL); the other sectors' openings leave.
    await openJobCard(page, care);
    await control(page, 'Sector').selectOption({ label: 'Information Technology' });
    await page.waitForURL(/sector=4/);
    await card(page, care).waitFor({ state: 'hidden' });
    const networkCard = await openJobCard(page, network);
    assert.equal(await card(page, desk).count(), 0);

    // The employer's public profile.
    const empName = employer.payload.empName;
    await networkCard.getByRole('button', { name: `View Employer Profile: ${empName}` }).click();
    const details = dialog(page, 'Employer Details');
    await details.getByText(employer.payload.empPName).waitFor();
    await details.getByText(empName).first().waitFor();
    await expectAccessible(page, 'employer details dialog');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // Apply; the confirmation closes by itself after 3 s and the card says Applied.
    await networkCard.getByRole('button', { name: `Apply: ${network}` }).click();
    const applying = dialog(page, 'Apply for Job');
    await applying.getByText(network).first().waitFor();
    await control(applying, 'Placement Type').selectOption({ label: 'Internship' });
    await applying.getByRole('button', { name: 'Confirm Apply' }).click();
    const submitted = dialog(page, 'Application Submitted Successfully!');
    await submitted.waitFor();
    const shownAt = Date.now();
    await submitted.getByText(/'My Applications'/).waitFor();
    await submitted.waitFor({ state: 'hidden', timeout: 8000 });
    const shownFor = Date.now() - shownAt;
    assert.ok(shownFor > 2500 && shownFor < 5000, `the confirmation closed after ${shownFor} ms`);
    assert.equal(await networkCard.getByRole('button', { name: `Applied: ${network}` }).isDisabled(), true);
    await env.portal.smtp.waitFor(employer.payload.empEmail, /New application/);
    await control(page, 'Sector').selectOption({ label: 'All Sectors' });
    await card(page, care)
      .getByRole('button', { name: `Applied: ${care}` })
      .waitFor();

    // My Applications: the new one, the interview (which cannot be withdrawn), and a withdrawal.
    await tab(page, 'My Applications').click();
    await page.waitForURL(/tab=applications/);
    await card(page, network).getByText('Internship').waitFor();
    // The opening's comment, as the employer wrote it when publishing, its line break kept.
    const comment = card(page, network).getByText('Monday to Friday, 8 am to 4 pm.');
    await comment.waitFor();
    assert.equal(await comment.innerText(), OPENING_DETAILS);
    const interview = card(page, desk);
    await interview.getByText(longDate(interviewDate)).waitFor();
    await interview.getByText('10:30 am').waitFor();
    await interview.getByText(location).waitFor();
    await interview.getByText('Cannot withdraw - Interview scheduled').waitFor();
    assert.equal(await interview.getByRole('button', { name: /Withdraw/ }).count(), 0);
    const leaving = card(page, care);
    await leaving.getByRole('button', { name: `Withdraw Application: ${care}` }).click();
    const confirming = dialog(page, 'Withdraw application');
    await confirming.getByText(new RegExp(care)).waitFor();
    await confirming.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Application withdrawn', { exact: true }).waitFor();
    await leaving.getByText('Withdrawn', { exact: true }).first().waitFor();
    assert.equal(await leaving.getByRole('button', { name: /Withdraw/ }).count(), 0);
    await env.portal.smtp.waitFor(employer.payload.empEmail, /Application withdrawn/);

    // My Profile: a qualification and a reference, kept.
    await tab(page, 'My Profile').click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const editing = dialog(page, 'Edit Profile');
    await editing.getByRole('button', { name: 'Add Qualification' }).click();
    await fillEntry(editing.getByRole('group', { name: 'Qualification 1' }), {
      'Qualification Type': 'CVQ',
      'Certificate Name': 'IT Support Level 2',
      Institution: 'NESC Technical Institute',
      'Year Obtained': '2022',
    });
    await editing.getByRole('button', { name: 'Add Reference' }).click();
    await fillEntry(editing.getByRole('group', { name: 'Reference 1' }), {
      Name: 'Marcia Joseph',
      Relationship: 'Former supervisor',
      Email: 'marcia.joseph@mail.tt',
    });
    await editing.getByRole('button', { name: 'Save Profile' }).click();
    await editing.getByText('Profile updated successfully.').waitFor();
    await editing.waitFor({ state: 'hidden', timeout: 8000 });
    await page.reload();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await entry(page, 'Qualification 1').getByText('NESC Technical Institute').waitFor();
    await entry(page, 'Reference 1').getByText('Marcia Joseph').waitFor();
    await screenshots(page, 'learner-profile-lists');

    // Browse now says why the opening suits this learner.
    await tab(page, 'Browse Programs').click();
    await networkCard.getByText('Matches your CVQ in IT Support Level 2').waitFor();
    await context.close();
  });

  it('passes axe on every tab and dialog, at phone and desktop width', async () => {
    const [chef, baker] = ['Commis Chef', 'Pastry Apprentice'];
    const { employer, token, openings } = await employerWithOpenings([chef, 22], [baker, 22]);
    const { learner, token: learnerToken } = await learnerWithToken();
    const { context, page } = await newPage(env.browser, PHONE);
    await signInAsLearner(page, env.portal, learner);

    // At 320 px every tab stays whole on the screen, and nothing scrolls sideways (PRODUCT.md §5).
    await page.setViewportSize({ width: 320, height: 640 });
    for (const name of ['Browse Programs', 'My Applications', 'My Profile', 'Settings']) {
      const box = await tab(page, name).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `the ${name} tab runs off a 320 px screen`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320);
    await page.setViewportSize(PHONE);

    // No applications yet: the empty state leads to Browse Programs.
    await tab(page, 'My Applications').click();
    await page.getByRole('button', { name: 'Browse Open Jobs' }).waitFor();
    await expectAccessible(page, 'my applications, empty');
    await page.getByRole('button', { name: 'Browse Open Jobs' }).click();
    const chefCard = await openJobCard(page, chef);
    await expectAccessible(page, 'browse programs tab');
    await screenshots(page, 'learner-browse');

    await chefCard
      .getByRole('button', { name: `View Employer Profile: ${employer.payload.empName}` })
      .click();
    await dialog(page, 'Employer Details').getByText(employer.payload.empPName).waitFor();
    await expectAccessible(page, 'employer details dialog');
    await page.keyboard.press('Escape');
    await chefCard.getByRole('button', { name: `Apply: ${chef}` }).click();
    const applying = dialog(page, 'Apply for Job');
    await applying.getByRole('button', { name: 'Confirm Apply' }).click();
    await applying.getByText('Placement Type is required').first().waitFor();
    await expectAccessible(page, 'apply for job dialog, with a problem');
    await control(applying, 'Placement Type').selectOption({ label: 'First Time' });
    await applying.getByRole('button', { name: 'Confirm Apply' }).click();
    const submitted = dialog(page, 'Application Submitted Successfully!');
    await submitted.getByRole('button', { name: 'OK' }).waitFor();
    await expectAccessible(page, 'application submitted dialog');
    // It closes by itself after 3 s, perhaps while axe was still reading it: wait rather than click OK.
    await submitted.waitFor({ state: 'hidden', timeout: 8000 });

    // An interview and a comment on the first, a second application still open to withdrawal.
    const placement = await firstPlacementId(learnerToken, learner.username);
    await apply(env.portal, learnerToken, learner.username, openings[1]!, 4);
    await scheduleInterview(env.portal, token, placement, 3, '14:00', '5 Ariapita Avenue, Woodbrook');
    await addComment(env.portal, token, placement, 'Please bring your food handler’s permit.');
    await tab(page, 'My Applications').click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await card(page, chef).getByText('Cannot withdraw - Interview scheduled').waitFor();
    await card(page, chef)
      .getByText(/food handler’s permit/)
      .waitFor();
    await expectAccessible(page, 'my applications tab');
    await screenshots(page, 'learner-applications');
    await page.getByRole('button', { name: `Withdraw Application: ${baker}` }).click();
    const confirming = dialog(page, 'Withdraw application');
    await confirming.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectAccessible(page, 'withdraw confirmation');
    await confirming.getByRole('button', { name: 'Cancel' }).click();

    await tab(page, 'My Profile').click();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await expectAccessible(page, 'my profile tab');
    await screenshots(page, 'learner-profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const editing = dialog(page, 'Edit Profile');
    for (const list of ['Identification', 'Experience', 'Qualification', 'Reference']) {
      await editing.getByRole('button', { name: `Add ${list}` }).click();
      await editing.getByRole('group', { name: `${list} 1` }).waitFor();
    }
    await expectAccessible(page, 'edit profile dialog');
    await screenshot(page, 'learner-edit-profile-phone', false);
    await editing.getByRole('button', { name: 'Cancel' }).click();

    await tab(page, 'Settings').click();
    await page.getByText(learner.payload.emailPersonal).first().waitFor();
    // Spec 2 §2: two cards, Change Email and Change Password.
    await page.getByRole('region', { name: 'Change Email' }).waitFor();
    await page.getByRole('region', { name: 'Change Password' }).waitFor();
    await expectAccessible(page, 'settings tab');
    await screenshots(page, 'learner-settings');
    for (const name of ['Change Password', 'Change Email']) {
      await page.getByRole('button', { name }).click();
      await dialog(page, name).waitFor();
      await expectAccessible(page, `${name} dialog`);
      await page.keyboard.press('Escape');
      await dialog(page, name).waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});
