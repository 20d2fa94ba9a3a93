import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  PAYMENT_ADMIN_SCREEN_MESSAGES as A,
  PAYMENT_SCREEN_TEXTS as P,
  STIPEND_REPORT_TEXTS as R,
  viewRunLabel,
} from '@ojt/domain';
import type { Page } from 'playwright-core';
import { createAdmin } from '../apps/server/src/modules/admin/admin-accounts.ts';
import { apiLogin, approvedEmployer } from './support/accounts.ts';
import { newPage, screenshot } from './support/browser.ts';
import { dialog, signInAsLearner, tab } from './support/dashboards.ts';
import { api, openPosition, placeWithNewOfficers, selectedDiplomaLearner } from './support/placements.ts';
import { ADMIN, type Portal } from './support/portal.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible } from './support/ui.ts';

// Issue 28's journey: a learner adds bank details; two approved months go into a payment run that
// admin A creates and cannot approve; admin B approves it; A downloads the ACH file and uploads the
// bank's results (one Paid, one Failed); the learner sees both, fixes the bank details, and the failed
// month is in the next run. September is held first (no bank details yet), so one run pays both.
const env = usePortalAndBrowser();
const PHONE_375 = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 900 };
const TREASURER = { username: 'treasurer', password: 'Mayaro beach coconut 5821' };
const BANK = { name: 'Republic Bank Limited', routingNumber: '012000063' };

type Month = { timesheetId: number; workingDates: string[] };

/** The learner fills a past month all present and submits it; the employer approves it. */
async function approvedMonth(
  portal: Portal,
  learner: string,
  employer: string,
  placementId: number,
  month: string,
) {
  const sheet = await api<Month>(portal, 'GET', '/api/Learner/Timesheet', learner, {
    PlacementId: placementId,
    Month: month,
  });
  const days = sheet.workingDates.map((date) => ({ date, am: 'P', pm: 'P', leaveReason: null }));
  await api(portal, 'POST', '/api/Learner/SaveTimesheet', learner, {
    placementId,
    month,
    days: days as never,
    remarks: '',
  });
  await api(portal, 'POST', '/api/Learner/SubmitTimesheet', learner, { TimesheetId: sheet.timesheetId });
  await api(portal, 'POST', '/api/Employer/ApproveTimesheet', employer, { TimesheetId: sheet.timesheetId });
  return sheet.timesheetId;
}

async function signInAdmin(page: Page, portal: Portal, who: { username: string; password: string }) {
  await page.goto(`${portal.url}/admin-login`);
  await page.getByLabel('Admin username').fill(who.username);
  await page.getByLabel('Admin password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin-dashboard');
  await tab(page, 'Placements').click();
  await page.getByRole('radiogroup', { name: 'Show' }).getByText(A.viewPayments, { exact: true }).click();
}

async function saveBankDetails(page: Page, account: string) {
  await page.getByRole('button', { name: new RegExp(`${P.addBankDetails}|${P.changeBankDetails}`) }).click();
  await page.getByRole('combobox', { name: P.bankLabel }).selectOption({ label: BANK.name });
  await page.getByLabel(P.accountNumberLabel).fill(account);
  await page.getByLabel(P.accountHolderLabel).fill('Asha Ramdass');
  await page.getByRole('button', { name: P.saveBankDetails }).click();
  await page
    .getByText(`•••• ${account.slice(-4)}`)
    .first()
    .waitFor();
}

describe('paying the stipend, from bank details to a paid and a failed transfer', () => {
  it('holds, runs with two signatures, sends, reads the results and pays the failed month again', async () => {
    // The office's list of banks and a second admin (as `npm run create-admin` makes one).
    const office = await apiLogin(env.portal, ADMIN.username, ADMIN.password);
    await api(env.portal, 'POST', '/api/Admin/Banks', office, BANK);
    await createAdmin(env.portal.app.db, {
      username: TREASURER.username,
      email: 'treasurer@ojt.gov.tt',
      password: TREASURER.password,
    });

    // An employer whose trainees the programme pays, a learner placed from 1 September 2026.
    const employer = await approvedEmployer(env.portal);
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    await api(env.portal, 'POST', '/api/Admin/SetEmployerFunding', office, {
      EmpId: employer.username,
      Model: 'programme',
      FromMonth: '2026-01',
      Reason: 'A public body: the programme pays its trainees.',
    });
    const openingId = await openPosition(
      env.portal,
      employerToken,
      employer.username,
      'Payroll Clerk Trainee',
      4,
    );
    const {
      learner,
      token: learnerToken,
      placementId,
    } = await selectedDiplomaLearner(env.portal, employerToken, openingId);
    await placeWithNewOfficers(env.portal, office, placementId, {
      datePlaced: '2026-08-28',
      start: '2026-09-01',
      end: '2027-08-31',
    });
    // The learner confirms the placement agreement (issue 29): the first payment waits for it.
    const agreement = await api<{ version: number }>(
      env.portal,
      'GET',
      '/api/Learner/PlacementAgreement',
      learnerToken,
      {
        PlacementId: placementId,
      },
    );
    await api(env.portal, 'POST', '/api/Learner/ConfirmAgreement', learnerToken, {
      PlacementId: placementId,
      Version: agreement.version,
    });

    // September is approved and a September run holds it back: the learner has no bank details yet.
    const september = await approvedMonth(env.portal, learnerToken, employerToken, placementId, '2026-09');
    const held = await api<{ data: { runId: number; held: unknown[] } }>(
      env.portal,
      'POST',
      '/api/Admin/CreatePaymentRun',
      office,
      { Month: '2026-09', Cycle: 2 },
    );
    assert.equal(held.data.held.length, 1);
    const october = await approvedMonth(env.portal, learnerToken, employerToken, placementId, '2026-10');

    // The learner adds bank details on a 375 px phone.
    const learnerSide = await newPage(env.browser, PHONE_375);
    const phone = learnerSide.page;
    await signInAsLearner(phone, env.portal, learner);
    await tab(phone, 'My Stipend').click();
    await phone.getByText(P.noBankDetailsLearner).waitFor();
    await saveBankDetails(phone, '160012345678');
    await screenshot(phone, 'payments-learner-bank-375');
    await expectAccessible(phone, 'My Stipend with bank details');

    // Admin A creates October's pay cycle 2 run: October and the held September. A cannot approve it.
    const aSide = await newPage(env.browser, WIDE);
    const a = aSide.page;
    await signInAdmin(a, env.portal, { username: ADMIN.username, password: ADMIN.password });
    await a.getByRole('button', { name: A.createRunAction }).click();
    const create = dialog(a, A.createRunTitle);
    await create.getByLabel(A.runMonthLabel).selectOption('2026-10');
    await create.getByLabel(A.runCycleLabel).selectOption('2');
    await create.getByRole('button', { name: A.createAction }).click();
    const run = dialog(a, /October 2026/);
    await run.getByText(learner.username).first().waitFor();
    assert.equal(await run.getByText('•••• 5678').count(), 2);
    await screenshot(a, 'payments-admin-run-draft-1280');
    await expectAccessible(a, 'a draft payment run');
    await run.getByRole('button', { name: A.approveAction }).click();
    await dialog(a, A.approveTitle).getByRole('button', { name: A.approveAction }).click();
    await a.getByText('The admin who created a run cannot approve it.').first().waitFor();
    await screenshot(a, 'payments-admin-second-signature-1280');

    // Admin B approves it.
    const bSide = await newPage(env.browser, WIDE);
    const b = bSide.page;
    await signInAdmin(b, env.portal, TREASURER);
    await b.getByRole('button', { name: viewRunLabel('2026-10', 2) }).click();
    const runB = dialog(b, /October 2026/);
    await runB.getByRole('button', { name: A.approveAction }).click();
    await dialog(b, A.approveTitle).getByRole('button', { name: A.approveAction }).click();
    await runB.getByRole('button', { name: A.downloadAchAction }).waitFor();
    await screenshot(b, 'payments-admin-approved-1280');

    // Admin A downloads the ACH file and uploads the bank's results: September paid, October failed.
    await a.reload();
    await a.getByRole('button', { name: viewRunLabel('2026-10', 2) }).click();
    const runA = dialog(a, /October 2026/);
    const [download] = await Promise.all([
      a.waitForEvent('download'),
      runA.getByRole('button', { name: A.downloadAchAction }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const rows = csv.trim().split(/\r?\n/);
    assert.equal(rows[0], 'Employee Name,Employee ID,RT#,Account Number,Amount');
    assert.equal(rows.length, 3);
    const lines = rows.slice(1).map((row) => row.split(','));
    for (const line of lines)
      assert.deepEqual(line.slice(1, 4), [learner.username, BANK.routingNumber, '160012345678']);
    // Both months are 3,960.00 (every working day present); the file's order is the run's.
    const results = [
      'Employee ID,Amount,Status,Reason',
      `${learner.username},${lines[0]?.[4]},Paid,`,
      `${learner.username},${lines[1]?.[4]},Failed,Account closed`,
    ].join('\n');
    await runA
      .locator('input[type="file"]')
      .setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(results) });
    await runA.getByRole('button', { name: A.uploadResultsAction }).click();
    await a.getByText('1 paid, 1 failed, 0 matched nothing').first().waitFor();
    await screenshot(a, 'payments-admin-results-1280');
    await expectAccessible(a, 'a payment run with its results');

    // The office's Reports count the paid month (the failed one counts nothing).
    await a.keyboard.press('Escape');
    await tab(a, 'Reports').click();
    const paidCard = a.getByRole('article', { name: R.paid });
    await paidCard.getByText('3,960.00 TTD').waitFor();
    assert.match((await paidCard.textContent()) ?? '', /3,960\.00 TTD.*1 month of attendance/);
    await a.getByRole('heading', { name: R.monthsTitle }).scrollIntoViewIfNeeded();
    await screenshot(a, 'payments-admin-stipend-report-1280');
    await expectAccessible(a, 'the Reports tab with the stipends');
    await a.setViewportSize(PHONE_375);
    await screenshot(a, 'payments-admin-stipend-report-375');
    await a.setViewportSize(WIDE);

    // The learner sees one month paid and the other failed with the reason, and changes bank details.
    await phone.reload();
    await phone
      .getByText(/^Paid on /)
      .first()
      .waitFor();
    await phone
      .getByText(/Account closed/)
      .first()
      .waitFor();
    await screenshot(phone, 'payments-learner-paid-failed-375');
    await phone.setViewportSize(WIDE);
    await screenshot(phone, 'payments-learner-paid-failed-1280');
    await phone.setViewportSize(PHONE_375);
    await saveBankDetails(phone, '160099998888');

    // The failed month is in the next run, to the new account.
    const next = await api<{ data: { lines: { timesheetId: number; account: string }[] } }>(
      env.portal,
      'POST',
      '/api/Admin/CreatePaymentRun',
      office,
      { Month: '2026-10', Cycle: 2 },
    );
    assert.equal(next.data.lines.length, 1);
    assert.ok([september, october].includes(next.data.lines[0]?.timesheetId as number));
    assert.equal(next.data.lines[0]?.account, '•••• 8888');

    for (const side of [learnerSide, aSide, bSide]) await side.context.close();
  });
});
