import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { educationLevelLabel, LEARNER_FIELD_LABELS as L, MESSAGES } from '@ojt/domain';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { choose, clickButton, expectAccessible, field, fill } from './support/ui.ts';

const env = usePortalAndBrowser();

const PHONE_375 = { width: 375, height: 800 };
const DESKTOP_1280 = { width: 1280, height: 900 };

/** The date of birth's box ('Day', 'Month' or 'Year') inside its group. */
const dobBox = (page: Page, name: string) =>
  page.getByRole('group', { name: new RegExp(`^${L.dob}`) }).getByRole('textbox', { name, exact: true });

/** The id of the focused element. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Screenshots of the window's page at 375 px and 1280 px wide, then back to the phone width. */
async function screenshotBoth(page: Page, name: string) {
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP_1280);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE_375);
}

// Issue 16: the error summary, the final check, the step counter and the date of birth.
describe('forms', () => {
  it('a learner fixes a step from the error summary, checks the answers and sends the date of birth as YYYY-MM-DD', async () => {
    const { context, page } = await newPage(env.browser, PHONE_375);
    await page.goto(`${env.portal.url}/learner-signup`);
    await page.getByText('Step 1 of 3 - 0% Complete').waitFor();

    await clickButton(page, 'Next');
    const summary = page.getByRole('alert').filter({ hasText: MESSAGES.fixBeforeProceeding });
    await summary.waitFor();
    assert.equal(
      await summary.evaluate((el) => el === document.activeElement),
      true,
      'the summary has the focus',
    );
    assert.deepEqual(await summary.getByRole('link').allTextContents(), [
      'First Name is required',
      'Last Name is required',
      'Date of Birth is required',
      'Gender is required',
      'Personal Email is required',
      'Mobile Phone is required',
    ]);
    await expectAccessible(page, 'a wizard step with the error summary');
    await screenshotBoth(page, 'forms-wizard-error-summary');
    await summary.getByRole('link', { name: 'Date of Birth is required' }).click();
    assert.equal(await focusedId(page), 'signup-dob', 'the link moves to the Day box');

    await fill(page, L.firstName, 'Keisha');
    await fill(page, L.lastName, 'Mohammed');
    await dobBox(page, 'Day').fill('31');
    await dobBox(page, 'Month').fill('2');
    await dobBox(page, 'Year').fill('2001');
    await choose(page, L.gender, 'Female');
    await fill(page, L.emailPersonal, 'keisha.forms@example.tt');
    await fill(page, L.phoneMobile, '868 755 0123');
    await clickButton(page, 'Next');
    await summary.getByRole('link', { name: MESSAGES.invalidDateOfBirth }).waitFor();
    assert.equal(await dobBox(page, 'Day').getAttribute('inputmode'), 'numeric');
    // A box left empty is named, and its link goes to that box.
    await dobBox(page, 'Day').fill('5');
    await dobBox(page, 'Month').fill('');
    await clickButton(page, 'Next');
    await summary.getByRole('link', { name: MESSAGES.dateOfBirthNeedsMonth }).click();
    assert.ok(await dobBox(page, 'Month').evaluate((box) => box === document.activeElement));
    assert.equal(await dobBox(page, 'Month').getAttribute('aria-invalid'), 'true');
    assert.notEqual(await dobBox(page, 'Day').getAttribute('aria-invalid'), 'true');
    await screenshot(page, 'dob-month-missing-phone');
    await dobBox(page, 'Month').fill('3');
    await clickButton(page, 'Next');

    await page.getByText('Step 2 of 3 - 33% Complete').waitFor();
    await fill(page, L.streetAddress, '4 Eastern Main Road');
    await choose(page, L.city, 'Tunapuna');
    await fill(page, L.state, 'Tunapuna-Piarco');
    await fill(page, L.postalCode, '330101');
    // Previous comes before Next in the tab order.
    await page.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Next');
    await clickButton(page, 'Next');

    // The last step: not 100% before it is sent, and a final check of the earlier answers.
    await page.getByText('Step 3 of 3 - 67% Complete').waitFor();
    const check = page.getByRole('region', { name: MESSAGES.checkAnswersHeading });
    await check.waitFor();
    const text = await check.innerText();
    for (const expected of [
      'Personal Information',
      '5 Mar 2001',
      'Female',
      'Address Information',
      'Tunapuna',
    ]) {
      assert.match(text, new RegExp(expected), `the check shows ${expected}`);
    }
    await choose(page, L.employmentStatus, 'Unemployed');
    await choose(page, L.educationLevel, educationLevelLabel('Secondary'));
    await fill(page, L.nationalId, '20010305123');
    await expectAccessible(page, 'the final check');
    await screenshotBoth(page, 'forms-final-check');
    // The phone's window at the actions: 'Create Account' shown whole beside Previous.
    await page.getByRole('button', { name: 'Create Account' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'forms-final-check-actions-375', false);

    await check.getByRole('button', { name: 'Change Personal Information' }).click();
    await page.getByText('Step 1 of 3 - 0% Complete').waitFor();
    assert.equal(await dobBox(page, 'Day').inputValue(), '05');
    await fill(page, L.firstName, 'Keisha Ann');
    await clickButton(page, 'Next');
    await clickButton(page, 'Next');
    await page.getByText('Step 3 of 3 - 67% Complete').waitFor();
    assert.match(await check.innerText(), /Keisha Ann/);

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/Signup/SignUpAsLearner'));
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/Signup/SignUpAsLearner'),
    );
    await clickButton(page, 'Create Account');
    const body = (await sent).postDataJSON() as { dob: string; firstName: string };
    assert.equal(body.dob, '2001-03-05');
    assert.equal(body.firstName, 'Keisha Ann');
    assert.equal((await answered).status(), 201);
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    await context.close();
  });

  it('the contact form lists its errors as links to the fields, named as the labels are', async () => {
    const { context, page } = await newPage(env.browser, PHONE_375);
    await page.goto(`${env.portal.url}/contact`);
    // The page is prerendered: the form checks its fields itself once hydrated (it sets noValidate then).
    await page.waitForFunction(
      () => document.querySelector<HTMLFormElement>('form[action="/contact"]')?.noValidate,
    );
    await clickButton(page, 'Send Message');
    const summary = page.getByRole('alert').filter({ hasText: MESSAGES.fixBeforeSubmitting });
    await summary.waitFor();
    assert.deepEqual(await summary.getByRole('link').allTextContents(), [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
    assert.equal(await field(page, 'Name').getAttribute('aria-invalid'), 'true');
    await summary.getByRole('link', { name: 'Subject is required' }).click();
    assert.equal(await focusedId(page), 'contact-subject');
    await expectAccessible(page, 'the contact form with its error summary');
    await screenshot(page, 'forms-contact-error-summary-375');
    await context.close();
  });
});
