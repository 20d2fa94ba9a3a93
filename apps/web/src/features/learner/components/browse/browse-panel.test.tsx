import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { OPEN_JOBS_PAGE_SIZE } from '../../api/get-open-jobs';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { makeOpenJob } from '../../testing/learner-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const jobHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('Browse Programs', () => {
  it("shows 'Failed to load open jobs. Please try again.' inside the page, and Try again loads them", async () => {
    const api = createFakeLearnerApi({ openJobs: [makeOpenJob(1)] });
    api.override('GET /api/Learner/OpenJobs', () =>
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
    );
    renderLearnerDashboard();
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert).toHaveTextContent(MESSAGES.failedLoadOpenJobs);

    api.reset('GET /api/Learner/OpenJobs');
    await userEvent.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Position 1' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.failedLoadOpenJobs)).not.toBeInTheDocument();
  });

  it('says when nothing is open, without an All Sectors button when no sector is chosen', async () => {
    createFakeLearnerApi();
    renderLearnerDashboard();
    expect(await screen.findByText(MESSAGES.noOpenPrograms, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.allSectors })).not.toBeInTheDocument();
  });

  it('shows each opening with its window, openings, details, requirements and why it suits the learner', async () => {
    createFakeLearnerApi({
      openJobs: [makeOpenJob(1, { match: { score: 100, reason: 'Matches your CVQ in IT Support Level 2' } })],
    });
    renderLearnerDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
    const card = screen.getByRole('article', { name: 'Position 1' });
    for (const text of [
      'Caribbean Tech Ltd',
      'Information Technology',
      '1 Nov 2026, 9:00 am',
      '30 Nov 2026, 5:00 pm',
      'Monday to Friday, 8 am to 4 pm.',
      'Matches your CVQ in IT Support Level 2',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('list', { name: MESSAGES.requirementsTitle })).toBeInTheDocument();
  });

  it('shows a page of openings at a time and the next with Show more programmes', async () => {
    const total = OPEN_JOBS_PAGE_SIZE + 3;
    const api = createFakeLearnerApi({
      openJobs: Array.from({ length: total }, (_, i) => makeOpenJob(i + 1)),
    });
    renderLearnerDashboard();
    await screen.findByRole('heading', { level: 3, name: `Position ${OPEN_JOBS_PAGE_SIZE}` }, PAGE_LOAD);
    expect(jobHeadings()).toHaveLength(OPEN_JOBS_PAGE_SIZE);
    expect(screen.getByText(`Showing ${OPEN_JOBS_PAGE_SIZE} of ${total} programmes`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.showMorePrograms }));
    expect(await screen.findByRole('heading', { level: 3, name: `Position ${total}` })).toBeInTheDocument();
    expect(jobHeadings()).toHaveLength(total);
    expect(screen.getByText(`Showing ${total} of ${total} programmes`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: MESSAGES.showMorePrograms })).not.toBeInTheDocument(),
    );
    expect(api.calls('GET /api/Learner/OpenJobs').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('says on each card whether the qualifications meet the requirements, in plain words', async () => {
    createFakeLearnerApi({
      openJobs: [makeOpenJob(1), makeOpenJob(2, { fit: 'You may not meet: CSEC in Mathematics' })],
    });
    renderLearnerDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Position 2' }, PAGE_LOAD);
    const first = screen.getByRole('article', { name: 'Position 1' });
    expect(within(first).getByText(MESSAGES.qualificationsMeetRequirements)).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Position 2' });
    expect(within(second).getByText('You may not meet: CSEC in Mathematics')).toBeInTheDocument();
  });

  it('searches on Search, narrows by town, sorts, and clears a search that finds nothing', async () => {
    const api = createFakeLearnerApi({
      openJobs: [
        makeOpenJob(1, { employer: { empId: 'clinic', empName: 'Arima Health Clinic' } }),
        makeOpenJob(2),
      ],
    });
    renderLearnerDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Position 2' }, PAGE_LOAD);
    // The <search> landmark (jsdom does not give the element its role yet).
    const search = document.querySelector('search') as HTMLElement;
    expect(search).toHaveAccessibleName(MESSAGES.tabBrowsePrograms);
    await userEvent.type(within(search).getByRole('searchbox', { name: MESSAGES.keywordLabel }), ' clinic ');
    expect(api.calls('GET /api/Learner/OpenJobs')).toHaveLength(1);
    await userEvent.click(within(search).getByRole('button', { name: MESSAGES.searchAction }));
    await waitFor(() => expect(jobHeadings()).toEqual(['Position 1']));
    expect(api.calls('GET /api/Learner/OpenJobs').at(-1)?.query.get('Keyword')).toBe('clinic');

    const area = within(search).getByLabelText(MESSAGES.areaFilterLabel);
    await userEvent.selectOptions(area, 'Tobago (region)');
    const region = api.calls('GET /api/Learner/OpenJobs').at(-1)!.query;
    expect([region.get('State'), region.get('CityId')]).toEqual(['Tobago', null]);
    await userEvent.selectOptions(area, 'San Fernando');
    await userEvent.selectOptions(within(search).getByLabelText(MESSAGES.sortLabel), MESSAGES.sortClosing);
    const last = api.calls('GET /api/Learner/OpenJobs').at(-1)!.query;
    expect([last.get('Keyword'), last.get('CityId'), last.get('State'), last.get('Sort')]).toEqual([
      'clinic',
      '2',
      null,
      'closing',
    ]);

    await userEvent.clear(within(search).getByRole('searchbox'));
    await userEvent.type(within(search).getByRole('searchbox'), 'astronaut{Enter}');
    expect(await screen.findByText(MESSAGES.noOpenJobsForSearch)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.clearFilters }));
    await waitFor(() => expect(jobHeadings()).toEqual(['Position 1', 'Position 2']));
    expect(within(search).getByRole('searchbox')).toHaveValue('');
    const cleared = api.calls('GET /api/Learner/OpenJobs').at(-1)!.query;
    expect([cleared.get('Keyword'), cleared.get('CityId'), cleared.get('Sort')]).toEqual([
      null,
      null,
      'closing',
    ]);
  });
});
