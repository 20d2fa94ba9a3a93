import { MESSAGES } from '@ojt/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { openPage, PAGE_LOAD, renderPublicApp, storageContents } from '../../../test/render-app';
import {
  button,
  dobBox,
  fill,
  fillLearnerStep1,
  fillLearnerToStep3,
  mockFetch,
  progressText,
  select,
  stepHeading,
  textbox,
} from '../testing/signup-test-utils';

// Issue 30: each wizard keeps a draft of its answers in this tab's sessionStorage across a reload.

const LEARNER_KEY = 'ojt.signupDraft.learner';
const EMPLOYER_KEY = 'ojt.signupDraft.employer';

/** A reload: the page goes, this tab's storage stays, and the app opens again at `path`. */
async function reload(path: string, heading: string) {
  cleanup();
  const view = renderPublicApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, PAGE_LOAD);
  return view;
}

const restoredNote = () => screen.getByRole('status');
const draftText = () => Object.values(storageContents(window.sessionStorage)).join('\n');

describe('sign-up drafts', { timeout: 30_000 }, () => {
  it('brings the learner’s answers and step back after a reload, without the date of birth', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/learner-signup', 'Learner Sign Up');
    await fillLearnerStep1(user);
    await user.click(button('Next'));
    await fill(user, textbox('Street Address'), '4 Eastern Main Road');
    expect(draftText()).toMatch(/Keisha/);
    expect(draftText()).not.toMatch(/2001/);

    const { router } = await reload('/learner-signup?step=2', 'Learner Sign Up');
    expect(restoredNote()).toHaveTextContent(`${MESSAGES.draftRestored} ${MESSAGES.draftRestoredNotKept}`);
    expect(within(restoredNote()).getByRole('button', { name: MESSAGES.draftStartAgain })).toBeVisible();
    expect(stepHeading('Address Information')).toBeInTheDocument();
    expect(progressText(2, 3)).toBeInTheDocument();
    expect(textbox('Street Address')).toHaveValue('4 Eastern Main Road');
    expect(router.state.location.search).toBe('?step=2');

    await user.click(button('Previous'));
    expect(stepHeading('Personal Information')).toBeInTheDocument();
    expect(textbox('First Name')).toHaveValue('Keisha');
    expect(select('Gender')).toHaveDisplayValue('Female');
    expect(dobBox('Day')).toHaveValue('');
  });

  it('never keeps identity numbers: step 3 comes back with them empty', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/learner-signup', 'Learner Sign Up');
    await fillLearnerToStep3(user);
    await user.selectOptions(select('Employment Status'), 'Unemployed');
    await fill(user, textbox('National ID'), '20010815123');
    await fill(user, textbox('Passport Number'), 'TA998877');
    await fill(user, textbox('Birth Certificate Number'), 'BC445566');
    await fill(user, textbox('NIS Number'), '7654321');
    expect(draftText()).toMatch(/Tunapuna/);
    expect(draftText()).not.toMatch(/20010815123|TA998877|BC445566|7654321/);

    await reload('/learner-signup?step=3', 'Learner Sign Up');
    expect(stepHeading('Additional Information')).toBeInTheDocument();
    expect(select('Employment Status')).toHaveDisplayValue('Unemployed');
    expect(textbox('National ID')).toHaveValue('');
    expect(textbox('Passport Number')).toHaveValue('');
    expect(textbox('NIS Number')).toHaveValue('');
  });

  it('Start again clears the draft and the answers, back to step 1', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/learner-signup', 'Learner Sign Up');
    await fillLearnerStep1(user);
    await user.click(button('Next'));
    const { router } = await reload('/learner-signup?step=2', 'Learner Sign Up');

    await user.click(button(MESSAGES.draftStartAgain));
    expect(stepHeading('Personal Information')).toHaveFocus();
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
    expect(textbox('First Name')).toHaveValue('');
    expect(select('Gender')).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(window.sessionStorage.getItem(LEARNER_KEY)).toBeNull();

    await reload('/learner-signup', 'Learner Sign Up');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(textbox('First Name')).toHaveValue('');
  });

  it('brings the draft back on the bare address too, and the address follows its step', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/learner-signup', 'Learner Sign Up');
    await fillLearnerStep1(user);
    await user.click(button('Next'));
    const { router } = await reload('/learner-signup', 'Learner Sign Up');
    expect(stepHeading('Address Information')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });

  it('removes the draft once the application is sent', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(json(201, { success: true, message: 'ok', data: { learnerId: 'KM1' } }));
    await openPage('/learner-signup', 'Learner Sign Up');
    await fillLearnerToStep3(user);
    await user.selectOptions(select('Employment Status'), 'Unemployed');
    await user.selectOptions(select('Education Level'), 'Secondary');
    await fill(user, textbox('National ID'), '20010815123');
    expect(window.sessionStorage.getItem(LEARNER_KEY)).not.toBeNull();
    await user.click(button('Create Account'));
    await screen.findByRole('heading', { level: 2, name: MESSAGES.applicationSubmitted });
    await waitFor(() => expect(window.sessionStorage.getItem(LEARNER_KEY)).toBeNull());

    await reload('/learner-signup', 'Learner Sign Up');
    expect(stepHeading('Personal Information')).toBeInTheDocument();
    expect(textbox('First Name')).toHaveValue('');
  });

  it('keeps the employer’s draft apart, with ticks, and no note about identity numbers', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/employer-signup', 'Employer Sign Up');
    await fill(user, textbox('Employer ID'), 'EMP-2041');
    await fill(user, textbox('Company Name'), 'Caroni Agro Ltd');
    await user.selectOptions(select('Employer Type'), 'Institution-Based');
    await fill(user, textbox('Company Email'), 'hr@caroniagro.tt');
    await fill(user, textbox('Company Phone'), '(868) 555-0142');
    await user.click(button('Next'));
    await fill(user, textbox('Street Address'), '12 Southern Main Road');
    expect(window.sessionStorage.getItem(LEARNER_KEY)).toBeNull();

    await reload('/employer-signup?step=2', 'Employer Sign Up');
    expect(restoredNote()).toHaveTextContent(MESSAGES.draftRestored);
    expect(restoredNote()).not.toHaveTextContent(MESSAGES.draftRestoredNotKept);
    expect(stepHeading('Company Address')).toBeInTheDocument();
    expect(textbox('Street Address')).toHaveValue('12 Southern Main Road');
    await user.click(button('Previous'));
    expect(textbox('Employer ID')).toHaveValue('EMP-2041');
    expect(select('Employer Type')).toHaveDisplayValue('Institution-Based');

    await user.click(button(MESSAGES.draftStartAgain));
    expect(textbox('Employer ID')).toHaveValue('');
    expect(window.sessionStorage.getItem(EMPLOYER_KEY)).toBeNull();
  });

  it('opens a fresh form when the draft cannot be read', async () => {
    window.sessionStorage.setItem(LEARNER_KEY, '{not json');
    await openPage('/learner-signup?step=2', 'Learner Sign Up');
    expect(stepHeading('Personal Information')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.wizardRestarted);
  });
});
