import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { makeOpening, makePosition } from '../../testing/employer-fixtures';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function seed() {
  return createFakeEmployerApi({
    positions: [
      makePosition(1, {
        empjobname: 'Junior Technician',
        published: true,
        tblemployerjobopenings: [makeOpening(11, 1)],
      }),
      makePosition(2, {
        empjobname: 'Ward Assistant',
        empjobsector: 5,
        published: true,
        tblemployerjobopenings: [makeOpening(12, 2)],
      }),
      makePosition(3, { empjobname: 'Draft Role', empjobpositionstatus: 2 }),
    ],
  });
}

describe('Job Positions', () => {
  it('shows each position: sector, status, requirements, published or not, openings with dates', async () => {
    seed();
    renderEmployerDashboard('jobs');
    const card = await screen.findByRole('article', { name: 'Junior Technician' }, PAGE_LOAD);
    expect(within(card).getByText('Information Technology')).toBeInTheDocument();
    // The position's status and its opening's.
    expect(within(card).getAllByText('Active')).toHaveLength(2);
    expect(within(card).getByText('Published')).toBeInTheDocument();
    expect(within(card).getByText('CVQ — IT Support Level 2')).toBeInTheDocument();
    expect(within(card).getByText('1 Nov 2026, 9:00 am – 30 Nov 2026, 5:00 pm')).toBeInTheDocument();
    expect(within(card).getByText('2 openings')).toBeInTheDocument();

    const draft = screen.getByRole('article', { name: 'Draft Role' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Not published')).toBeInTheDocument();
  });

  it('disables and enables a position; the list takes the new status and a toast names it', async () => {
    const api = seed();
    renderEmployerDashboard('jobs');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Disable Junior Technician' }, PAGE_LOAD),
    );
    expect(await screen.findByText(MESSAGES.jobStatusDisabled)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Junior Technician' });
    expect(await within(card).findByText('Inactive')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/ToggleEmpJobStatus')[0]?.body).toEqual({ jobPositionId: 1 });

    await userEvent.click(within(card).getByRole('button', { name: 'Enable Junior Technician' }));
    expect(await within(card).findAllByText('Active')).toHaveLength(2);
  });

  it("reports a failed toggle with the spec's text", async () => {
    const api = seed();
    api.override('POST /api/Employer/ToggleEmpJobStatus', () =>
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
    );
    renderEmployerDashboard('jobs');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Disable Junior Technician' }, PAGE_LOAD),
    );
    expect(await screen.findByText(MESSAGES.failedToggleJobStatus)).toBeInTheDocument();
  });

  it('shows the sector filter only for Open Jobs, and filters by sector', async () => {
    const api = seed();
    const { router } = renderEmployerDashboard('jobs');
    await screen.findByRole('article', { name: 'Junior Technician' }, PAGE_LOAD);
    expect(screen.queryByLabelText('Sector')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Open Jobs' }));
    const sector = await screen.findByLabelText('Sector');
    expect(sector).toHaveDisplayValue(MESSAGES.allSectors);
    expect(await screen.findByRole('article', { name: 'Ward Assistant' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Draft Role' })).not.toBeInTheDocument();

    await userEvent.selectOptions(sector, 'Health');
    expect(await screen.findByRole('article', { name: 'Ward Assistant' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Junior Technician' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/Employer/GetOpenJobs').at(-1)?.query.get('Sectors')).toBe('5');
    expect(router.state.location.search).toBe('?tab=jobs&view=open&sector=5');

    await userEvent.selectOptions(sector, 'Tourism and Hospitality');
    expect(await screen.findByText(MESSAGES.noOpenJobsInSector)).toBeInTheDocument();
  });

  it('opens the applications of an open job', async () => {
    seed();
    const { router } = renderEmployerDashboard('jobs', 'view=open');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View applications for Ward Assistant' }, PAGE_LOAD),
    );
    expect(router.state.location.search).toBe('?tab=applications&opening=12');
    expect(await screen.findByRole('heading', { name: 'Applications', level: 2 })).toBeInTheDocument();
  });

  it('shows the empty state with Add Job Position', async () => {
    createFakeEmployerApi();
    renderEmployerDashboard('jobs');
    expect(await screen.findByText(MESSAGES.noJobPositions, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Job Position' })).toHaveLength(2);
  });

  it("reports a failed load with 'Try again'", async () => {
    const api = seed();
    api.override('GET /api/Employer/GetALLJobPositionByEmployerId', () => 'network');
    renderEmployerDashboard('jobs');
    expect(await screen.findByText(MESSAGES.failedLoadJobPositions, {}, PAGE_LOAD)).toBeInTheDocument();
    api.reset('GET /api/Employer/GetALLJobPositionByEmployerId');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    expect(await screen.findByRole('article', { name: 'Junior Technician' })).toBeInTheDocument();
  });
});
