import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailureCase } from '../../../../test/fake-api';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { makeApplication, makeOpenJob } from '../../testing/learner-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
/** A card's section under the heading `title` (Opening, Placement, Your Details). */
const section = (scope: HTMLElement, title: string) =>
  within(scope).getByRole('heading', { level: 4, name: title }).closest('section') as HTMLElement;

describe('My Applications', () => {
  it('offers Browse Open Jobs when there are none', async () => {
    createFakeLearnerApi({ openJobs: [makeOpenJob(1)] });
    const { router } = renderLearnerDashboard('applications');
    expect(await screen.findByText(MESSAGES.noApplicationsYet, {}, PAGE_LOAD)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.browseOpenJobs }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 3, name: 'Position 1' })).toBeInTheDocument();
  });

  it('shows the interview in the long format, the comments, the history and who is not assigned yet', async () => {
    const job = makeOpenJob(1);
    createFakeLearnerApi({
      applications: [
        makeApplication(7, job, {
          placementStatus: 2,
          interviewDate: '2026-11-23',
          interviewTime: '13:40',
          interviewLocation: '12 Frederick Street, Port of Spain',
          placementComments: '[20 Nov 2026, 9:00 am] Asha Ramdial: Please bring your certificates.',
          placementofficer: 'Dana Ali',
          history: [
            { fromStatus: null, toStatus: 1, at: '2026-11-02T10:15:00' },
            { fromStatus: 1, toStatus: 2, at: '2026-11-20T09:00:00' },
          ],
        }),
      ],
    });
    renderLearnerDashboard('applications');
    await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
    const article = card('Position 1');
    expect(within(article).getByText('Monday, 23 November 2026')).toBeInTheDocument();
    expect(within(article).getByText('1:40 pm')).toBeInTheDocument();
    expect(within(article).getByText('12 Frederick Street, Port of Spain')).toBeInTheDocument();
    expect(within(article).getByText(/Please bring your certificates/)).toBeInTheDocument();
    expect(within(article).getByText('Dana Ali')).toBeInTheDocument();
    expect(within(article).getAllByText(MESSAGES.notAssignedYet)).toHaveLength(2);
    const history = within(article).getByRole('list', { name: MESSAGES.applicationHistoryTitle });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied 2 Nov 2026, 10:15 am', 'Interview scheduled 20 Nov 2026, 9:00 am']);
    expect(within(article).getByText(MESSAGES.cannotWithdrawInterviewScheduled)).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it.each([
    [3, 'Selected'],
    [4, 'Not selected'],
    [5, 'Placed'],
    [6, 'Withdrawn'],
  ])(
    'offers neither Withdraw nor the interview note once the application is %s (%s)',
    async (status, label) => {
      createFakeLearnerApi({
        applications: [
          makeApplication(7, makeOpenJob(1), {
            placementStatus: status,
            interviewDate: '2026-11-23',
            interviewTime: '13:40',
            interviewLocation: '12 Frederick Street, Port of Spain',
          }),
        ],
      });
      renderLearnerDashboard('applications');
      await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
      const article = card('Position 1');
      expect(within(article).getAllByText(label).length).toBeGreaterThan(0);
      expect(within(article).getByText('Monday, 23 November 2026')).toBeInTheDocument();
      expect(within(article).queryByText(MESSAGES.cannotWithdrawInterviewScheduled)).not.toBeInTheDocument();
      expect(within(article).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    },
  );

  it("shows the opening's dates, number of openings and the employer's comment on it", async () => {
    const quiet = makeOpenJob(2);
    createFakeLearnerApi({
      applications: [
        makeApplication(7, makeOpenJob(1)),
        makeApplication(8, quiet, { opening: { ...quiet.jobOpenings, comment: '  ' } }),
      ],
    });
    renderLearnerDashboard('applications');
    await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
    const opening = section(card('Position 1'), MESSAGES.openingTitle);
    for (const [label, value] of [
      ['Opening Date', '1 Nov 2026, 9:00 am'],
      ['Closing Date', '30 Nov 2026, 5:00 pm'],
      ['Number of Openings', '2'],
      ['Details', 'Monday to Friday, 8 am to 4 pm.'],
    ]) {
      expect(within(opening).getByText(value as string).previousElementSibling).toHaveTextContent(
        label as string,
      );
    }
    // No comment on the opening: no empty Details row.
    expect(within(section(card('Position 2'), MESSAGES.openingTitle)).queryByText('Details')).toBeNull();
  });

  it("withdraws after a confirmation naming the job and employer, then says 'Application withdrawn'", async () => {
    const api = createFakeLearnerApi({ applications: [makeApplication(7, makeOpenJob(1))] });
    renderLearnerDashboard('applications');
    await userEvent.click(
      await screen.findByRole('button', { name: `${MESSAGES.withdrawApplication}: Position 1` }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.withdrawApplicationTitle });
    expect(dialog).toHaveTextContent('Withdraw your application for Position 1 at Caribbean Tech Ltd?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.withdrawAction }));

    expect(await screen.findByText(MESSAGES.applicationWithdrawn)).toBeInTheDocument();
    expect(api.calls('POST /api/Learner/WithdrawOJTApplication')[0]?.body).toEqual({ ID: 7 });
    // The card reloads as status 6: Withdrawn in its badge and at the end of its history.
    await waitFor(() => expect(within(card('Position 1')).getAllByText('Withdrawn')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Withdraw Application/ })).not.toBeInTheDocument();
  });

  it.each<FailureCase>([
    [
      'the server text of a refusal',
      () => json(409, { success: false, error: 'Not now.', code: 'CONFLICT' }),
      'Not now.',
    ],
    [
      "'Withdraw failed' for a 500",
      () => json(500, { success: false, error: 'x', code: 'INTERNAL' }),
      MESSAGES.withdrawFailed,
    ],
    ["'Failed to withdraw' when nothing answers", () => 'network' as const, MESSAGES.failedToWithdraw],
  ])('shows %s in the confirmation', async (_, reply, message) => {
    const api = createFakeLearnerApi({ applications: [makeApplication(7, makeOpenJob(1))] });
    api.override('POST /api/Learner/WithdrawOJTApplication', reply);
    renderLearnerDashboard('applications');
    await userEvent.click(
      await screen.findByRole('button', { name: `${MESSAGES.withdrawApplication}: Position 1` }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.withdrawApplicationTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.withdrawAction }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it("shows 'Failed to load applications.' with Try again", async () => {
    const api = createFakeLearnerApi();
    api.override('GET /api/Learner/GetAllApplicationsByLearnerId', () =>
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
    );
    renderLearnerDashboard('applications');
    expect(await screen.findByText(MESSAGES.failedLoadApplications, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.tryAgain })).toBeInTheDocument();
  });
});
