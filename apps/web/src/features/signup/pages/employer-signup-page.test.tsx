import { MESSAGES, SECTORS, startYears, TOWNS } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { openPage } from '../../../test/render-app';
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

const open = () => openPage('/employer-signup', 'Employer Sign Up');

async function fillStep1(user: User) {
  await fill(user, textbox('Employer ID'), 'EMP-2041');
  await fill(user, textbox('Company Name'), '  Caroni Agro Ltd ');
  await user.selectOptions(select('Employer Type'), 'Institution-Based');
  await fill(user, textbox('Company Email'), 'hr@caroniagro.tt');
  await fill(user, textbox('Company Phone'), '(868) 555-0142');
  await fill(user, textbox('Website'), 'https://caroniagro.tt');
}

async function fillStep2(user: User) {
  await fill(user, textbox('Street Address'), '12 Southern Main Road');
  await user.selectOptions(select('City'), 'Couva');
  await fill(user, textbox('Region or corporation'), 'Couva-Tabaquite-Talparo');
  await fill(user, textbox('Postal Code'), '540101');
}

async function fillStep3(user: User) {
  await fill(user, textbox('Contact Name'), 'Anil Persad');
  await fill(user, textbox('Contact Title'), 'HR Manager');
  await fill(user, textbox('Contact Phone'), '+1 868 555 0199');
  await fill(user, textbox('Contact Email'), 'anil@caroniagro.tt');
}

async function fillStep4(user: User) {
  await user.selectOptions(select('Company Start Month'), 'March');
  await user.selectOptions(select('Company Start Year'), '2010');
  await user.selectOptions(select('Company Sector'), 'Agriculture Industry');
  await user.selectOptions(select('Staff Count'), '51-200');
}

/** Fills steps 1-3 and arrives on step 4. */
async function reachStep4(user: User) {
  await fillStep1(user);
  await user.click(button('Next'));
  await fillStep2(user);
  await user.click(button('Next'));
  await fillStep3(user);
  await user.click(button('Next'));
  expect(stepHeading('Company Details & Preferences')).toBeInTheDocument();
}

describe('EmployerSignupPage', { timeout: 30_000 }, () => {
  it('opens on step 1 with progress, Previous disabled, links home and to sign in, and a title', async () => {
    await open();
    expect(progressText(1, 4)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(stepHeading('Basic Company Information')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const signIn = within(screen.getByText(/Already registered\?/)).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?role=employer');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/^Employer Sign Up - Step 1 of 4 - 0% Complete \|/));
  });

  it('blocks Next on an empty step 1 with every required message, the banner focused', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await open();
    await user.click(button('Next'));
    expect(banner()).toHaveTextContent(MESSAGES.fixBeforeProceeding);
    expect(banner()).toHaveFocus();
    expect(fieldError(textbox('Employer ID'))).toBe('Employer ID is required');
    expect(fieldError(textbox('Company Name'))).toBe('Company Name is required');
    expect(fieldError(select('Employer Type'))).toBe('Employer Type is required');
    expect(fieldError(textbox('Company Email'))).toBe('Company Email is required');
    expect(fieldError(textbox('Company Phone'))).toBe('Company Phone is required');
    expect(fieldError(textbox('Website'))).toBeNull();
    expect(fieldError(textbox('Fax'))).toBeNull();
    expect(progressText(1, 4)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.title).toMatch(/^Error: Employer Sign Up/);
  });

  it('checks the formats of email, phone, website and fax on step 1', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await fill(user, textbox('Company Email'), 'hr at caroni');
    await fill(user, textbox('Company Phone'), '0868-555');
    await fill(user, textbox('Website'), 'www.caroni.tt');
    await fill(user, textbox('Fax'), 'fax me');
    await user.click(button('Next'));
    expect(fieldError(textbox('Company Email'))).toBe(MESSAGES.invalidEmail);
    expect(fieldError(textbox('Company Phone'))).toBe(MESSAGES.invalidPhone);
    expect(fieldError(textbox('Website'))).toBe(MESSAGES.invalidWebsite);
    expect(fieldError(textbox('Fax'))).toBe(MESSAGES.invalidFax);
  });

  it('clears a field’s error and the banner when the field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(button('Next'));
    await user.type(textbox('Employer ID'), 'E');
    expect(fieldError(textbox('Employer ID'))).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fieldError(textbox('Company Name'))).toBe('Company Name is required');
  });

  it('walks the four steps: progress, headings focused, errors cleared when moving back', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await fillStep1(user);
    await user.click(button('Next'));
    expect(progressText(2, 4)).toBeInTheDocument();
    expect(stepHeading('Company Address')).toHaveFocus();
    expect(button('Previous')).toBeEnabled();
    expect(select('Country')).toHaveValue('Trinidad and Tobago');

    await user.click(button('Next'));
    expect(fieldError(textbox('Street Address'))).toBe('Street Address is required');
    expect(fieldError(select('City'))).toBe('City is required');
    expect(fieldError(textbox('Region or corporation'))).toBe('Region or corporation is required');
    expect(fieldError(textbox('Postal Code'))).toBe('Postal Code is required');
    expect(fieldError(textbox('Registration State'))).toBeNull();

    await user.click(button('Previous'));
    expect(stepHeading('Basic Company Information')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(textbox('Employer ID')).toHaveValue('EMP-2041');
    await user.click(button('Next'));
    expect(fieldError(textbox('Street Address'))).toBeNull();

    await fillStep2(user);
    await user.click(button('Next'));
    expect(progressText(3, 4)).toBeInTheDocument();
    expect(stepHeading('Primary Contact Information')).toHaveFocus();
    await user.click(button('Next'));
    expect(fieldError(textbox('Contact Name'))).toBe('Contact Name is required');
    expect(fieldError(textbox('Contact Title'))).toBe('Contact Title is required');
    expect(fieldError(textbox('Contact Phone'))).toBe('Contact Phone is required');
    expect(fieldError(textbox('Contact Email'))).toBe('Contact Email is required');
    await fill(user, textbox('Contact Phone'), '555-CALL');
    await fill(user, textbox('Contact Email'), 'anil@caroni');
    await fill(user, textbox('Contact Fax'), 'x12');
    await user.click(button('Next'));
    expect(fieldError(textbox('Contact Phone'))).toBe(MESSAGES.invalidPhone);
    expect(fieldError(textbox('Contact Email'))).toBe(MESSAGES.invalidEmail);
    expect(fieldError(textbox('Contact Fax'))).toBe(MESSAGES.invalidFax);

    await fill(user, textbox('Contact Fax'), '');
    await fillStep3(user);
    await user.click(button('Next'));
    expect(progressText(4, 4)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(button('Create Account')).toBeEnabled();
  });

  it('re-checks only step 4 at submit, with the submitting banner', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await open();
    await reachStep4(user);
    await user.click(button('Create Account'));
    expect(banner()).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(banner()).toHaveFocus();
    expect(fieldError(select('Company Start Month'))).toBe('Company Start Month is required');
    expect(fieldError(select('Company Start Year'))).toBe('Company Start Year is required');
    expect(fieldError(select('Company Sector'))).toBe('Company Sector is required');
    expect(fieldError(select('Staff Count'))).toBe('Staff Count is required');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers the lookups: every town and Other, 46 sectors, months by name, years back to 1900, staff counts', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    const options = (name: string) =>
      within(select(name))
        .getAllByRole('option')
        .filter((o) => o.getAttribute('value') !== '');
    expect(options('Employer Type').map((o) => o.textContent)).toEqual([
      'Enterprise-Based',
      'Institution-Based',
      'Community-Based',
      'School-Based',
    ]);
    await fillStep1(user);
    await user.click(button('Next'));
    expect(options('City')).toHaveLength(TOWNS.length + 1);
    expect(options('City').at(-1)?.textContent).toBe('Other (type it)');
    await fillStep2(user);
    await user.click(button('Next'));
    await fillStep3(user);
    await user.click(button('Next'));
    expect(options('Company Sector')).toHaveLength(46);
    expect(
      options('Company Sector')
        .map((o) => Number(o.getAttribute('value')))
        .sort((a, b) => a - b),
    ).toEqual(SECTORS.map((s) => s.sectorId));
    expect(options('Company Start Month').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['1', 'January'],
      ['2', 'February'],
      ['3', 'March'],
      ['4', 'April'],
      ['5', 'May'],
      ['6', 'June'],
      ['7', 'July'],
      ['8', 'August'],
      ['9', 'September'],
      ['10', 'October'],
      ['11', 'November'],
      ['12', 'December'],
    ]);
    const years = options('Company Start Year').map((o) => Number(o.textContent));
    expect(years).toEqual(startYears());
    expect(years[0]).toBe(new Date().getFullYear());
    expect(years.at(-1)).toBe(1900);
    expect(options('Staff Count').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['1-10', '10'],
      ['11-50', '50'],
      ['51-200', '200'],
      ['201-500', '500'],
      ['500+', '1000'],
    ]);
  });

  it('asks for the parent company id only when the company has a parent', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await reachStep4(user);
    expect(screen.queryByRole('textbox', { name: 'Parent Company ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'This company is part of a parent company' }));
    expect(textbox('Parent Company ID')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'This company is part of a parent company' }));
    expect(screen.queryByRole('textbox', { name: 'Parent Company ID' })).not.toBeInTheDocument();
  });

  it('sends the payload with numbers, shows Creating Account... and then the success screen', async () => {
    const user = userEvent.setup({ delay: null });
    const { spy, resolve } = deferredFetch();
    await open();
    await reachStep4(user);
    await fillStep4(user);
    await user.click(screen.getByRole('checkbox', { name: 'This company is part of a parent company' }));
    await fill(user, textbox('Parent Company ID'), 'EMP-0001');
    await user.click(screen.getByRole('checkbox', { name: 'Registered Training Provider' }));
    await user.click(button('Create Account'));

    expect(button('Creating Account...')).toBeDisabled();
    expect(button('Previous')).toBeDisabled();
    const { url, init, body } = sentRequest(spy);
    expect(url).toBe('/api/Signup/SignupAsEmployer');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(body).toEqual({
      empId: 'EMP-2041',
      empName: 'Caroni Agro Ltd',
      empType: 2,
      empEmail: 'hr@caroniagro.tt',
      empPhone: '(868) 555-0142',
      empWebSite: 'https://caroniagro.tt',
      empFax: '',
      empStreet: '12 Southern Main Road',
      empCity: 13,
      empCityOther: '',
      empState: 'Couva-Tabaquite-Talparo',
      empPostalCode: '540101',
      empCountry: 'Trinidad and Tobago',
      empRegistrationState: '',
      empPName: 'Anil Persad',
      empPTitle: 'HR Manager',
      empPPhone: '+1 868 555 0199',
      empPEmail: 'anil@caroniagro.tt',
      empPFax: '',
      companyStartMonth: 3,
      companyStartYear: 2010,
      companySector: 1,
      staffCount: 200,
      isParent: true,
      empParentId: 'EMP-0001',
      isRTP: true,
    });

    resolve(json(201, { success: true, message: 'Application submitted.' }));
    const success = await screen.findByRole('heading', { level: 2, name: MESSAGES.applicationSubmitted });
    expect(success).toHaveFocus();
    expect(screen.getByText(/admin team will review your application/)).toBeInTheDocument();
    expect(screen.getByText(/email with your login credentials/)).toHaveTextContent(
      /dashboard will be available/,
    );
    expect(screen.getByText(/Check your inbox at/)).toHaveTextContent('hr@caroniagro.tt');
    expect(screen.getAllByRole('link', { name: 'Back to Home' }).at(-1)).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Application Submitted/));
  });

  it('sends no parent id when the box was unticked again', async () => {
    const user = userEvent.setup({ delay: null });
    const spy = mockFetch(json(201, { success: true, message: 'ok' }));
    await open();
    await reachStep4(user);
    await fillStep4(user);
    const parent = screen.getByRole('checkbox', { name: 'This company is part of a parent company' });
    await user.click(parent);
    await fill(user, textbox('Parent Company ID'), 'EMP-0001');
    await user.click(parent);
    await user.click(button('Create Account'));
    await screen.findByRole('heading', { level: 2, name: MESSAGES.applicationSubmitted });
    expect(sentRequest(spy).body).toMatchObject({ isParent: false, empParentId: '', isRTP: false });
  });

  it('shows the server’s text for a taken Employer ID and opens step 1 at that field', async () => {
    const user = userEvent.setup({ delay: null });
    const taken = 'An employer with this Employer ID is already registered.';
    mockFetch(json(409, { success: false, error: taken, code: 'CONFLICT' }));
    await open();
    await reachStep4(user);
    await fillStep4(user);
    await user.click(button('Create Account'));
    await waitFor(() => expect(banner()).toHaveTextContent(taken));
    expect(banner()).toHaveFocus();
    expect(stepHeading('Basic Company Information')).toBeInTheDocument();
    expect(fieldError(textbox('Employer ID'))).toBe(taken);
    await user.type(textbox('Employer ID'), '-B');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s text for a refused payload (400)', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(
      json(400, {
        success: false,
        error: 'Company Name must be at most 150 characters',
        code: 'VALIDATION',
        fields: { empName: 'Company Name must be at most 150 characters' },
      }),
    );
    await open();
    await reachStep4(user);
    await fillStep4(user);
    await user.click(button('Create Account'));
    await waitFor(() => expect(banner()).toHaveTextContent('Company Name must be at most 150 characters'));
    expect(button('Create Account')).toBeEnabled();
  });

  it("reports any other failure as 'Server Error ({status}): {text}'", async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(json(500, { success: false, error: MESSAGES.internalError, code: 'INTERNAL' }));
    await open();
    await reachStep4(user);
    await fillStep4(user);
    await user.click(button('Create Account'));
    await waitFor(() => expect(banner()).toHaveTextContent(`Server Error (500): ${MESSAGES.internalError}`));
  });

  it('gives the spec’s connection message when the server cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(new TypeError('Failed to fetch'));
    await open();
    await reachStep4(user);
    await fillStep4(user);
    await user.click(button('Create Account'));
    await waitFor(() => expect(banner()).toHaveTextContent(MESSAGES.signupNetworkError));
    expect(stepHeading('Company Details & Preferences')).toBeInTheDocument();
    expect(button('Create Account')).toBeEnabled();
  });
});
