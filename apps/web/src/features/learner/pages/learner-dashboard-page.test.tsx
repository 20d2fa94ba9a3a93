import { MESSAGES, TIMESHEET_SCREEN_TEXTS } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { sessionStore } from '../../../lib/session-store';
import { json } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../test/render-app';
import { createFakeLearnerApi } from '../testing/fake-learner-api';
import { makeOpenJob } from '../testing/learner-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const TAB_NAMES = [
  MESSAGES.tabBrowsePrograms,
  MESSAGES.tabMyApplications,
  TIMESHEET_SCREEN_TEXTS.tabMyStipend,
  MESSAGES.tabMyProfile,
  MESSAGES.tabSettings,
];

describe('Learner dashboard tabs', () => {
  it('opens on Browse Programs with the four tabs of the spec and My Stipend, welcome line and Logout', async () => {
    createFakeLearnerApi({ openJobs: [makeOpenJob(1)] });
    renderLearnerDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learner Dashboard' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(screen.getByRole('tab', { name: MESSAGES.tabBrowsePrograms })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Welcome, Asha Ramdial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Position 1' })).toBeInTheDocument();
  });

  it('keeps the open tab in the URL; Settings offers Change Email and Change Password', async () => {
    createFakeLearnerApi();
    const { router } = renderLearnerDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: MESSAGES.tabSettings }, PAGE_LOAD));
    expect(router.state.location.search).toBe('?tab=settings');
    expect(
      await screen.findByRole('heading', { level: 2, name: MESSAGES.settingsTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: MESSAGES.tabBrowsePrograms }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in the URL and moves between tabs with the arrow keys', async () => {
    createFakeLearnerApi();
    renderLearnerDashboard('profile');
    const profileTab = await screen.findByRole('tab', { name: MESSAGES.tabMyProfile }, PAGE_LOAD);
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.tabMyProfile })).toBeInTheDocument();

    profileTab.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    const applications = screen.getByRole('tab', { name: MESSAGES.tabMyApplications });
    await waitFor(() => expect(applications).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByText(MESSAGES.noApplicationsYet)).toBeInTheDocument();
  });

  it("alerts 'Your session has expired. Please log in again.' and logs out when a call answers 401", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = createFakeLearnerApi();
    api.override('GET /api/Learner/GetAllApplicationsByLearnerId', () =>
      json(401, { success: false, error: 'Session expired', code: 'UNAUTHORIZED' }),
    );
    const { router } = renderLearnerDashboard('applications');
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.sessionExpired), PAGE_LOAD);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(sessionStore.getState().user).toBeNull();
    alert.mockRestore();
  });

  it('keeps the sector filter in the URL and asks the server for that sector only', async () => {
    const api = createFakeLearnerApi({
      openJobs: [makeOpenJob(1), makeOpenJob(2, { empJobs: { ...makeOpenJob(2).empJobs, empjobsector: 5 } })],
    });
    const { router } = renderLearnerDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Position 2' }, PAGE_LOAD);
    await userEvent.selectOptions(screen.getByLabelText(MESSAGES.sectorFilterLabel), 'Health');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Position 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Position 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sector=5');
    expect(api.calls('GET /api/Learner/OpenJobs').at(-1)?.query.get('Sectors')).toBe('5');

    await userEvent.selectOptions(
      screen.getByLabelText(MESSAGES.sectorFilterLabel),
      'Tourism and Hospitality',
    );
    const empty = await screen.findByText(MESSAGES.noOpenJobsInSector);
    await userEvent.click(
      within(empty.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: MESSAGES.allSectors,
      }),
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Position 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
