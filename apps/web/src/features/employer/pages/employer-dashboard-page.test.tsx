import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../test/render-app';
import { makeApplication, makeLearner, makeOpening, makePosition } from '../testing/employer-fixtures';
import { createFakeEmployerApi } from '../testing/fake-employer-api';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function seed() {
  const opening = makeOpening(11, 1);
  const published = makePosition(1, { published: true, tblemployerjobopenings: [opening] });
  const learners = [makeLearner('L001'), makeLearner('L002', { firstName: 'Dev', lastName: 'Maharaj' })];
  return createFakeEmployerApi({
    positions: [published, makePosition(2)],
    learners,
    applications: [
      makeApplication(1, published, opening, learners[0]!, { placementStatus: 3 }),
      makeApplication(2, published, opening, learners[1]!),
    ],
  });
}

const counter = (name: string) => screen.getByRole('article', { name });

describe('Employer dashboard', () => {
  it('shows the seven tabs, Overview first, under the employer heading', async () => {
    seed();
    renderEmployerDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Employer Dashboard', level: 1 }, PAGE_LOAD),
    ).toBeVisible();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual([
      'Overview',
      'Job Positions',
      'Applications',
      'Timesheets',
      'Experience Letters',
      'Profile',
      'User Account',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('counts jobs, published jobs, applications and selected candidates, and lists recent applications', async () => {
    seed();
    renderEmployerDashboard();
    await screen.findByRole('article', { name: 'Total Jobs Added' }, PAGE_LOAD);
    expect(within(counter('Total Jobs Added')).getByText('2')).toBeInTheDocument();
    expect(within(counter('Published Jobs')).getByText('1')).toBeInTheDocument();
    expect(within(counter('Total Applications')).getByText('2')).toBeInTheDocument();
    expect(within(counter('Selected Candidates')).getByText('1')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Applications' });
    expect(within(recent).getByText('Kiran Persad')).toBeInTheDocument();
    expect(within(recent).getByText('Dev Maharaj')).toBeInTheDocument();
    expect(within(recent).getByText('Selected')).toBeInTheDocument();
  });

  it("says 'No applications yet' when there are none", async () => {
    createFakeEmployerApi({ positions: [makePosition(1)] });
    renderEmployerDashboard();
    expect(await screen.findByText(MESSAGES.noApplicationsYet, {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('reports a failed overview inside the page, and tries again', async () => {
    const api = seed();
    api.override('GET /api/Employer/Overview', () =>
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
    );
    renderEmployerDashboard();
    expect(await screen.findByText(MESSAGES.failedLoadOverview, {}, PAGE_LOAD)).toBeInTheDocument();
    api.reset('GET /api/Employer/Overview');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    expect(await screen.findByRole('article', { name: 'Total Jobs Added' })).toBeInTheDocument();
  });

  it('moves between tabs by keyboard and keeps the tab in the URL', async () => {
    seed();
    const { router } = renderEmployerDashboard();
    const overview = await screen.findByRole('tab', { name: 'Overview' }, PAGE_LOAD);
    overview.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Job Positions' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=jobs');
    expect(await screen.findByRole('heading', { name: 'Position 1', level: 3 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Experience Letters' }));
    expect(router.state.location.search).toBe('?tab=certificates');
    expect(await screen.findByText(MESSAGES.noCompletedPlacements)).toBeInTheDocument();
  });

  it.each([
    ['applications', 'Applications'],
    ['profile', 'Company Profile'],
    ['account', 'User Account'],
  ] as const)('opens ?tab=%s on arrival (reload keeps the tab)', async (tab, heading) => {
    seed();
    renderEmployerDashboard(tab);
    expect(await screen.findByRole('heading', { name: heading, level: 2 }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('offers Change Email and Change Password on the User Account tab', async () => {
    seed();
    renderEmployerDashboard('account');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }, PAGE_LOAD));
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });
});
