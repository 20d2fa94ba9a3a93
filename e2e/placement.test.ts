import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiLogin } from './support/accounts.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import {
  card,
  control,
  dialog,
  openJobCard,
  publishThroughDialog,
  signInAsEmployer,
  signInAsLearner,
  tab,
} from './support/dashboards.ts';
import { addPosition, longDate, portalDateTime } from './support/placements.ts';
import { usePortalAndBrowser } from './support/suite.ts';

const env = usePortalAndBrowser();

describe('a placement across both dashboards', () => {
  it('employer publishes, learner applies, employer schedules and comments, learner sees both', async () => {
    const employerSide = await newPage(env.browser, DESKTOP);
    const learnerSide = await newPage(env.browser, PHONE);
    const office = employerSide.page;
    const phone = learnerSide.page;
    const title = 'Guest Services Trainee';

    // The employer publishes a position in Tourism and Hospitality.
    const employer = await signInAsEmployer(office, env.portal);
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    await addPosition(env.portal, employerToken, employer.username, title, 22);
    await tab(office, 'Job Positions').click();
    await publishThroughDialog(office, title, '1');

    // The learner finds it in that sector and applies.
    const learner = await signInAsLearner(phone, env.portal);
    await control(phone, 'Sector').selectOption({ label: 'Tourism and Hospitality' });
    const opening = await openJobCard(phone, title);
    await opening.getByText(employer.payload.empName).waitFor();
    await opening.getByRole('button', { name: `Apply: ${title}` }).click();
    const applying = dialog(phone, 'Apply for Job');
    await control(applying, 'Placement Type').selectOption({ label: 'Resumption' });
    await applying.getByRole('button', { name: 'Confirm Apply' }).click();
    await dialog(phone, 'Application Submitted Successfully!').getByRole('button', { name: 'OK' }).click();
    await opening.getByRole('button', { name: `Applied: ${title}` }).waitFor();

    // The employer sees the application, schedules an interview and comments.
    const name = `${learner.payload.firstName} ${learner.payload.lastName}`;
    await tab(office, 'Applications').click();
    const application = card(office, name);
    await application.getByText('Resumption').waitFor();
    await office.getByRole('button', { name: `Schedule interview with ${name}` }).click();
    const scheduling = dialog(office, 'Schedule Interview');
    const day = portalDateTime(6, '09:30').slice(0, 10);
    await control(scheduling, 'Interview date').fill(day);
    await control(scheduling, 'Interview time').fill('09:30');
    const location = 'Cascadia Hotel, 11 Ariapita Road, St Ann’s';
    await control(scheduling, 'Location').fill(location);
    await control(scheduling, 'Message for the applicant').fill('Ask for Ms Baptiste at the front desk.');
    await scheduling.getByRole('button', { name: 'Schedule' }).click();
    await office.getByText('Interview scheduled successfully.').first().waitFor();
    await office.getByRole('button', { name: `Add comment for ${name}` }).click();
    const commenting = dialog(office, 'Add Comment');
    await control(commenting, 'Comment').fill('Warm, clear answers; a good fit for the front desk.');
    await commenting.getByRole('button', { name: 'Add Comment' }).click();
    await dialog(office, 'Comment Added').getByRole('button', { name: 'OK' }).click();
    await application.getByText(/a good fit for the front desk\./).waitFor();
    // A private note: the employer sees it on the card, the learner never does.
    await office.getByRole('button', { name: `Add comment for ${name}` }).click();
    const noting = dialog(office, 'Add Comment');
    await noting.getByRole('radio', { name: 'Private note' }).check();
    await control(noting, 'Comment').fill('Second choice if the first candidate declines.');
    await noting.getByRole('button', { name: 'Add Comment' }).click();
    await dialog(office, 'Comment Added').getByRole('button', { name: 'OK' }).click();
    await application
      .getByRole('list', { name: 'Private notes (not shown to the applicant)' })
      .getByText(/Second choice if the first candidate declines\./)
      .waitFor();

    // The learner sees the interview (long date, time, place, message) and the comment.
    await tab(phone, 'My Applications').click();
    const mine = card(phone, title);
    await mine.getByText('Interview scheduled', { exact: true }).first().waitFor();
    await mine.getByText(longDate(day), { exact: true }).waitFor();
    await mine.getByText('9:30 am', { exact: true }).waitFor();
    await mine.getByText(location, { exact: true }).waitFor();
    await mine.getByText('Ask for Ms Baptiste at the front desk.').waitFor();
    const comment = mine.getByRole('listitem').filter({ hasText: 'a good fit for the front desk.' });
    assert.match(
      (await comment.textContent()) ?? '',
      new RegExp(`${employer.payload.empName}: Warm, clear answers`),
    );
    await mine.getByText('Cannot withdraw - Interview scheduled').waitFor();
    assert.equal(await phone.getByText(/Second choice/).count(), 0, 'the learner never sees a private note');
    await screenshot(phone, 'placement-learner-interview-phone');
    await screenshot(office, 'placement-employer-applications-desktop');
    await employerSide.context.close();
    await learnerSide.context.close();
  });
});
