import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../../test/render-app';
import {
  banner,
  button,
  dobBox,
  fillEmployerToStep4,
  fillLearnerStep1,
  fillLearnerStep2,
  progressText,
  select,
  stepHeading,
  textbox,
  typeDob,
} from '../testing/signup-test-utils';

// Issue 16: the error summary, the date of birth as three boxes, the final check and the tab order.

const dobGroup = () => screen.getByRole('group', { name: /^Date of Birth/ });
/** The date of birth's message (the group's description after the hint). */
const dobError = () => dobGroup().querySelector('[id$="-error"]')?.textContent;

/** The final check's group for a step: its heading's container. */
const answerGroup = (title: string) => {
  const check = screen.getByRole('region', { name: MESSAGES.checkAnswersHeading });
  const heading = within(check).getByRole('heading', { level: 4, name: title });
  return heading.parentElement?.parentElement as HTMLElement;
};

/** The answer given for `label` in a group of the final check. */
const answer = (group: HTMLElement, label: string) =>
  within(group).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/** Whether the group lists `label` among its given answers. */
const lists = (group: HTMLElement, label: string) =>
  within(group).queryByText(label, { selector: 'dt' }) !== null;
/** The final check's one "Not given: …" line, as its labels. */
const notGiven = () => {
  const check = screen.getByRole('region', { name: MESSAGES.checkAnswersHeading });
  const line = within(check).getByText(/^Not given: /).textContent ?? '';
  return line.replace(/^Not given: /, '').split(', ');
};

describe('sign-up forms', { timeout: 30_000 }, () => {
  it('lists a failed step’s errors in a focused summary whose links move to their fields', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/learner-signup', 'Learner Sign Up');
    await user.click(button('Next'));
    const summary = banner();
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeProceeding);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'First Name is required',
      'Last Name is required',
      'Date of Birth is required',
      'Gender is required',
      'Personal Email is required',
      'Mobile Phone is required',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Date of Birth is required' }));
    expect(dobBox('Day')).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Gender is required' }));
    expect(select('Gender')).toHaveFocus();
  });

  it('takes the date of birth as day, month and year, and names what is wrong with it', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/learner-signup', 'Learner Sign Up');
    await fillLearnerStep1(user);
    await typeDob(user, '31', '2', '2001');
    await user.click(button('Next'));
    expect(dobError()).toBe('Date of Birth must be a real date');
    expect(dobBox('Day')).toHaveAttribute('aria-invalid', 'true');
    await typeDob(user, '15', '', '2001');
    await user.click(button('Next'));
    expect(dobError()).toBe('Date of Birth must include a month');
    // Only the Month box is marked, and the summary's link goes to it.
    expect(dobBox('Month')).toHaveAttribute('aria-invalid', 'true');
    expect(dobBox('Day')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(banner()).getByRole('link', { name: 'Date of Birth must include a month' }));
    expect(dobBox('Month')).toHaveFocus();
    await typeDob(user, '15', '8', '01');
    await user.click(button('Next'));
    expect(dobError()).toBe('Year must include 4 numbers');
    expect(dobBox('Year')).toHaveAttribute('aria-invalid', 'true');
    expect(dobBox('Month')).not.toHaveAttribute('aria-invalid', 'true');
    await typeDob(user, '1', '1', '2999');
    await user.click(button('Next'));
    expect(dobError()).toBe(MESSAGES.dateOfBirthNotPast);
    await typeDob(user, '5', '3', '2001');
    await user.click(button('Next'));
    expect(stepHeading('Address Information')).toHaveFocus();
  });

  it('shows the earlier answers for a final check, and Change goes back to their step', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/learner-signup', 'Learner Sign Up');
    await fillLearnerStep1(user);
    await user.click(button('Next'));
    // Previous comes before Next, on screen and in the tab order.
    expect(
      button('Previous').compareDocumentPosition(button('Next')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await fillLearnerStep2(user);
    await user.click(button('Next'));
    // The last step is not complete until it is submitted.
    expect(progressText(3, 3)).toHaveTextContent('Step 3 of 3 - 67% Complete');

    const personal = answerGroup('Personal Information');
    expect(answer(personal, 'First Name')).toBe('Keisha');
    expect(answer(personal, 'Date of Birth')).toBe('15 Aug 2001');
    expect(answer(personal, 'Gender')).toBe('Female');
    const address = answerGroup('Address Information');
    expect(answer(address, 'City')).toBe('Tunapuna');
    // Only the given answers are listed; the empty ones share one line, in page order (issue 30).
    expect(lists(personal, 'Middle Name')).toBe(false);
    expect(lists(address, 'Permanent Street Address')).toBe(false);
    const empty = notGiven();
    expect(empty).toEqual(expect.arrayContaining(['Middle Name', 'Work Email', 'Permanent Street Address']));
    expect(empty.indexOf('Middle Name')).toBeLessThan(empty.indexOf('Work Email'));
    expect(empty.indexOf('Work Email')).toBeLessThan(empty.indexOf('Permanent Street Address'));
    expect(empty).not.toContain('First Name');
    expect(empty).not.toContain('Postal Code');
    expect(screen.getAllByText(/^Not given/)).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: MESSAGES.checkAnswersHeading })).queryByText(
        'Employment Status',
      ),
    ).toBeNull();

    await user.click(within(address).getByRole('button', { name: 'Change Address Information' }));
    expect(stepHeading('Address Information')).toHaveFocus();
    expect(textbox('Street Address')).toHaveValue('4 Eastern Main Road');
    await user.click(button('Previous'));
    expect(dobBox('Day')).toHaveValue('15');
    expect(dobBox('Month')).toHaveValue('08');
  });

  it('shows the employer’s earlier answers by their option names', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/employer-signup', 'Employer Sign Up');
    await fillEmployerToStep4(user);
    expect(progressText(4, 4)).toHaveTextContent('Step 4 of 4 - 75% Complete');

    const basic = answerGroup('Basic Company Information');
    expect(answer(basic, 'Employer Type')).toBe('Institution-Based');
    expect(lists(basic, 'Website')).toBe(false);
    expect(notGiven()).toEqual(expect.arrayContaining(['Website']));
    expect(notGiven()).not.toContain('Employer ID');
    expect(answer(answerGroup('Company Address'), 'City')).toBe('Couva');
    expect(answer(answerGroup('Primary Contact Information'), 'Contact Name')).toBe('Anil Persad');
    await user.click(button('Change Basic Company Information'));
    expect(stepHeading('Basic Company Information')).toHaveFocus();
    expect(textbox('Employer ID')).toHaveValue('EMP-2041');
  });
});
