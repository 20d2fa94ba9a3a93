import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EMPLOYER_FIELD_LABELS as E,
  educationLevelLabel,
  FIRST_SCHEDULE,
  formatStipend,
  LEARNER_FIELD_LABELS as L,
  MESSAGES,
  OTHER_TOWN_LABEL,
  PROGRAMME_AGE_BAND,
  portalToday,
  stipendReasonRequiredMessage,
} from '@ojt/domain';
import type { Page } from 'playwright-core';
import { apiLogin, learnerPayload } from './support/accounts.ts';
import { newPage, screenshot } from './support/browser.ts';
import { control, dialog, signInAsEmployer, signInAsLearner, tab } from './support/dashboards.ts';
import { api, openPosition, selectedDiplomaLearner } from './support/placements.ts';
import { ADMIN } from './support/portal.ts';
import { fillLearnerPersonal, openSignupWizard, typeDateOfBirth } from './support/signup-wizards.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { choose, clickButton, expectAccessible, field, fill, signInAsAdmin } from './support/ui.ts';

// Issue 30's second walk: the items that had component tests only, walked in the browser.
const env = usePortalAndBrowser();
const PHONE_375 = { width: 375, height: 812 };
const DESKTOP_1280 = { width: 1280, height: 900 };

/** Screenshots at 375 px and 1280 px wide, then back to the width the page had. */
async function screenshotBoth(page: Page, name: string, fullPage = true) {
  const before = page.viewportSize() ?? PHONE_375;
  await page.setViewportSize(PHONE_375);
  await screenshot(page, `${name}-375`, fullPage);
  await page.setViewportSize(DESKTOP_1280);
  await screenshot(page, `${name}-1280`, fullPage);
  await page.setViewportSize(before);
}

/** A date of birth that makes the person exactly `years` old today in Port of Spain. */
function bornYearsAgo(years: number): string {
  const today = portalToday();
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

describe('second walk checks (issue 30)', () => {
  // First in the file: the portal has no registrations until the journeys below make them.
  it("the admin overview with no registrations shows Approval Rate '—'", async () => {
    const { context, page } = await newPage(env.browser, DESKTOP_1280);
    await signInAsAdmin(page, env.portal);
    const rate = page.getByText('Approval Rate', { exact: true }).locator('..');
    await page.getByText('no registrations yet').waitFor();
    assert.match(await rate.innerText(), /—/);
    assert.doesNotMatch(await rate.innerText(), /0%/);
    await expectAccessible(page, 'the overview with no registrations');
    await screenshotBoth(page, 'second-walk-overview-empty');
    await context.close();
  });

  it('the learner wizard keeps to the age band, checks the mobile and leaves Postal Code optional', async () => {
    const learner = learnerPayload();
    const { context, page } = await newPage(env.browser, PHONE_375);
    await openSignupWizard(page, env.portal, 'learner');
    await fillLearnerPersonal(page, learner, { dob: null, phoneMobile: '12' });
    const band = `The programme takes people aged ${PROGRAMME_AGE_BAND.min} to ${PROGRAMME_AGE_BAND.max} on the day they sign up`;

    for (const years of [PROGRAMME_AGE_BAND.min - 1, PROGRAMME_AGE_BAND.max + 1]) {
      await typeDateOfBirth(page, bornYearsAgo(years));
      await clickButton(page, 'Next');
      await page.getByRole('link', { name: band }).waitFor();
      await page.getByRole('link', { name: MESSAGES.invalidPhone }).waitFor();
      assert.equal(await page.getByText('Step 1 of 3 - 0% Complete').count(), 1, `${years} does not go on`);
    }
    await expectAccessible(page, 'the first step with an age and a mobile problem');
    await screenshotBoth(page, 'second-walk-learner-age-phone');

    // 16 today and a T&T 7-digit mobile go on; the address step goes on without a postal code.
    await typeDateOfBirth(page, bornYearsAgo(PROGRAMME_AGE_BAND.min));
    await fill(page, L.phoneMobile, '755 0199');
    await clickButton(page, 'Next');
    await page.getByText('Step 2 of 3 - 33% Complete').waitFor();
    await fill(page, L.streetAddress, learner.streetAddress);
    await choose(page, L.city, 'Sangre Grande');
    assert.equal(await field(page, L.postalCode).inputValue(), '');
    await expectAccessible(page, 'the address step without a postal code');
    await screenshotBoth(page, 'second-walk-learner-no-postal-code');
    await clickButton(page, 'Next');
    await page.getByText('Step 3 of 3 - 67% Complete').waitFor();
    await context.close();
  });

  it('the admin places a learner at another stipend level only with a reason; the toast is below the header', async () => {
    const employerSide = await newPage(env.browser, DESKTOP_1280);
    const employer = await signInAsEmployer(employerSide.page, env.portal);
    await employerSide.context.close();
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    const title = 'Accounts Clerk Trainee';
    const openingId = await openPosition(env.portal, employerToken, employer.username, title, 2);
    const { name } = await selectedDiplomaLearner(env.portal, employerToken, openingId);
    const admin = await apiLogin(env.portal, ADMIN.username, ADMIN.password);
    for (const [Name, Role] of [
      ['Anil Ramdial', 'placement'],
      ['Beverly Joseph', 'pme'],
      ['Curtis Mohammed', 'assistant'],
    ]) {
      await api(env.portal, 'POST', '/api/Admin/AddOfficer', admin, { Name: Name!, Role: Role! });
    }

    const { context, page } = await newPage(env.browser, DESKTOP_1280);
    await signInAsAdmin(page, env.portal);
    await tab(page, 'Placements').click();
    await page.getByRole('searchbox', { name: 'Search placements' }).fill(name);
    await page.getByRole('button', { name: `View placement of ${name}, ${title}` }).click();
    await dialog(page, `${name} · ${title}`).getByRole('button', { name: 'Place learner' }).click();
    const placing = dialog(page, 'Place learner');
    await control(placing, 'Date placed').fill('2026-11-02');
    await control(placing, 'Start date').fill('2026-11-09');
    await control(placing, 'End date').fill('2027-05-07');
    await control(placing, 'Placement officer').selectOption({ label: 'Anil Ramdial' });
    await control(placing, 'PME officer').selectOption({ label: 'Beverly Joseph' });
    await control(placing, 'Placement assistant').selectOption({ label: 'Curtis Mohammed' });
    await placing
      .getByRole('checkbox', { name: "I checked this qualification against the learner's certificate" })
      .check();

    // The level select: the qualification's level by default, levels 1 to 5 besides.
    const level = control(placing, MESSAGES.stipendLevelLabel);
    const options = await level
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    assert.deepEqual(options, ['', '1', '2', '3', '4', '5']);
    // A Diploma sets level 2: level 3 without a reason is refused.
    await level.selectOption('3');
    await placing.getByRole('button', { name: 'Place learner' }).click();
    // The dialog names the field as the admin sees it: 'Reason for the level is required ...'.
    const reasonMissing = stipendReasonRequiredMessage(2).replace(
      'StipendReason',
      MESSAGES.stipendReasonLabel,
    );
    await placing.getByRole('link', { name: reasonMissing }).waitFor();
    await expectAccessible(page, 'the Place learner dialog with the reason missing');
    await screenshotBoth(page, 'second-walk-place-reason-missing', false);

    await control(placing, MESSAGES.stipendReasonLabel).fill(
      'Holds a degree certificate still being verified.',
    );
    await placing.getByRole('button', { name: 'Place learner' }).click();
    const toast = page.locator('.mantine-Notification-root', { hasText: MESSAGES.learnerPlaced }).first();
    await toast.waitFor();
    await placing.waitFor({ state: 'hidden' });
    // The placement pays the chosen level 3, not the Diploma's level 2.
    const detail = dialog(page, `${name} · ${title}`);
    await detail.getByText(formatStipend(FIRST_SCHEDULE.rates[3] / 100), { exact: true }).waitFor();
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    assert.ok(header && box, 'the header and the toast are on the page');
    assert.ok(box.y >= header.y + header.height, `the toast (top ${box.y}) is below the header`);
    assert.ok(box.y + box.height <= DESKTOP_1280.height, 'the toast is inside the window');
    await expectAccessible(page, 'the Placements tab with the placed toast');
    await screenshotBoth(page, 'second-walk-placed-toast', false);
    await context.close();
  });

  it('an employer types its town and picks a grouped sector on its profile; a learner edits its education level', async () => {
    const { context, page } = await newPage(env.browser, PHONE_375);
    await signInAsEmployer(page, env.portal);
    await tab(page, 'Profile').click();
    await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const sector = field(page, E.companySector);
    const groups = await sector
      .locator('optgroup')
      .evaluateAll((els) => els.map((el) => el.getAttribute('label')));
    assert.deepEqual(groups, ['Industries', 'Programme streams']);
    await sector.selectOption({ label: 'OJT Airport' });
    await choose(page, E.empCity, OTHER_TOWN_LABEL);
    await fill(page, E.empCityOther, 'Lopinot');
    await expectAccessible(page, 'the profile form with a typed town');
    await screenshotBoth(page, 'second-walk-employer-profile-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.profileUpdated).first().waitFor();
    await page.reload();
    await page.getByText('Lopinot').first().waitFor();
    await page.getByText('OJT Airport').first().waitFor();
    await screenshotBoth(page, 'second-walk-employer-profile-saved');
    await context.close();

    const learnerSide = await newPage(env.browser, PHONE_375);
    const phone = learnerSide.page;
    await signInAsLearner(phone, env.portal);
    await tab(phone, 'My Profile').click();
    await phone.getByRole('button', { name: 'Edit Profile' }).click();
    const editing = dialog(phone, 'Edit Profile');
    await control(editing, L.educationLevel).selectOption({ label: educationLevelLabel('Diploma') });
    await editing.getByRole('button', { name: 'Save Profile' }).click();
    await editing.getByText(MESSAGES.profileUpdated).waitFor();
    await phone.reload();
    await phone.getByText(educationLevelLabel('Diploma')).first().waitFor();
    await expectAccessible(phone, 'my profile with the new education level');
    await screenshotBoth(phone, 'second-walk-learner-education');
    await learnerSide.context.close();
  });
});
