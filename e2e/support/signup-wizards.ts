import { EMPLOYER_FIELD_LABELS as E, LEARNER_FIELD_LABELS as L } from '@ojt/domain';
import type { Page } from 'playwright-core';
import type { employerPayload, learnerPayload } from './accounts.ts';
import type { Portal } from './portal.ts';
import { choose, clickButton, fill } from './ui.ts';

type Employer = ReturnType<typeof employerPayload>;
type Learner = ReturnType<typeof learnerPayload>;

/** Opens a sign-up wizard and waits for its first step ('Step 1 of 4 - 0% Complete'). */
export async function openSignupWizard(page: Page, portal: Portal, who: 'employer' | 'learner') {
  await page.goto(`${portal.url}/${who}-signup`);
  await page.getByText(`Step 1 of ${who === 'employer' ? 4 : 3} - 0% Complete`).waitFor();
}

/** Employer step 1, Basic Company Information: ID, name, Enterprise-Based, email and phone. */
export async function fillEmployerBasics(page: Page, employer: Employer) {
  await fill(page, E.empId, employer.empId);
  await fill(page, E.empName, employer.empName);
  await choose(page, E.empType, 'Enterprise-Based');
  await fill(page, E.empEmail, employer.empEmail);
  await fill(page, E.empPhone, employer.empPhone);
}

/** Employer step 3, Primary Contact Information; then Next, and waits for step 4. */
export async function fillEmployerContactAndGoOn(page: Page, employer: Employer) {
  await page.getByText('Step 3 of 4 - 50% Complete').waitFor();
  await fill(page, E.empPName, employer.empPName);
  await fill(page, E.empPTitle, employer.empPTitle);
  await fill(page, E.empPPhone, employer.empPPhone);
  await fill(page, E.empPEmail, employer.empPEmail);
  await clickButton(page, 'Next');
  await page.getByText('Step 4 of 4 - 75% Complete').waitFor();
}

/** Employer step 4, Company Details: started in March of `year`, the sector by name, 11-50 staff. */
export async function fillCompanyDetails(page: Page, year: string, sector: string) {
  await choose(page, E.companyStartMonth, 'March');
  await choose(page, E.companyStartYear, year);
  await choose(page, E.companySector, sector);
  await choose(page, E.staffCount, '11-50');
}

/** Types a date of birth (YYYY-MM-DD) into the Day, Month and Year boxes, without leading zeros. */
export async function typeDateOfBirth(page: Page, dob: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${L.dob}`) });
  const [year, month, day] = dob.split('-');
  await group.getByRole('textbox', { name: 'Day', exact: true }).fill(String(Number(day)));
  await group.getByRole('textbox', { name: 'Month', exact: true }).fill(String(Number(month)));
  await group.getByRole('textbox', { name: 'Year', exact: true }).fill(String(year));
}

interface LearnerStep1Options {
  /** The date of birth to type; null leaves the boxes alone (default: the learner's). */
  dob?: string | null;
  /** The mobile to type (default: the learner's). */
  phoneMobile?: string;
}

/** Learner step 1, Personal Information: names, date of birth, Female, personal email and mobile. */
export async function fillLearnerPersonal(page: Page, learner: Learner, options: LearnerStep1Options = {}) {
  const { dob = learner.dob, phoneMobile = learner.phoneMobile } = options;
  await fill(page, L.firstName, learner.firstName);
  await fill(page, L.lastName, learner.lastName);
  if (dob !== null) await typeDateOfBirth(page, dob);
  await choose(page, L.gender, 'Female');
  await fill(page, L.emailPersonal, learner.emailPersonal);
  await fill(page, L.phoneMobile, phoneMobile);
}
