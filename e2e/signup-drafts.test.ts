import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EMPLOYER_FIELD_LABELS as E, LEARNER_FIELD_LABELS as L, MESSAGES } from '@ojt/domain';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { choose, clickButton, expectAccessible, field, fill } from './support/ui.ts';

const env = usePortalAndBrowser();

const PHONE_375 = { width: 375, height: 800 };
const DESKTOP_1280 = { width: 1280, height: 900 };

// Issue 30: each wizard keeps a draft of the answers in this tab's sessionStorage across a reload.

/** Everything this tab keeps in browser storage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [window.sessionStorage, window.localStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
      .join('\n'),
  );

async function typeDob(page: Page) {
  const dob = page.getByRole('group', { name: /^Date of Birth/ });
  await dob.getByRole('textbox', { name: 'Day', exact: true }).fill('15');
  await dob.getByRole('textbox', { name: 'Month', exact: true }).fill('08');
  await dob.getByRole('textbox', { name: 'Year', exact: true }).fill('2001');
}

/** Screenshots at 375 and 1280 px wide, back at the size the page had. */
async function shots(page: Page, name: string) {
  const before = page.viewportSize() ?? PHONE_375;
  for (const [size, viewport] of [
    ['375', PHONE_375],
    ['1280', DESKTOP_1280],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(before);
}

const restoredNote = (page: Page) => page.getByRole('status').filter({ hasText: MESSAGES.draftRestored });

describe('sign-up drafts', () => {
  it('the learner’s answers and step come back after a reload, without identity numbers; Start again clears', async () => {
    const { context, page } = await newPage(env.browser, PHONE_375);
    await page.goto(`${env.portal.url}/learner-signup`);
    await page.getByText('Step 1 of 3 - 0% Complete').waitFor();
    await fill(page, L.firstName, 'Keisha');
    await fill(page, L.lastName, 'Mohammed');
    await typeDob(page);
    await choose(page, L.gender, 'Female');
    await fill(page, L.emailPersonal, 'keisha.m@example.tt');
    await fill(page, L.phoneMobile, '868 755 0123');
    await clickButton(page, 'Next');
    await page.getByText('Step 2 of 3 - 33% Complete').waitFor();
    await fill(page, L.streetAddress, '4 Eastern Main Road');
    await choose(page, L.city, 'Tunapuna');
    await fill(page, L.state, 'Tunapuna-Piarco');
    await clickButton(page, 'Next');
    await page.getByText('Step 3 of 3 - 67% Complete').waitFor();
    await fill(page, L.nationalId, '20010815123');
    await fill(page, L.passportNo, 'TA998877');
    const kept = await storedText(page);
    assert.match(kept, /Keisha/);
    assert.doesNotMatch(kept, /20010815123|TA998877|2001-08-15/, 'no identity number nor date of birth');

    await page.reload();
    await restoredNote(page).waitFor();
    await page.getByText('Step 3 of 3 - 67% Complete').waitFor();
    assert.equal(new URL(page.url()).search, '?step=3');
    assert.equal(await field(page, L.nationalId).inputValue(), '');
    assert.match(await restoredNote(page).innerText(), new RegExp(MESSAGES.draftRestoredNotKept));
    // The final check, with the earlier answers kept and one line for the empty ones.
    const check = page.getByRole('region', { name: MESSAGES.checkAnswersHeading });
    await check.getByText('Keisha', { exact: true }).waitFor();
    await check.getByText('4 Eastern Main Road').waitFor();
    assert.match(
      await check.getByText(/^Not given: /).innerText(),
      /^Not given: Middle Name, Date of Birth, .*Postal Code/,
    );
    await expectAccessible(page, 'the restored learner wizard, final check');
    await shots(page, 'signup-draft-learner-check');

    await clickButton(page, 'Previous');
    await page.getByText('Step 2 of 3 - 33% Complete').waitFor();
    assert.equal(await field(page, L.streetAddress).inputValue(), '4 Eastern Main Road');
    await expectAccessible(page, 'the restored learner wizard, step 2');
    await shots(page, 'signup-draft-learner-restored');

    await clickButton(page, MESSAGES.draftStartAgain);
    await page.getByText('Step 1 of 3 - 0% Complete').waitFor();
    await page.waitForURL((url) => url.search === '');
    assert.equal(await field(page, L.firstName).inputValue(), '');
    assert.equal(await restoredNote(page).count(), 0);
    assert.doesNotMatch(await storedText(page), /Keisha/);
    await page.reload();
    await page.getByText('Step 1 of 3 - 0% Complete').waitFor();
    assert.equal(await field(page, L.firstName).inputValue(), '');
    assert.equal(await restoredNote(page).count(), 0);
    await context.close();
  });

  it('the employer’s draft comes back on its step, and the final check lists what was given', async () => {
    const { context, page } = await newPage(env.browser, PHONE_375);
    await page.goto(`${env.portal.url}/employer-signup`);
    await page.getByText('Step 1 of 4 - 0% Complete').waitFor();
    await fill(page, E.empId, 'EMP-2041');
    await fill(page, E.empName, 'Caroni Agro Ltd');
    await choose(page, E.empType, 'Enterprise-Based');
    await fill(page, E.empEmail, 'hr@caroniagro.tt');
    await fill(page, E.empPhone, '(868) 555-0142');
    await clickButton(page, 'Next');
    await page.getByText('Step 2 of 4 - 25% Complete').waitFor();
    await fill(page, E.empStreet, '12 Southern Main Road');

    await page.reload();
    await restoredNote(page).waitFor();
    await page.getByText('Step 2 of 4 - 25% Complete').waitFor();
    assert.equal(await field(page, E.empStreet).inputValue(), '12 Southern Main Road');
    assert.doesNotMatch(await restoredNote(page).innerText(), new RegExp(MESSAGES.draftRestoredNotKept));
    await expectAccessible(page, 'the restored employer wizard');
    await shots(page, 'signup-draft-employer-restored');

    await choose(page, E.empCity, 'Couva');
    await fill(page, E.empState, 'Couva-Tabaquite-Talparo');
    await fill(page, E.empPostalCode, '540101');
    await clickButton(page, 'Next');
    await page.getByText('Step 3 of 4 - 50% Complete').waitFor();
    await fill(page, E.empPName, 'Anil Persad');
    await fill(page, E.empPTitle, 'HR Manager');
    await fill(page, E.empPPhone, '+1 868 555 0199');
    await fill(page, E.empPEmail, 'anil@caroniagro.tt');
    await clickButton(page, 'Next');
    await page.getByText('Step 4 of 4 - 75% Complete').waitFor();
    await page.reload();
    await page.getByText('Step 4 of 4 - 75% Complete').waitFor();
    const check = page.getByRole('region', { name: MESSAGES.checkAnswersHeading });
    await check.getByText('Caroni Agro Ltd').waitFor();
    await check.getByText('Anil Persad').waitFor();
    assert.match(await check.getByText(/^Not given: /).innerText(), /^Not given: Website, Fax\b/);
    await expectAccessible(page, 'the restored employer wizard, final check');
    await shots(page, 'signup-draft-employer-check');

    await clickButton(page, MESSAGES.draftStartAgain);
    await page.getByText('Step 1 of 4 - 0% Complete').waitFor();
    assert.equal(await field(page, E.empId).inputValue(), '');
    assert.doesNotMatch(await storedText(page), /Caroni/);
    await context.close();
  });
});
