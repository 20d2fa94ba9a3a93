import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EMPLOYER_FIELD_LABELS as E, educationLevelLabel, LEARNER_FIELD_LABELS as L } from '@ojt/domain';
import type { Page } from 'playwright-core';
import {
  credentialsFrom,
  employerPayload,
  learnerPayload,
  OWN_PASSWORD,
  unique,
  verificationFrom,
} from './support/accounts.ts';
import { DESKTOP, newPage } from './support/browser.ts';
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
  chooseNewPassword,
  clickButton,
  expectAccessible,
  fill,
  findInAdminTable,
  signIn,
  signInAsAdmin,
} from './support/ui.ts';

const env = usePortalAndBrowser();

async function completeEmployerWizard(page: Page, employer: ReturnType<typeof employerPayload>) {
  await openSignupWizard(page, env.portal, 'employer');
  assert.equal(await page.getByRole('button', { name: 'Previous' }).isDisabled(), true);
  await clickButton(page, 'Next');
  await page.getByText('Please fix the validation errors before proceeding.').waitFor();
  await page.getByRole('link', { name: 'Employer ID is required' }).waitFor();
  await fillEmployerBasics(page, employer);
  await expectAccessible(page, 'employer step 1');
  await clickButton(page, 'Next');
  await page.getByText('Step 2 of 4 - 25% Complete').waitFor();
  await fill(page, E.empStreet, employer.empStreet);
  await choose(page, E.empCity, 'Port of Spain');
  await fill(page, E.empState, employer.empState);
  await fill(page, E.empPostalCode, employer.empPostalCode);
  await clickButton(page, 'Next');
  await fillEmployerContactAndGoOn(page, employer);
  await fillCompanyDetails(page, String(employer.companyStartYear), 'Information Technology');
  await expectAccessible(page, 'employer step 4');
  await clickButton(page, 'Create Account');
  await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
}

describe('account journeys', () => {
  it('an employer signs up, verifies the email, is approved in the dashboard and signs in', async () => {
    const employer = employerPayload();
    const { context, page } = await newPage(env.browser);
    await completeEmployerWizard(page, employer);
    await expectAccessible(page, 'employer success screen');

    const { link } = verificationFrom(await env.portal.smtp.waitFor(employer.empEmail, /verify/i));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Verification Successful!' }).waitFor();
    // No password yet: the page says what comes next rather than sending them to sign in (issue 16).
    await page.getByText(/usually takes 3–5 business days/).waitFor();

    const admin = await newPage(env.browser, DESKTOP);
    await signInAsAdmin(admin.page, env.portal);
    await findInAdminTable(admin.page, 'Employers', employer.empName);
    const approve = admin.page.getByRole('button', { name: `Approve ${employer.empName}` });
    await approve.waitFor();
    await expectAccessible(admin.page, 'admin employers tab');
    await approve.click();
    // Approve asks first, naming the applicant and where the credentials go (issue 16).
    await admin.page
      .getByRole('dialog', { name: 'Approve application' })
      .getByRole('button', { name: /^Approve( anyway)?$/ })
      .click();
    await approve.waitFor({ state: 'detached' });
    await admin.context.close();

    const credentials = credentialsFrom(await env.portal.smtp.waitFor(employer.empEmail, /approved/i));
    assert.equal(credentials.username, employer.empId);
    await signIn(page, env.portal, 'Employer', credentials.username, credentials.password);
    // The mailed password is for the first sign-in only: a new one is chosen before the dashboard.
    await chooseNewPassword(page, credentials.password, OWN_PASSWORD);
    await page.waitForURL('**/employer-dashboard');
    await page.getByText('Password changed successfully!').first().waitFor();
    await context.close();
  });

  it('a learner signs up, is approved in the dashboard and signs in with the mailed username', async () => {
    const learner = learnerPayload();
    const { context, page } = await newPage(env.browser);
    await openSignupWizard(page, env.portal, 'learner');
    await fillLearnerPersonal(page, learner);
    await clickButton(page, 'Next');
    await page.getByText('Step 2 of 3 - 33% Complete').waitFor();
    await page.getByText('Permanent Address (if different)').waitFor();
    await fill(page, L.streetAddress, learner.streetAddress);
    await choose(page, L.city, 'Tunapuna');
    await fill(page, L.state, learner.state);
    await fill(page, L.postalCode, learner.postalCode);
    await clickButton(page, 'Next');
    await page.getByText('Step 3 of 3 - 67% Complete').waitFor();
    await choose(page, L.employmentStatus, 'Unemployed');
    await choose(page, L.educationLevel, educationLevelLabel('Secondary'));
    await clickButton(page, 'Create Account');
    await page
      .getByText(
        'At least one identification field is required (Passport Number, National ID, or Birth Certificate Number)',
      )
      .first()
      .waitFor();
    await fill(page, L.nationalId, learner.nationalId);
    await expectAccessible(page, 'learner step 3');
    await clickButton(page, 'Create Account');
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

    const admin = await newPage(env.browser, DESKTOP);
    await signInAsAdmin(admin.page, env.portal);
    await findInAdminTable(admin.page, 'Learners', learner.emailPersonal);
    // The row's button ('Approve <name>'), not the confirmation's 'Approve anyway'.
    const approve = admin.page.getByRole('button', { name: /^Approve (?!anyway$)/ });
    await approve.click();
    // Approve asks first, naming the applicant and where the credentials go (issue 16).
    await admin.page
      .getByRole('dialog', { name: 'Approve application' })
      .getByRole('button', { name: /^Approve( anyway)?$/ })
      .click();
    await approve.waitFor({ state: 'detached' });
    await admin.context.close();

    const credentials = credentialsFrom(await env.portal.smtp.waitFor(learner.emailPersonal, /approved/i));
    await signIn(page, env.portal, 'Learner', credentials.username, credentials.password);
    await chooseNewPassword(page, credentials.password, OWN_PASSWORD);
    await page.waitForURL('**/learner-dashboard');
    await context.close();
  });

  it('a rejection is stored, shown after reload and mailed, and the applicant cannot sign in', async () => {
    const employer = employerPayload();
    const res = await fetch(`${env.portal.url}/api/Signup/SignupAsEmployer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(employer),
    });
    assert.equal(res.status, 201);
    const { context, page } = await newPage(env.browser, DESKTOP);
    await signInAsAdmin(page, env.portal);
    await findInAdminTable(page, 'Employers', employer.empName);
    await page.getByRole('button', { name: `Reject ${employer.empName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Reject/ }).click();
    await page.getByRole('button', { name: `Reject ${employer.empName}` }).waitFor({ state: 'detached' });
    await env.portal.smtp.waitFor(employer.empEmail, /registration/i);

    await page.reload();
    const row = await findInAdminTable(page, 'Employers', employer.empName);
    await row.getByText('Rejected', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: `Approve ${employer.empName}` }).count(), 0);
    await context.close();

    const login = await fetch(`${env.portal.url}/api/Login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pUserName: employer.empId, pPassword: 'anything-at-all' }),
    });
    assert.equal(login.status, 401);
  });

  it('shows the spec messages for a wrong password and a role mismatch', async () => {
    const { context, page } = await newPage(env.browser);
    await signIn(page, env.portal, 'Employer', `nobody-${unique()}`, 'wrong-password');
    await page.getByText('Invalid username or password').waitFor();
    await expectAccessible(page, 'login with an error');
    await context.close();
  });
});
