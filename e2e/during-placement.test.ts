import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AGREEMENT_MESSAGES,
  CASELOAD_MESSAGES as C,
  EXIT_REASON_LABELS,
  MESSAGES,
  REVIEW_ADMIN_MESSAGES as R,
  signOffReviewLabel,
  TIMESHEET_SCREEN_TEXTS as T,
} from '@ojt/domain';
import { apiLogin } from './support/accounts.ts';
import { DESKTOP, newPage, screenshot } from './support/browser.ts';
import { control, dialog, signInAsEmployer, signInAsLearner, tab } from './support/dashboards.ts';
import { openPosition, placeWithNewOfficers, selectedDiplomaLearner } from './support/placements.ts';
import { ADMIN } from './support/portal.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible, signInAsAdmin } from './support/ui.ts';

// Issue 29's journey, the learner on a 375 px phone: the learner confirms the placement agreement;
// the officer's caseload shows the first progress review (due 4 weeks after the start, 17 Nov 2026:
// overdue on any day this test runs after it); the learner and the supervisor fill their parts; the
// officer signs it off; a break is recorded and the month's working days drop; the learner ends the
// placement early and answers the exit survey; the employer issues a letter for the time served.
const env = usePortalAndBrowser();
const PHONE_375 = { width: 375, height: 812 };
const OFFICER = 'Anil Ramdial';
const TITLE = 'Stores Clerk Trainee';

describe('during the placement: agreement, review, break, early exit', () => {
  it('confirms, reviews, records a break, ends early with the survey, and letters the time served', async () => {
    const employerSide = await newPage(env.browser, DESKTOP);
    const work = employerSide.page;
    const employer = await signInAsEmployer(work, env.portal);
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    const openingId = await openPosition(
      env.portal,
      employerToken,
      employer.username,
      'Stores Clerk Trainee',
      2,
    );
    const { learner, placementId, name } = await selectedDiplomaLearner(
      env.portal,
      employerToken,
      openingId,
      'Diploma in Logistics',
    );
    const admin = await apiLogin(env.portal, ADMIN.username, ADMIN.password);
    await placeWithNewOfficers(env.portal, admin, placementId, {
      datePlaced: '2026-10-16',
      start: '2026-10-20',
      end: '2027-10-19',
    });

    // The learner, on a phone, reads the agreement on My Applications and confirms it.
    const learnerSide = await newPage(env.browser, PHONE_375);
    const phone = learnerSide.page;
    await signInAsLearner(phone, env.portal, learner);
    await tab(phone, 'My Applications').click();
    await phone.getByRole('heading', { name: AGREEMENT_MESSAGES.agreementTitle }).first().waitFor();
    await screenshot(phone, 'during-learner-agreement-375');
    await expectAccessible(phone, 'My Applications with the agreement');
    await phone.getByRole('button', { name: AGREEMENT_MESSAGES.agreementConfirm }).first().click();
    await phone.getByText(AGREEMENT_MESSAGES.agreementConfirmed).first().waitFor();

    // The officer's caseload (chosen by the admin) shows the first review, overdue.
    const officeSide = await newPage(env.browser, DESKTOP);
    const office = officeSide.page;
    await signInAsAdmin(office, env.portal);
    await tab(office, 'Placements').click();
    await office.getByRole('radiogroup', { name: 'Show' }).getByText(C.viewCaseload, { exact: true }).click();
    const officers = office.getByLabel(C.caseloadOfficerLabel, { exact: true });
    await officers.locator('option', { hasText: OFFICER }).first().waitFor({ state: 'attached' });
    const officerId = await officers.locator('option', { hasText: OFFICER }).first().getAttribute('value');
    await officers.selectOption(officerId as string);
    await office
      .getByRole('listitem', { name: new RegExp(`${name}$`) })
      .first()
      .waitFor();
    await screenshot(office, 'during-office-caseload-desktop');
    await expectAccessible(office, "an officer's caseload");

    // The learner and the supervisor fill their parts of the review.
    await phone.reload();
    await phone.getByRole('radio', { name: '4 of 5' }).first().check();
    await control(phone, MESSAGES.reviewWhatWouldHelpLabel).fill('More time on the stock system.');
    await phone.getByRole('button', { name: MESSAGES.reviewSavePart }).first().click();
    await phone.getByText(MESSAGES.reviewInputSaved).first().waitFor();
    await screenshot(phone, 'during-learner-review-375');

    await tab(work, 'Applications').click();
    for (const [score, value] of [
      ['Attendance', 5],
      ['Punctuality', 4],
      ['Quality of work', 4],
      ['Teamwork', 5],
    ] as const) {
      await work
        .getByRole('radio', { name: `${score} ${value} of 5` })
        .first()
        .check();
    }
    await control(work, MESSAGES.reviewRemarksLabel).fill('Reliable and careful with the counts.');
    await work.getByRole('button', { name: MESSAGES.reviewSavePart }).first().click();
    await work.getByText(MESSAGES.reviewInputSaved).first().waitFor();

    // The officer signs the review off.
    await office.getByRole('radiogroup', { name: 'Show' }).getByText(R.viewReviews, { exact: true }).click();
    await office.getByRole('button', { name: signOffReviewLabel({ seq: 1, learnerName: name }) }).click();
    const signing = dialog(office, /review/i);
    await control(signing, MESSAGES.reviewActionsLabel).fill('Weekly check-in with the stores supervisor.');
    await signing.getByRole('radio', { name: 'Low' }).check();
    await screenshot(office, 'during-office-sign-off-desktop');
    await expectAccessible(office, 'signing a review off');
    await signing.getByRole('button', { name: MESSAGES.reviewSignOff }).click();
    await office.getByText(MESSAGES.reviewSignedOffDone).first().waitFor();

    // The learner's November: its working days, before any break.
    await tab(phone, T.tabMyStipend).click();
    await phone.getByRole('button', { name: /^November 2026/ }).click();
    await phone.getByRole('radiogroup', { name: 'Mon 9 Nov a.m.' }).waitFor();
    const halfDays = () => phone.getByRole('radiogroup', { name: / a\.m\.$/ }).count();
    const before = await halfDays();

    // The office records a break from 2 to 6 November (family), moving the end date.
    await office.getByRole('radiogroup', { name: 'Show' }).getByText('Placements', { exact: true }).click();
    await office.getByRole('searchbox', { name: 'Search placements' }).fill(name);
    await office.getByRole('button', { name: `View placement of ${name}, ${TITLE}` }).click();
    const detail = dialog(office, `${name} · ${TITLE}`);
    await detail.getByRole('button', { name: MESSAGES.recordBreakLabel }).click();
    const breaking = dialog(office, MESSAGES.recordBreakLabel);
    await control(breaking, 'First day of the break').fill('2026-11-02');
    await control(breaking, 'Last day of the break').fill('2026-11-06');
    await control(breaking, MESSAGES.reasonLabel).fill('Family bereavement');
    await screenshot(office, 'during-office-break-desktop');
    await expectAccessible(office, 'recording a break');
    await breaking.getByRole('button', { name: MESSAGES.recordBreakLabel }).click();
    await office.getByText(MESSAGES.breakRecorded).first().waitFor();

    // November's working days drop by the break's five: they read Break and cannot be marked.
    await phone.reload();
    await phone.getByRole('radiogroup', { name: 'Mon 9 Nov a.m.' }).waitFor();
    assert.equal(await halfDays(), before - 5);
    assert.equal(await phone.getByRole('radiogroup', { name: 'Mon 2 Nov a.m.' }).count(), 0);
    await phone.getByText(MESSAGES.breakLabel, { exact: true }).first().waitFor();
    await screenshot(phone, 'during-learner-break-375');
    await expectAccessible(phone, 'a month with a break');

    // The learner ends the placement early (found work), then answers the exit survey.
    await tab(phone, 'My Applications').click();
    await phone.getByRole('button', { name: `End my placement early: ${TITLE}` }).click();
    const ending = dialog(phone, MESSAGES.endPlacementEarlyLabel);
    await control(ending, MESSAGES.exitDateLabel).fill('2026-11-25');
    await control(ending, MESSAGES.exitReasonLabel).selectOption({ label: EXIT_REASON_LABELS['found-work'] });
    await control(ending, MESSAGES.exitDetailsLabel).fill('Offered a permanent post at a hardware store.');
    await ending.getByRole('button', { name: 'Continue' }).click();
    await screenshot(phone, 'during-learner-end-early-375');
    await ending.getByRole('button', { name: MESSAGES.endPlacementEarlyLabel }).click();
    const survey = dialog(phone, MESSAGES.exitSurveyLabel);
    await control(survey, MESSAGES.surveyWhyLabel).fill('A permanent job came up.');
    await survey.getByRole('radio', { name: '4', exact: true }).check();
    await control(survey, MESSAGES.surveyChangeLabel).fill(
      'More contact with the officer in the first weeks.',
    );
    await screenshot(phone, 'during-learner-exit-survey-375');
    await expectAccessible(phone, 'the exit survey');
    await survey.getByRole('button', { name: 'Send answers' }).click();
    await phone.getByText(MESSAGES.exitSurveySaved).first().waitFor();
    await phone.getByText('Exited early', { exact: true }).first().waitFor();

    // The employer issues an experience letter for the time served.
    await work.reload();
    await tab(work, 'Experience Letters').click();
    await work.getByRole('button', { name: `Generate New Letter for ${name}` }).click();
    await work.getByText('Experience letter generated.').waitFor();
    await screenshot(work, 'during-employer-letter-desktop');
    await expectAccessible(work, 'the letters of an exited placement');
    for (const side of [learnerSide, officeSide, employerSide]) await side.context.close();
  });
});
