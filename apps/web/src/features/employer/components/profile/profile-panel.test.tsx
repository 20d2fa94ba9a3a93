import { MESSAGES, requiredMessage } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

async function openProfile() {
  renderEmployerDashboard('profile');
  return screen.findByRole('heading', { name: 'Company Profile', level: 2 }, PAGE_LOAD);
}

async function startEditing() {
  await openProfile();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('form', { name: 'Edit company profile' });
}

describe('Company Profile', () => {
  it('shows the profile with names for ids, and the approval state', async () => {
    createFakeEmployerApi();
    await openProfile();
    expect(await screen.findByText('Caribbean Tech Ltd')).toBeInTheDocument();
    expect(screen.getByText('Port of Spain')).toBeInTheDocument();
    expect(screen.getByText('Enterprise-Based')).toBeInTheDocument();
    expect(screen.getByText('Information Technology')).toBeInTheDocument();
    expect(screen.getByText('11-50')).toBeInTheDocument();
    expect(screen.getByText('March 2010')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('edits with the sign-up rules; the Employer ID cannot change', async () => {
    const api = createFakeEmployerApi();
    const form = await startEditing();
    expect(within(form).getByLabelText('Employer ID')).toHaveAttribute('readonly');
    await userEvent.clear(within(form).getByLabelText(/^Company Name/));
    await userEvent.clear(within(form).getByLabelText(/^Company Email/));
    await userEvent.type(within(form).getByLabelText(/^Company Email/), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const summary = within(form).getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(within(summary).getByRole('link', { name: requiredMessage('Company Name') })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: MESSAGES.invalidEmail })).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/UpdateEmployerProfile')).toHaveLength(0);
  });

  it("saves, says 'Profile updated successfully.' and shows the new values", async () => {
    const api = createFakeEmployerApi();
    const form = await startEditing();
    await userEvent.clear(within(form).getByLabelText(/^Company Name/));
    await userEvent.type(within(form).getByLabelText(/^Company Name/), 'Caribbean Tech Group');
    await userEvent.selectOptions(within(form).getByLabelText(/^City/), 'Arima');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profileUpdated);
    expect(await screen.findByText('Caribbean Tech Group')).toBeInTheDocument();
    expect(screen.getByText('Arima')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/UpdateEmployerProfile')[0]?.body).toMatchObject({
      empId: 'employer-1',
      empName: 'Caribbean Tech Group',
      empCity: 3,
      empWebSite: 'https://www.caribtech.tt',
      companySector: 4,
      isRTP: false,
    });
  });

  it('asks for the typed town on Other (type it), offers grouped sectors, and shows the typed town (issue 30)', async () => {
    const api = createFakeEmployerApi();
    const form = await startEditing();
    const sector = within(form).getByLabelText(/^Company Sector/);
    expect([...sector.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Industries',
      'Programme streams',
    ]);
    await userEvent.selectOptions(within(form).getByLabelText(/^City/), 'Other (type it)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const summary = within(form).getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: requiredMessage('Town or village name') }),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Town or village name/), 'Lopinot');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profileUpdated);
    expect(await screen.findByText('Lopinot')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/UpdateEmployerProfile')[0]?.body).toMatchObject({
      empCity: 999,
      empCityOther: 'Lopinot',
    });
  });

  it('shows the saved contact name and company name in the header at once', async () => {
    createFakeEmployerApi();
    const form = await startEditing();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Welcome, Asha Ramdial')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^Company Name/));
    await userEvent.type(within(form).getByLabelText(/^Company Name/), 'Caribbean Tech Group');
    await userEvent.clear(within(form).getByLabelText(/^Contact Name/));
    await userEvent.type(within(form).getByLabelText(/^Contact Name/), 'Renee Baptiste');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profileUpdated);
    expect(within(header).getByText('Welcome, Renee Baptiste')).toBeInTheDocument();
    expect(within(header).getByText(/^Caribbean Tech Group · /)).toBeInTheDocument();
  });

  it('Cancel leaves the profile as it was', async () => {
    const api = createFakeEmployerApi();
    const form = await startEditing();
    await userEvent.clear(within(form).getByLabelText(/^Company Name/));
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Caribbean Tech Ltd')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/UpdateEmployerProfile')).toHaveLength(0);
  });

  it("shows 'Failed to update profile.' when the save fails", async () => {
    const api = createFakeEmployerApi();
    api.override('POST /api/Employer/UpdateEmployerProfile', () =>
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
    );
    const form = await startEditing();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.failedUpdateProfile);
  });

  it("reports a failed load with 'Failed to load employer profile.'", async () => {
    const api = createFakeEmployerApi();
    api.override('GET /api/Employer/GetEmployerById/employer-1', () => 'network');
    await openProfile();
    expect(await screen.findByText(MESSAGES.failedLoadEmployerProfile)).toBeInTheDocument();
  });
});
