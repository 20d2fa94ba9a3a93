import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EMPLOYER_FIELD_LABELS as E,
  educationLevelLabel,
  LEARNER_FIELD_LABELS as L,
  OTHER_TOWN_ID,
  OTHER_TOWN_LABEL,
} from '@ojt/domain';
import type { Page } from 'playwright-core';
import { employerPayload, learnerPayload } from './support/accounts.ts';
import { newPage, screenshot } from './support/browser.ts';
import {
  fillCompanyDetails,
  fillEmployerBasics,
  fillEmployerContactAndGoOn,
  fillLearnerPersonal,
  openSignupWizard,
} from './support/signup-wizards.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import {
  choose,
  clickButton,
  expectAccessible,
  field,
  fill,
  findInAdminTable,
  signInAsAdmin,
} from './support/ui.ts';

const env = usePortalAndBrowser();

const PHONE_375 = { width: 375, height: 800 };
const DESKTOP_1280 = { width: 1280, height: 900 };

/** Screenshots at 375 px and 1280 px wide, then back to the phone width. */
async function screenshotBoth(page: Page, name: string) {
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP_1280);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE_375);
}

// Issue 30: lists that fit the country, on a phone.
describe('country lists', () => {
  it('an employer types a town not in the list, picks from grouped sectors and a 1900 start year', async () => {
    const employer = employerPayload();
    const { context, page } = await newPage(env.browser, PHONE_375);
    await openSignupWizard(page, env.portal, 'employer');
    await fillEmployerBasics(page, employer);
    await clickButton(page, 'Next');

    await page.getByText('Step 2 of 4 - 25% Complete').waitFor();
    await fill(page, E.empStreet, employer.empStreet);
    await choose(page, E.empCity, OTHER_TOWN_LABEL);
    await clickButton(page, 'Next');
    await page.getByRole('link', { name: 'Town or village name is required' }).waitFor();
    await fill(page, E.empCityOther, 'Lopinot');
    await fill(page, E.empState, 'Tunapuna-Piarco');
    await fill(page, E.empPostalCode, employer.empPostalCode);
    await expectAccessible(page, 'the address step with a typed town');
    await screenshotBoth(page, 'country-lists-other-town');
    await clickButton(page, 'Next');

    await fillEmployerContactAndGoOn(page, employer);
    const sector = field(page, E.companySector);
    const groups = await sector.locator('optgroup').evaluateAll((els) =>
      els.map((el) => ({
        label: el.getAttribute('label'),
        names: [...el.querySelectorAll('option')].map((o) => o.textContent ?? ''),
      })),
    );
    assert.deepEqual(
      groups.map((g) => g.label),
      ['Industries', 'Programme streams'],
    );
    assert.ok(groups[1]?.names.includes('OJT Airport'), 'OJT Airport is a programme stream');
    assert.ok(!groups[0]?.names.some((name) => name.startsWith('OJT')), 'no OJT stream among the industries');
    await fillCompanyDetails(page, '1900', 'Manufacturing Industry');
    const check = page.getByRole('region', { name: 'Check your answers' });
    if (await check.count()) assert.match(await check.innerText(), /Lopinot/);
    await expectAccessible(page, 'the company details step');
    await screenshotBoth(page, 'country-lists-sectors-1900');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/Signup/SignupAsEmployer'));
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/Signup/SignupAsEmployer'),
    );
    await clickButton(page, 'Create Account');
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    assert.equal(body.empCity, OTHER_TOWN_ID);
    assert.equal(body.empCityOther, 'Lopinot');
    assert.equal(body.companyStartYear, 1900);
    assert.equal((await answered).status(), 201);
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

    // The admin sees the typed town where the town is shown.
    await signInAsAdmin(page, env.portal);
    const row = await findInAdminTable(page, 'Employers', employer.empId);
    await row.getByText('Lopinot').waitFor();
    await context.close();
  });

  it('a learner picks a new town, gets its region, and sees education levels with local qualifications', async () => {
    const learner = learnerPayload();
    const { context, page } = await newPage(env.browser, PHONE_375);
    await openSignupWizard(page, env.portal, 'learner');
    await fillLearnerPersonal(page, learner);
    await clickButton(page, 'Next');

    await page.getByText('Step 2 of 3 - 33% Complete').waitFor();
    await fill(page, L.streetAddress, learner.streetAddress);
    await choose(page, L.city, 'Sangre Grande');
    assert.equal(await field(page, L.state).inputValue(), 'Sangre Grande');
    await choose(page, L.permanentCity, OTHER_TOWN_LABEL);
    await fill(page, L.permanentCityOther, 'Paramin');
    await expectAccessible(page, 'the address step with a new town');
    await screenshotBoth(page, 'country-lists-new-town');
    await clickButton(page, 'Next');

    await page.getByText('Step 3 of 3 - 67% Complete').waitFor();
    const levels = await field(page, L.educationLevel).locator('option').allTextContents();
    assert.ok(levels.includes('Secondary (CSEC, CVQ Level 1 or 2)'), levels.join(' | '));
    assert.ok(
      !levels.some((level) => level.includes('High School')),
      'High School is not offered beside Secondary',
    );
    await choose(page, L.employmentStatus, 'Unemployed');
    await choose(page, L.educationLevel, educationLevelLabel('Diploma'));
    await fill(page, L.nationalId, '20010305123');
    await expectAccessible(page, 'the education step');
    await screenshotBoth(page, 'country-lists-education');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/Signup/SignUpAsLearner'));
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/Signup/SignUpAsLearner'),
    );
    await clickButton(page, 'Create Account');
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    assert.equal(body.city, 31);
    assert.equal(body.state, 'Sangre Grande');
    assert.equal(body.permanentCityOther, 'Paramin');
    assert.equal(body.educationLevel, 'Diploma');
    assert.equal((await answered).status(), 201);
    await context.close();
  });
});
