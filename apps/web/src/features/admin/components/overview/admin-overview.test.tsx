import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderAdminDashboard } from '../../../../test/render-app';
import { makeEmployer, makeLearner } from '../../testing/admin-fixtures';
import { createFakeAdminApi } from '../../testing/fake-admin-api';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function seed() {
  return createFakeAdminApi({
    employers: [
      makeEmployer(1, { empName: 'Acme Ltd', empAppDate: daysAgo(3) }),
      makeEmployer(2, { status: 'approved', empAppDate: daysAgo(30) }),
      makeEmployer(3, { empName: 'Bay Foods', empAppDate: daysAgo(0) }),
    ],
    learners: [
      makeLearner(1, { firstName: 'Kavita', lastName: 'Persad', dateRegistered: daysAgo(8) }),
      makeLearner(2, { status: 'rejected', dateRegistered: daysAgo(40) }),
    ],
  });
}

const queueItems = async () => {
  const list = await screen.findByRole('list', { name: 'Pending sign-ups (3)' }, PAGE_LOAD);
  return within(list).getAllByRole('listitem');
};

describe('Admin overview', () => {
  it('lists the pending sign-ups of both kinds oldest first, with their age and kind', async () => {
    const api = seed();
    renderAdminDashboard();
    const items = await queueItems();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Kavita Persad.*Learner · signed up .*Waiting 8 days$/),
      expect.stringMatching(/^Acme Ltd.*Employer · signed up .*Waiting 3 days$/),
      expect.stringMatching(/^Bay Foods.*Employer · signed up .*Waiting Today$/),
    ]);
    // Each list asked for its pending accounts, oldest first.
    for (const key of ['GET /api/Admin/Employers', 'GET /api/Admin/Learners']) {
      const [asked] = api.calls(key);
      expect(asked?.query.get('status'), key).toBe('pending');
      expect(asked?.query.get('sort'), key).toBe('oldest');
    }
  });

  it('opens a sign-up in its table, filtered to it', async () => {
    seed();
    const { router } = renderAdminDashboard();
    const [, acme] = await queueItems();
    await userEvent.click(within(acme!).getByRole('link', { name: 'Acme Ltd' }));

    expect(await screen.findByRole('searchbox', { name: 'Search employers' })).toHaveValue('EMP001');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(screen.getByRole('tab', { name: 'Employers (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Approve Acme Ltd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Bay Foods' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=employers');
  });

  it('links each count to its table with that filter; a link clears an earlier search', async () => {
    seed();
    renderAdminDashboard();
    const learners = await screen.findByRole('article', { name: 'Total Learners' }, PAGE_LOAD);
    await userEvent.click(within(learners).getByRole('link', { name: '1 pending' }));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search learners' }), 'nobody{Enter}');

    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    const all = await screen.findByRole('article', { name: 'Total Learners' });
    await userEvent.click(within(all).getByRole('link', { name: 'Total Learners' }));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: 'Search learners' })).toHaveValue('');
  });

  it('says when nobody is waiting, and reports a failure with a retry', async () => {
    const api = createFakeAdminApi({ employers: [makeEmployer(1, { status: 'approved' })], learners: [] });
    api.override('GET /api/Admin/Learners', () =>
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
    );
    renderAdminDashboard();
    expect(
      await screen.findByText('Failed to load the pending sign-ups. Please try again.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    api.reset('GET /api/Admin/Learners');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sign-ups are waiting for review.')).toBeInTheDocument();
  });
});
