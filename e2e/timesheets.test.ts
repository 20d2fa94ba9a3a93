import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TIMESHEET_SCREEN_TEXTS as T, TIMESHEET_MESSAGES } from '@ojt/domain';
import type { Locator, Page } from 'playwright-core';
import { apiLogin } from './support/accounts.ts';
import { DESKTOP, newPage, screenshot } from './support/browser.ts';
import { dialog, signInAsEmployer, signInAsLearner, tab } from './support/dashboards.ts';
import { openPosition, placeWithNewOfficers, selectedDiplomaLearner } from './support/placements.ts';
import { ADMIN } from './support/portal.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible, signInAsAdmin } from './support/ui.ts';

// Issue 27's journey: the learner fills a month on a 375 px phone and submits it; the employer returns
// it with a reason; the learner fixes it and submits again; the employer approves it; the learner
// sees the pay cycle and the amount; the office sees it approved. October 2026 is a past month (its
// last working day has started), so it can be submitted on any day this test runs after it.
const env = usePortalAndBrowser();
const PHONE_375 = { width: 375, height: 812 };
const MONTH = '2026-10';
const MONTH_WORDS = 'October 2026';
const RETURN_REASON = 'On Monday 12 October you were at the safety course all day: mark it Present.';

/** A half day's mark: the radio named `mark` in the group named 'Mon 12 Oct a.m.'. */
async function mark(scope: Page | Locator, day: string, half: 'a.m.' | 'p.m.', value: string) {
  await scope
    .getByRole('radiogroup', { name: `${day} ${half}` })
    .getByText(value, { exact: true })
    .click();
}

async function openMonth(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${MONTH_WORDS}`) }).click();
  // The open month is in the address, so a reload (as after the employer returns it) keeps it.
  await page.waitForURL(new RegExp(`month=${MONTH}`));
  await page.getByRole('radiogroup', { name: 'Thu 1 Oct a.m.' }).waitFor();
}

describe('the monthly attendance record, from the phone to the office', () => {
  it('fills, submits, is returned, resubmits, is approved, and shows the cycle and amount', async () => {
    const employerSide = await newPage(env.browser, DESKTOP);
    const work = employerSide.page;
    const employer = await signInAsEmployer(work, env.portal);
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    const openingId = await openPosition(
      env.portal,
      employerToken,
      employer.username,
      'Accounts Clerk Trainee',
      4,
    );

    // A learner with a Diploma (level 2: 3,960.00 TTD a month) applies, is selected and placed.
    const { learner, placementId, name } = await selectedDiplomaLearner(env.portal, employerToken, openingId);
    const admin = await apiLogin(env.portal, ADMIN.username, ADMIN.password);
    await placeWithNewOfficers(env.portal, admin, placementId, {
      datePlaced: '2026-09-28',
      start: '2026-10-01',
      end: '2027-09-30',
    });

    // The learner, on a 375 px phone, opens My Stipend and October.
    const learnerSide = await newPage(env.browser, PHONE_375);
    const phone = learnerSide.page;
    await signInAsLearner(phone, env.portal, learner);
    await tab(phone, T.tabMyStipend).click();
    await phone.getByRole('button', { name: new RegExp(`^${MONTH_WORDS}`) }).waitFor();
    await screenshot(phone, 'timesheets-learner-months-375');
    await expectAccessible(phone, 'My Stipend, the months');
    await openMonth(phone);
    // Not a day of the weekend, nor before the start: 22 working days, each with a.m. and p.m.
    assert.equal(await phone.getByRole('radiogroup', { name: /^Sat / }).count(), 0);
    assert.equal(await phone.getByRole('radiogroup', { name: / a\.m\.$/ }).count(), 22);
    // Sick on the afternoon of the 5th, absent on the 12th; every other half day present.
    await mark(phone, 'Mon 5 Oct', 'p.m.', TIMESHEET_MESSAGES.markLeave);
    await phone
      .getByRole('group', { name: 'Mon 5 Oct' })
      .getByLabel(T.leaveReasonLabel)
      .selectOption({ label: TIMESHEET_MESSAGES.leaveSick });
    await mark(phone, 'Mon 12 Oct', 'a.m.', TIMESHEET_MESSAGES.markAbsent);
    await mark(phone, 'Mon 12 Oct', 'p.m.', TIMESHEET_MESSAGES.markAbsent);
    await phone.getByRole('button', { name: T.allPresent }).click();
    await phone.getByLabel(T.remarksLabel).fill('Month-end stock count on the 30th.');
    await phone.getByRole('button', { name: T.saveDraft }).click();
    await phone.getByText(TIMESHEET_MESSAGES.timesheetSaved).first().waitFor();
    await phone.getByText('21 of 22 working days × 3,960.00 = 3,780.00 TTD').first().waitFor();
    // PRODUCT.md §5: every screen works at 320 px; the month does not scroll sideways at 320 or 375.
    for (const width of [320, 375]) {
      await phone.setViewportSize({ ...PHONE_375, width });
      const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `the month scrolls sideways at ${width} px (${scrollWidth} px)`);
    }
    await screenshot(phone, 'timesheets-learner-month-375');
    await expectAccessible(phone, 'My Stipend, a month');
    await phone.getByRole('button', { name: T.submitToSupervisor }).click();
    await phone.getByText(T.submittedNote).waitFor();

    // The employer returns it with a reason.
    await tab(work, T.tabTimesheets).click();
    await work
      .getByRole('button', { name: `${T.returnAction}: ${name}` })
      .first()
      .click();
    const giveBack = dialog(work, T.returnTitle);
    await giveBack.getByLabel(T.returnReasonLabel).fill(RETURN_REASON);
    await screenshot(work, 'timesheets-employer-return-desktop');
    await expectAccessible(work, 'the employer returning a month');
    await giveBack.getByRole('button', { name: T.returnAction }).click();
    await work.getByText(TIMESHEET_MESSAGES.timesheetReturned).first().waitFor();

    // The learner sees the reason, marks the 12th present and submits again.
    await phone.reload();
    await phone.getByText(RETURN_REASON).waitFor();
    await mark(phone, 'Mon 12 Oct', 'a.m.', TIMESHEET_MESSAGES.markPresent);
    await mark(phone, 'Mon 12 Oct', 'p.m.', TIMESHEET_MESSAGES.markPresent);
    await screenshot(phone, 'timesheets-learner-returned-375');
    await phone.getByRole('button', { name: T.submitToSupervisor }).click();
    await phone.getByText(T.submittedNote).waitFor();

    // The employer selects it and approves it from the list.
    await work.reload();
    await work
      .getByRole('checkbox', { name: `${T.selectColumn} ${name}` })
      .first()
      .check();
    await work.getByRole('button', { name: 'Approve selected (1)' }).click();
    await screenshot(work, 'timesheets-employer-approve-desktop');
    await dialog(work, T.approveTitle).getByRole('button', { name: T.approve }).click();
    await work.getByText(TIMESHEET_MESSAGES.timesheetApproved).first().waitFor();
    await screenshot(work, 'timesheets-employer-list-desktop');
    await expectAccessible(work, 'the employer Timesheets tab');

    // The learner sees it approved, its pay cycle (approved after 10:00 on 2 November: cycle 2) and amount.
    await phone.reload();
    await phone.getByText(T.approvedNote).waitFor();
    await phone.getByText('22 of 22 working days × 3,960.00 = 3,960.00 TTD').first().waitFor();
    await phone.getByText(TIMESHEET_MESSAGES.payCycleTwo).first().waitFor();
    await screenshot(phone, 'timesheets-learner-approved-375');
    await expectAccessible(phone, 'My Stipend, an approved month');

    // The office sees it approved in the Timesheets view under Placements.
    const officeSide = await newPage(env.browser, DESKTOP);
    const desk = officeSide.page;
    await signInAsAdmin(desk, env.portal);
    await tab(desk, 'Placements').click();
    await desk.getByRole('radiogroup', { name: 'Show' }).getByText('Timesheets', { exact: true }).click();
    const row = desk.getByRole('row', { name: new RegExp(`${name}.*Oct 2026`) });
    await row.getByText('Approved', { exact: true }).waitFor();
    await row.getByText('3,960.00 TTD').waitFor();
    await screenshot(desk, 'timesheets-office-desktop');
    await expectAccessible(desk, 'the office Timesheets view');
    await desk.setViewportSize(PHONE_375);
    await screenshot(desk, 'timesheets-office-375');
    await desk.setViewportSize(DESKTOP);
    await desk.getByRole('radiogroup', { name: 'Show' }).getByText('Stipend', { exact: true }).click();
    await desk.getByText('3,960.00 TTD').first().waitFor();
    await screenshot(desk, 'timesheets-office-stipend-desktop');
    await expectAccessible(desk, 'the office Stipend settings');

    for (const side of [employerSide, learnerSide, officeSide]) await side.context.close();
  });
});
