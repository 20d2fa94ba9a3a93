import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderAdminDashboard } from '../../../test/render-app';
import { makeEmployer, makeLearner } from '../testing/admin-fixtures';
import { createFakeAdminApi } from '../testing/fake-admin-api';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function seed() {
  return createFakeAdminApi({
    employers: [
      makeEmployer(1, { status: 'approved' }),
      makeEmployer(2, { status: 'approved' }),
      makeEmployer(3),
      makeEmployer(4, { status: 'rejected' }),
    ],
    learners: [
      makeLearner(1, { status: 'approved' }),
      makeLearner(2),
      makeLearner(3),
      makeLearner(4, { status: 'approved' }),
      makeLearner(5, { status: 'approved' }),
      makeLearner(6, { status: 'rejected' }),
    ],
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Admin dashboard', () => {
  it('welcomes the admin by name in the header, with Logout', async () => {
    seed();
    renderAdminDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome, Asha Ramdial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the four stat cards of the overview, with the approval rate as a whole percent', async () => {
    seed();
    renderAdminDashboard();

    await screen.findByRole('article', { name: 'Total Employers' }, PAGE_LOAD);
    expect(within(card('Total Employers')).getByText('4')).toBeInTheDocument();
    expect(card('Total Employers')).toHaveTextContent('2 approved · 1 pending');
    expect(within(card('Total Learners')).getByText('6')).toBeInTheDocument();
    expect(card('Total Learners')).toHaveTextContent('3 approved · 2 pending');
    expect(within(card('Pending Approvals')).getByText('3')).toBeInTheDocument();
    expect(card('Pending Approvals')).toHaveTextContent('1 employers · 2 learners');
    // 5 approved of 10 accounts.
    expect(within(card('Approval Rate')).getByText('50%')).toBeInTheDocument();
  });

  it('names the tabs with the totals from the stats', async () => {
    seed();
    renderAdminDashboard();
    expect(await screen.findByRole('tab', { name: 'Employers (4)' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Learners (6)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and keeps the tab in the URL', async () => {
    seed();
    const { router } = renderAdminDashboard();
    const overview = await screen.findByRole('tab', { name: 'Overview' }, PAGE_LOAD);
    await screen.findByRole('tab', { name: 'Employers (4)' });

    overview.focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Employers (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('columnheader', { name: 'Company Name' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=employers');
  });

  it('reports a failure to load the stats, and retries', async () => {
    const api = seed();
    api.override('GET /api/Admin/Stats', () => json(500, { success: false, error: 'x', code: 'INTERNAL' }));
    renderAdminDashboard();

    expect(
      await screen.findByText('Failed to load statistics. Please try again.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    api.reset('GET /api/Admin/Stats');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Approval Rate' })).toBeInTheDocument();
  });

  it('shows the Admin Profile: account information from the server and the account settings', async () => {
    const api = seed();
    renderAdminDashboard('profile');

    expect(await screen.findByRole('heading', { name: 'Admin Profile' }, PAGE_LOAD)).toBeInTheDocument();
    const info = screen.getByRole('heading', { name: 'Account Information' }).closest('div') as HTMLElement;
    await within(info).findByText('admin@ojt.gov.tt');
    expect(within(info).getByText('admin')).toBeInTheDocument();
    expect(within(info).getByText('Admin')).toBeInTheDocument();
    expect(within(info).getByText('Asha Ramdial')).toBeInTheDocument();
    expect(api.calls('GET /api/Login/me')).toHaveLength(1);

    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByRole('dialog', { name: 'Change Email' })).toBeInTheDocument();
  });

  it('shows a profile error in the profile area', async () => {
    const api = seed();
    api.override('GET /api/Login/me', () => 'network');
    renderAdminDashboard('profile');
    expect(await screen.findByText('Failed to load profile data.', {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
