import { MESSAGES } from '@ojt/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { openPage, PAGE_LOAD, renderPublicApp } from '../../../test/render-app';
import {
  banner,
  button,
  deferredFetch,
  fieldError,
  fill,
  mockFetch,
  progressText,
  select,
  sentRequest,
  stepHeading,
  textbox,
  type User,
} from '../testing/signup-test-utils';

const open = () => openPage('/learner-signup', 'Learner Sign Up');
/** The date of birth's three boxes, under the legend 'Date of Birth'. */
const dobBox = (name: 'Day' | 'Month' | 'Year') =>
  within(screen.getByRole('group', { name: /^Date of Birth/ })).getByRole('textbox', { name });
const dob = () => dobBox('Day');

async function fillStep1(user: User) {
  await fill(user, textbox('First Name'), 'Keisha');
  await fill(user, textbox('Last Name'), 'Mohammed');
  await user.type(dobBox('Day'), '15');
  await user.type(dobBox('Month'), '8');
  await user.type(dobBox('Year'), '2001');
  await user.selectOptions(select('Gender'), 'Female');
  await fill(user, textbox('Personal Email'), 'keisha.m@example.tt');
  await fill(user, textbox('Mobile Phone'), '868 755 0123');
}

async function fillStep2(user: User) {
  await fill(user, textbox('Street Address'), '4 Eastern Main Road');
  await user.selectOptions(select('City'), 'Tunapuna');
  await fill(user, textbox('Region or corporation'), 'Tunapuna-Piarco');
  await fill(user, textbox('Postal Code'), '330101');
}

async function fillStep3(user: User) {
  await user.selectOptions(select('Employment Status'), 'Unemployed');
  await user.selectOptions(select('Education Level'), 'Secondary');
  await fill(user, textbox('National ID'), '20010815123');
}

async function reachStep3(user: User) {
  await fillStep1(user);
  await user.click(button('Next'));
  await fillStep2(user);
  await user.click(button('Next'));
  expect(stepHeading('Additional Information')).toBeInTheDocument();
}

describe('LearnerSignupPage', { timeout: 30_000 }, () => {
  it('opens on step 1 of 3 with Previous disabled, links home and to sign in, and a title', async () => {
    await open();
    expect(progressText(1, 3)).toBeInTheDocument();
    expect(stepHeading('Personal Information')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const signIn = within(screen.getByText(/Already registered\?/)).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?role=learner');
    expect(dobBox('Day')).toHaveAttribute('inputmode', 'numeric');
    expect(dobBox('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(dobBox('Month')).toHaveAttribute('autocomplete', 'bday-month');
    expect(dobBox('Year')).toHaveAttribute('autocomplete', 'bday-year');
    expect(textbox('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(textbox('Mobile Phone')).toHaveAttribute('inputmode', 'tel');
    expect(
      within(select('Gender'))
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Select a gender'],
      ['M', 'Male'],
      ['F', 'Female'],
      ['O', 'Other'],
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Learner Sign Up - Step 1 of 3 - 0% Complete \|/));
  });

  it('names every required field of step 1 and checks email and phone formats', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await open();
    await user.click(button('Next'));
    expect(banner()).toHaveTextContent(MESSAGES.fixBeforeProceeding);
    expect(banner()).toHaveFocus();
    expect(fieldError(textbox('First Name'))).toBe('First Name is required');
    expect(fieldError(textbox('Last Name'))).toBe('Last Name is required');
    expect(dob()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /^Date of Birth/ })).toHaveAccessibleDescription(
      `${MESSAGES.dateOfBirthHint} Date of Birth is required`,
    );
    expect(fieldError(select('Gender'))).toBe('Gender is required');
    expect(fieldError(textbox('Personal Email'))).toBe('Personal Email is required');
    expect(fieldError(textbox('Mobile Phone'))).toBe('Mobile Phone is required');
    expect(fieldError(textbox('Middle Name'))).toBeNull();

    await fill(user, textbox('Personal Email'), 'keisha@example');
    await fill(user, textbox('Work Email'), 'keisha work@x.tt');
    await fill(user, textbox('Mobile Phone'), '+0 868');
    await fill(user, textbox('Home Phone'), '12345678901234567890');
    await user.click(button('Next'));
    expect(fieldError(textbox('Personal Email'))).toBe(MESSAGES.invalidEmail);
    expect(fieldError(textbox('Work Email'))).toBe(MESSAGES.invalidEmail);
    expect(fieldError(textbox('Mobile Phone'))).toBe(MESSAGES.invalidPhone);
    expect(fieldError(textbox('Home Phone'))).toBe(MESSAGES.invalidPhone);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('clears a field’s error and the banner on edit, and all errors when moving between steps', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(button('Next'));
    await user.type(textbox('First Name'), 'K');
    expect(fieldError(textbox('First Name'))).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fieldError(textbox('Last Name'))).toBe('Last Name is required');

    await fillStep1(user);
    await user.click(button('Next'));
    expect(progressText(2, 3)).toBeInTheDocument();
    expect(stepHeading('Address Information')).toHaveFocus();
    await user.click(button('Next'));
    expect(banner()).toHaveTextContent(MESSAGES.fixBeforeProceeding);
    expect(fieldError(textbox('Street Address'))).toBe('Street Address is required');
    expect(fieldError(select('City'))).toBe('City is required');
    expect(fieldError(textbox('Region or corporation'))).toBe('Region or corporation is required');
    expect(fieldError(textbox('Postal Code'))).toBeNull();
    expect(fieldError(textbox('Permanent Street Address'))).toBeNull();

    await user.click(button('Previous'));
    expect(stepHeading('Personal Information')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(textbox('First Name')).toHaveValue('Keisha');
    await user.click(button('Next'));
    expect(fieldError(textbox('Street Address'))).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a permanent address block and reaches step 3 of 3', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await fillStep1(user);
    await user.click(button('Next'));
    const permanent = screen.getByRole('group', { name: MESSAGES.permanentAddressHeading });
    expect(within(permanent).getByRole('combobox', { name: 'Permanent City' })).toBeInTheDocument();
    expect(select('Country')).toHaveValue('Trinidad and Tobago');
    await fillStep2(user);
    await user.click(button('Next'));
    expect(progressText(3, 3)).toBeInTheDocument();
    expect(stepHeading('Additional Information')).toHaveFocus();
    expect(button('Create Account')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('requires employment, education and at least one identification at submit', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await open();
    await reachStep3(user);
    await user.click(button('Create Account'));
    expect(banner()).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(fieldError(select('Employment Status'))).toBe('Employment Status is required');
    expect(fieldError(select('Education Level'))).toBe('Education Level is required');
    expect(fieldError(textbox('Passport Number'))).toBe(MESSAGES.identificationRequired);
    expect(fetchSpy).not.toHaveBeenCalled();

    await fill(user, textbox('Birth Certificate Number'), 'BC-44120');
    expect(fieldError(textbox('Passport Number'))).toBeNull();
    expect(fieldError(select('Employment Status'))).toBe('Employment Status is required');
    await user.click(button('Create Account'));
    expect(fieldError(textbox('Passport Number'))).toBeNull();
    expect(fieldError(select('Employment Status'))).toBe('Employment Status is required');
  });

  it('asks for the disability type only when "Has Disability" is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await reachStep3(user);
    expect(select('Disability')).toHaveValue('0');
    expect(
      within(select('Disability'))
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['0', 'No Disability'],
      ['1', 'Has Disability'],
    ]);
    expect(screen.queryByRole('textbox', { name: 'Disability Type' })).not.toBeInTheDocument();
    await user.selectOptions(select('Disability'), 'Has Disability');
    expect(textbox('Disability Type')).toBeInTheDocument();
    await user.selectOptions(select('Disability'), 'No Disability');
    expect(screen.queryByRole('textbox', { name: 'Disability Type' })).not.toBeInTheDocument();
  });

  it('sends the payload with numbers and four null lists, then shows the success screen', async () => {
    const user = userEvent.setup({ delay: null });
    const { spy, resolve } = deferredFetch();
    await open();
    await fillStep1(user);
    await fill(user, textbox('Middle Name'), 'Ann');
    await user.selectOptions(select('Marital Status'), 'Single');
    await user.click(button('Next'));
    await fillStep2(user);
    await fill(user, textbox('Permanent Street Address'), '9 Coffee Street');
    await user.selectOptions(select('Permanent City'), 'San Fernando');
    await user.click(button('Next'));
    await fillStep3(user);
    await user.selectOptions(select('Disability'), 'Has Disability');
    await fill(user, textbox('Disability Type'), 'Hearing');
    await fill(user, textbox('NIS Number'), '1234567');
    await user.click(button('Create Account'));

    expect(button('Creating Account...')).toBeDisabled();
    const { url, init, body } = sentRequest(spy);
    expect(url).toBe('/api/Signup/SignUpAsLearner');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(body).toEqual({
      firstName: 'Keisha',
      middleName: 'Ann',
      lastName: 'Mohammed',
      dob: '2001-08-15',
      countryOfBirth: '',
      gender: 'F',
      maritalStatus: 'S',
      emailPersonal: 'keisha.m@example.tt',
      emailWork: '',
      phoneMobile: '868 755 0123',
      phoneHome: '',
      phoneWork: '',
      streetAddress: '4 Eastern Main Road',
      city: 10,
      cityOther: '',
      state: 'Tunapuna-Piarco',
      postalCode: '330101',
      country: 'Trinidad and Tobago',
      permanentStreet: '9 Coffee Street',
      permanentCity: 2,
      permanentCityOther: '',
      // Filled in from the town (issue 30).
      permanentState: 'San Fernando',
      permanentPostalCode: '',
      permanentCountry: '',
      passportNo: '',
      nationalId: '20010815123',
      birthCertificateNo: '',
      employmentStatus: 'Unemployed',
      educationLevel: 'Secondary',
      disability: 1,
      disabilityType: 'Hearing',
      nisno: '1234567',
      lstQualification: null,
      lstExp: null,
      lstIds: null,
      lstRef: null,
    });

    resolve(json(201, { success: true, message: 'ok', data: { learnerId: 'KM4821' } }));
    const success = await screen.findByRole('heading', { level: 2, name: MESSAGES.applicationSubmitted });
    expect(success).toHaveFocus();
    expect(screen.getByText(/email with your username and password/)).toHaveTextContent(
      /logging in to the learner dashboard/,
    );
    expect(screen.getByText(/Check your inbox at/)).toHaveTextContent('keisha.m@example.tt');
    expect(screen.getAllByRole('link', { name: 'Back to Home' }).at(-1)).toHaveAttribute('href', '/');
  });

  it('sends null for no permanent city and 0 with no type for no disability', async () => {
    const user = userEvent.setup({ delay: null });
    const spy = mockFetch(json(201, { success: true, message: 'ok', data: { learnerId: 'KM1' } }));
    await open();
    await reachStep3(user);
    await fillStep3(user);
    await user.selectOptions(select('Disability'), 'Has Disability');
    await fill(user, textbox('Disability Type'), 'Hearing');
    await user.selectOptions(select('Disability'), 'No Disability');
    await user.click(button('Create Account'));
    await screen.findByRole('heading', { level: 2, name: MESSAGES.applicationSubmitted });
    expect(sentRequest(spy).body).toMatchObject({ permanentCity: null, disability: 0, disabilityType: '' });
  });

  it('shows a 409 in the banner on the last step: no field of this form is ever "already registered"', async () => {
    // The server answers an email already registered as a new sign-up (and mails its owner).
    const user = userEvent.setup({ delay: null });
    mockFetch(json(409, { success: false, error: 'Not now.', code: 'CONFLICT' }));
    await open();
    await reachStep3(user);
    await fillStep3(user);
    await user.click(button('Create Account'));
    await waitFor(() => expect(banner()).toHaveTextContent('Not now.'));
    expect(banner()).toHaveFocus();
    // Before, a 409 sent the learner back to step 1 to change the Personal Email.
    expect(stepHeading('Additional Information')).toBeInTheDocument();
    expect(button('Create Account')).toBeEnabled();
  });

  it("reports other failures as 'Server Error' and a network failure with the spec's text", async () => {
    const user = userEvent.setup({ delay: null });
    const spy = mockFetch(new Response('Bad gateway', { status: 502 }));
    await open();
    await reachStep3(user);
    await fillStep3(user);
    await user.click(button('Create Account'));
    await waitFor(() => expect(banner()).toHaveTextContent('Server Error (502): Bad gateway'));

    spy.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(button('Create Account'));
    await waitFor(() => expect(banner()).toHaveTextContent(MESSAGES.signupNetworkError));
    expect(button('Create Account')).toBeEnabled();
  });

  it('keeps the step in the history: Back shows step 1 with its answers, Forward and Previous agree', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await fillStep1(user);
    await user.click(button('Next'));
    expect(router.state.location.search).toBe('?step=2');
    await fill(user, textbox('Street Address'), '4 Eastern Main Road');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(stepHeading('Personal Information')).toHaveFocus());
    expect(router.state.location.search).toBe('');
    expect(textbox('First Name')).toHaveValue('Keisha');
    expect(dobBox('Day')).toHaveValue('15');
    expect(dobBox('Month')).toHaveValue('08');
    expect(dobBox('Year')).toHaveValue('2001');
    expect(select('Gender')).toHaveValue('F');
    expect(textbox('Mobile Phone')).toHaveValue('868 755 0123');

    await act(() => router.navigate(1));
    await waitFor(() => expect(stepHeading('Address Information')).toHaveFocus());
    expect(progressText(2, 3)).toBeInTheDocument();
    expect(textbox('Street Address')).toHaveValue('4 Eastern Main Road');

    // Previous is the browser's Back here: Forward then returns to step 2.
    await user.click(button('Previous'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(stepHeading('Personal Information')).toHaveFocus();
    await act(() => router.navigate(1));
    await waitFor(() => expect(stepHeading('Address Information')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?step=2');
  });

  it('re-checks on Forward: a step 1 made invalid after going back is shown with its errors', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await fillStep1(user);
    await user.click(button('Next'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(stepHeading('Personal Information')).toBeInTheDocument());
    await fill(user, textbox('Personal Email'), 'keisha@example');

    await act(() => router.navigate(1));
    await waitFor(() => expect(banner()).toHaveTextContent(MESSAGES.fixBeforeProceeding));
    expect(stepHeading('Personal Information')).toBeInTheDocument();
    expect(fieldError(textbox('Personal Email'))).toBe(MESSAGES.invalidEmail);
    expect(router.state.location.search).toBe('');
  });

  it('refuses a step beyond the furthest one reached with Next', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await fillStep1(user);
    await act(() => router.navigate('/learner-signup?step=3'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(stepHeading('Personal Information')).toBeInTheDocument();
    expect(textbox('First Name')).toHaveValue('Keisha');

    await user.click(button('Next'));
    await act(() => router.navigate('/learner-signup?step=3'));
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    expect(stepHeading('Address Information')).toBeInTheDocument();
  });

  it('opened on step 3 (a reload), shows step 1 with a note that goes on Next', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPublicApp('/learner-signup?step=3');
    await screen.findByRole('heading', { level: 1, name: 'Learner Sign Up' }, PAGE_LOAD);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.wizardRestarted);
    expect(stepHeading('Personal Information')).toBeInTheDocument();
    expect(progressText(1, 3)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await fillStep1(user);
    await user.click(button('Next'));
    expect(stepHeading('Address Information')).toHaveFocus();
    expect(screen.queryByText(MESSAGES.wizardRestarted)).not.toBeInTheDocument();
  });

  it('keeps the success screen on Back after the application was sent', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(json(201, { success: true, message: 'ok', data: { learnerId: 'KM1' } }));
    const { router } = await open();
    await reachStep3(user);
    await fillStep3(user);
    await user.click(button('Create Account'));
    await screen.findByRole('heading', { level: 2, name: MESSAGES.applicationSubmitted });
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?step=2');
    expect(
      screen.getByRole('heading', { level: 2, name: MESSAGES.applicationSubmitted }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
