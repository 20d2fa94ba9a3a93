import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatInterviewInWords, interviewInWordsNote } from '@ojt/domain';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, approvedLearner } from './support/accounts.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import { control, dialog, publishThroughDialog, signInAsEmployer, tab } from './support/dashboards.ts';
import { addPosition, api, apply, portalDateTime, publish } from './support/placements.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible } from './support/ui.ts';

const env = usePortalAndBrowser();

const counter = (page: Page, name: string) => page.getByRole('article', { name });

/** The icons in `scope` that the text beside them squeezes (every icon is drawn square). */
const squeezedIcons = (scope: Locator) =>
  scope
    .locator('svg.tabler-icon')
    .evaluateAll(
      (icons) =>
        icons
          .map((icon) => icon.getBoundingClientRect())
          .filter((box) => box.width > 0 && Math.abs(box.width - box.height) > 0.5).length,
    );

/** The header's lines whose text is cut off rather than wrapped. */
const cutHeaderLines = (page: Page) =>
  page
    .locator('header p')
    .evaluateAll((lines) =>
      lines.filter((line) => line.scrollWidth > line.clientWidth).map((line) => line.textContent),
    );

async function fillRequirement(scope: Locator, index: number, type: string, certificate: string) {
  const row = scope.getByRole('group', { name: `Requirement ${index + 1}` });
  await control(row, 'Qualification type').fill(type);
  await control(row, 'Certificate name').fill(certificate);
}

describe('employer dashboard journeys', () => {
  it('adds, edits, disables, publishes, filters, unpublishes and republishes a job position', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await signInAsEmployer(page, env.portal);
    await expectAccessible(page, 'employer overview');
    await tab(page, 'Job Positions').click();
    await page.waitForURL(/tab=jobs/);

    // The form's rules and messages, then a valid position with two requirements.
    await page.getByRole('button', { name: 'Add Job Position' }).first().click();
    const adding = dialog(page, 'Add Job Position');
    await adding.waitFor();
    await adding.getByRole('button', { name: 'Add Job Position' }).click();
    await adding.getByText('Job title is required').first().waitFor();
    await adding.getByText('Please select a sector').first().waitFor();
    await adding.getByText('At least one requirement is required').first().waitFor();
    await control(adding, 'Job Title').fill('Junior Network Technician');
    await control(adding, 'Sector').selectOption({ label: 'Information Technology' });
    await fillRequirement(adding, 0, 'CVQ', 'IT Support Level 2');
    await adding.getByRole('button', { name: 'Add Requirement' }).click();
    await fillRequirement(adding, 1, 'Diploma', 'Network Administration');
    assert.equal(await control(adding, 'Status').isDisabled(), true);
    await expectAccessible(page, 'add job position dialog');
    await adding.getByRole('button', { name: 'Add Job Position' }).click();
    await page.getByText('Job position added successfully!').waitFor();
    await adding.waitFor({ state: 'hidden', timeout: 6000 });

    const title = 'Junior Network Technician';
    let card = page.getByRole('article', { name: title });
    await card.getByText('IT Support Level 2').waitFor();
    await card.getByText('Network Administration').waitFor();

    // Edit: the title changes and stays after a reload.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editing = dialog(page, 'Edit Job Position');
    await control(editing, 'Job Title').fill('Network Technician Trainee');
    await editing.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Job position updated successfully!').waitFor();
    const renamed = 'Network Technician Trainee';
    await page.reload();
    card = page.getByRole('article', { name: renamed });
    await card.waitFor();

    // Disable, then enable again.
    await page.getByRole('button', { name: `Disable ${renamed}` }).click();
    await card.getByText('Inactive').waitFor();
    await page.getByRole('button', { name: `Enable ${renamed}` }).click();
    await card.getByText('Active', { exact: true }).waitFor();

    // Publish with two openings; Publish is then no longer offered.
    await publishThroughDialog(page, renamed, '2');
    await page.getByRole('button', { name: `Unpublish ${renamed}` }).waitFor();
    assert.equal(await page.getByRole('button', { name: `Publish ${renamed}`, exact: true }).count(), 0);

    // Open Jobs, filtered by its sector and by another.
    await page.getByText('Open Jobs', { exact: true }).click();
    const sector = control(page, 'Sector');
    await sector.selectOption({ label: 'Information Technology' });
    await page.getByRole('article', { name: renamed }).waitFor();
    await sector.selectOption({ label: 'Health' });
    await page.getByRole('article', { name: renamed }).waitFor({ state: 'hidden' });
    await sector.selectOption({ label: 'All Sectors' });
    await page.getByRole('article', { name: renamed }).waitFor();
    await screenshot(page, 'employer-open-jobs-desktop');

    // Unpublish after a confirmation, then publish again.
    await page.getByText('All Jobs', { exact: true }).click();
    await page.getByRole('button', { name: `Unpublish ${renamed}` }).click();
    const confirm = dialog(page, 'Unpublish Job Position');
    await confirm.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText('Job unpublished successfully!').first().waitFor();
    await page.getByRole('button', { name: `Publish ${renamed}`, exact: true }).waitFor();
    await publishThroughDialog(page, renamed, '1');
    await expectAccessible(page, 'job positions tab');
    await context.close();
  });

  it('reviews an application: profile, interview and reschedule, comment, selected; the overview counts it', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    const employer = await signInAsEmployer(page, env.portal);
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    const positionId = await addPosition(env.portal, employerToken, employer.username, 'Accounts Clerk', 4);
    const openingId = await publish(env.portal, employerToken, positionId, 2);
    const learner = await approvedLearner(env.portal);
    const learnerToken = await apiLogin(env.portal, learner.username, learner.password);
    await apply(env.portal, learnerToken, learner.username, openingId, 1);
    const name = `${learner.payload.firstName} ${learner.payload.lastName}`;

    await page.reload();
    await counter(page, 'Total Applications').getByText('1', { exact: true }).waitFor();
    await counter(page, 'Selected Candidates').getByText('0', { exact: true }).waitFor();
    const recent = page.getByRole('region', { name: 'Recent Applications' });
    await recent.getByText(name).first().waitFor();
    // On a phone the header wraps rather than cuts the company and email (spec 2 §2), and the
    // status sits under the applicant rather than squeezing the name and position.
    assert.deepEqual(await cutHeaderLines(page), []);
    await page.locator('header').getByText(new RegExp(employer.payload.empEmail)).waitFor();
    const nameBox = await recent.getByText(name).first().boundingBox();
    const badgeBox = await recent.getByText('Applied', { exact: true }).boundingBox();
    assert.ok(nameBox && badgeBox && badgeBox.y >= nameBox.y + nameBox.height, 'status under the name');
    await screenshot(page, 'employer-overview-phone');

    await tab(page, 'Applications').click();
    const card = page.getByRole('article', { name });
    await card.waitFor();
    await card.getByText('Applied', { exact: true }).waitFor();
    await card.getByText('First Time').waitFor();

    // The learner's reduced profile, while their application to one of our openings is live:
    // contact details, never identity numbers or date of birth.
    await page.getByRole('button', { name: `View profile of ${name}` }).click();
    const details = dialog(page, `Learner Details: ${name}`);
    await details.getByText(learner.payload.emailPersonal).first().waitFor();
    await details.getByText('Tunapuna').first().waitFor();
    assert.equal(await details.getByText(/National ID|Date of Birth|Passport/).count(), 0);
    await expectAccessible(page, 'learner details dialog');
    await details.getByRole('button', { name: /close/i }).first().click();

    // Schedule: Schedule stays disabled until date, time and location are filled.
    await page.getByRole('button', { name: `Schedule interview with ${name}` }).click();
    const scheduling = dialog(page, 'Schedule Interview');
    const schedule = scheduling.getByRole('button', { name: 'Schedule' });
    assert.equal(await schedule.isDisabled(), true);
    // The browser's own date field; the dialog reads the choice back in words before it is saved.
    const inAWeek = portalDateTime(7, '09:30').slice(0, 10);
    await control(scheduling, 'Interview date').fill(inAWeek);
    await control(scheduling, 'Interview time').fill('09:30');
    const inWords = formatInterviewInWords(inAWeek, '09:30');
    await scheduling.getByText(interviewInWordsNote(inWords)).waitFor();
    assert.equal(await schedule.isDisabled(), true);
    await control(scheduling, 'Location').fill(
      'Head Office, Level 3 Conference Room, 12 Independence Square, Port of Spain',
    );
    await control(scheduling, 'Message for the applicant').fill('Please bring your certificates.');
    await expectAccessible(page, 'schedule interview dialog');
    await schedule.click();
    await page.getByText('Interview scheduled successfully.').first().waitFor();
    await card.getByText('Interview Scheduled', { exact: false }).first().waitFor();
    // A location over several lines on a phone leaves its icon whole.
    await card.getByText(/Level 3 Conference Room/).waitFor();
    assert.equal(await squeezedIcons(card), 0);
    const invite = await env.portal.smtp.waitFor(learner.payload.emailPersonal, /interview/i);
    assert.match(invite.text, /Independence Square/);
    assert.ok(invite.text.includes(`When: ${inWords}`), 'the mail names the date in words');

    // Reschedule moves the time and keeps the status.
    await page.getByRole('button', { name: `Reschedule interview with ${name}` }).click();
    const rescheduling = dialog(page, 'Reschedule Interview');
    await control(rescheduling, 'Interview time').fill('14:00');
    await rescheduling.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Interview scheduled successfully.').first().waitFor();
    await card
      .getByText(/2:00\s*pm/i)
      .first()
      .waitFor();

    // A comment, with its confirmation, appended with the company's name.
    await page.getByRole('button', { name: `Add comment for ${name}` }).click();
    const commenting = dialog(page, 'Add Comment');
    await control(commenting, 'Comment').fill('Strong answers on networking basics.');
    await commenting.getByRole('button', { name: 'Add Comment' }).click();
    const added = dialog(page, 'Comment Added');
    await added.getByText('Comment Added Successfully!').waitFor();
    await added.getByRole('button', { name: 'OK' }).click();
    await card.getByText(/Strong answers on networking basics\./).waitFor();
    await card.getByText(new RegExp(employer.payload.empName)).first().waitFor();

    // Selected, after a confirmation naming the learner; the learner is told by mail.
    await page.getByRole('button', { name: `Mark ${name} Selected` }).click();
    const selecting = dialog(page, 'Mark Selected');
    await selecting.getByText(name).first().waitFor();
    await selecting.getByRole('button', { name: 'Mark Selected' }).click();
    await card.getByText('Selected', { exact: true }).waitFor();
    await env.portal.smtp.waitFor(learner.payload.emailPersonal, /selected/i);
    await expectAccessible(page, 'applications tab');
    await screenshot(page, 'employer-applications-phone');

    await tab(page, 'Overview').click();
    await counter(page, 'Selected Candidates').getByText('1', { exact: true }).waitFor();
    await counter(page, 'Published Jobs').getByText('1', { exact: true }).waitFor();

    // The server's answer as a client of the documented API sees it.
    const list = await api<Array<{ placementStatus: number; placementComments: string }>>(
      env.portal,
      'GET',
      '/api/Employer/GetJobApplications',
      employerToken,
      { EmpKey: employer.username },
    );
    assert.equal(list[0]?.placementStatus, 3);
    assert.match(list[0]?.placementComments ?? '', /\] .+: Strong answers on networking basics\./);

    // The opening's dates wrap on a phone; their icon keeps its size.
    await tab(page, 'Job Positions').click();
    const position = page.getByRole('article', { name: 'Accounts Clerk' });
    await position.getByText(/2 openings/).waitFor();
    assert.equal(await squeezedIcons(position), 0);
    await context.close();
  });

  it('shows the profile, letters and account tabs without accessibility faults', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    const employer = await signInAsEmployer(page, env.portal);
    await tab(page, 'Profile').click();
    await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
    await page.getByText(employer.payload.empName).first().waitFor();
    await expectAccessible(page, 'profile tab');
    await page.getByRole('button', { name: 'Edit' }).click();
    await control(page, 'Contact Title').fill('Head of People');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully.').first().waitFor();
    await page.reload();
    await page.getByText('Head of People').first().waitFor();
    await screenshot(page, 'employer-profile-phone');

    await tab(page, 'Experience Letters').click();
    // No placement of this employer is Completed yet: the tab says how letters come about.
    await page.getByText(/^No completed placements yet\./).waitFor();
    await expectAccessible(page, 'letters tab');
    await tab(page, 'User Account').click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await dialog(page, 'Change Password').waitFor();
    await expectAccessible(page, 'change password dialog');
    await context.close();
  });
});
