import { MESSAGES, REVIEW_ADMIN_MESSAGES as TEXT } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeOfficers } from '../../testing/placement-fixtures';
import { EMPLOYER_PART, LEARNER_PART, makeReview } from '../../testing/review-fixtures';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/Admin/Reviews';
const NAME = { selector: 'th p' };
const rowOf = (name: string) => screen.getByText(name, NAME).closest('tr') as HTMLElement;

/**
 * 1 overdue, nothing filled; 2 due, scheduled at the site, learner's part in; 3 due with both parts
 * in, officer 3's; 4 signed off, High risk.
 */
function seed() {
  return createFakeAdminApi({
    officers: makeOfficers(),
    reviews: [
      makeReview(1, { status: 'overdue', dueDate: '2026-11-20' }),
      makeReview(2, {
        scheduledAt: '2026-12-02T14:30:00.000Z',
        where: 'The site office',
        learnerDone: true,
        learnerPart: LEARNER_PART,
      }),
      makeReview(3, {
        seq: 2,
        officerId: 3,
        learnerDone: true,
        employerDone: true,
        learnerPart: LEARNER_PART,
        employerPart: EMPLOYER_PART,
      }),
      makeReview(4, {
        status: 'done',
        learnerDone: true,
        employerDone: true,
        learnerPart: LEARNER_PART,
        employerPart: EMPLOYER_PART,
        risk: 'High',
        actions: 'Weekly call with the supervisor',
        signedOffAt: '2026-11-25T15:00:00.000Z',
      }),
    ],
  });
}

async function openReviews() {
  const view = renderDashboard('admin', 'placements', 'view=reviews');
  await screen.findByText('Learner1 Persad', NAME, PAGE_LOAD);
  return view;
}

describe('Reviews view', () => {
  it('sits beside Placements, keeps ?view=reviews, and lists each review with its parts, risk and status in words', async () => {
    seed();
    const { router } = renderDashboard('admin', 'placements');
    const views = await screen.findByRole('radiogroup', { name: 'Show' }, PAGE_LOAD);
    await userEvent.click(within(views).getByRole('radio', { name: 'Reviews' }));
    expect(await screen.findByRole('heading', { name: TEXT.reviewsHeading, level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=placements&view=reviews');
    await screen.findByText('Learner1 Persad', NAME);

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Learner',
      'Employer',
      'Due',
      'Meeting',
      'Parts filled',
      'Risk',
      'Status',
      'Actions',
    ]);
    const overdue = rowOf('Learner1 Persad');
    for (const text of [
      'Company 001 Ltd',
      '20 Nov 2026',
      'Overdue',
      TEXT.notScheduled,
      TEXT.learnerPartMissing,
    ])
      expect(within(overdue).getByText(text)).toBeInTheDocument();
    const scheduled = rowOf('Learner2 Persad');
    for (const text of ['2 Dec 2026, 10:30 am', 'The site office', TEXT.learnerPartIn, 'Due'])
      expect(within(scheduled).getByText(text)).toBeInTheDocument();
    expect(within(scheduled).getByText(TEXT.supervisorPartMissing)).toBeInTheDocument();
    const done = rowOf('Learner4 Persad');
    expect(within(done).getByText('High')).toBeInTheDocument();
    expect(within(done).getByText(MESSAGES.reviewStatusDone)).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Schedule/ })).not.toBeInTheDocument();
    expect(
      within(done).getByRole('button', { name: 'View review 1 of Learner4 Persad' }),
    ).toBeInTheDocument();
  });

  it('sends the officer and status filters, and clears them', async () => {
    const api = seed();
    await openReviews();
    const last = () => api.calls(LIST).at(-1)?.query;
    expect(last()?.has('OfficerId')).toBe(false);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: TEXT.officerLabel }),
      'Carla Mohammed (PME officer)',
    );
    await waitFor(() => expect(last()?.get('OfficerId')).toBe('3'));
    await waitFor(() => expect(screen.queryByText('Learner1 Persad', NAME)).not.toBeInTheDocument());
    expect(screen.getByText('Learner3 Persad', NAME)).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: TEXT.officerLabel }),
      TEXT.allOfficers,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: TEXT.statusLabel }),
      TEXT.statusOverdueOption,
    );
    await waitFor(() => expect(last()?.get('Status')).toBe('overdue'));
    expect(last()?.has('OfficerId')).toBe(false);
    await waitFor(() => expect(screen.queryByText('Learner2 Persad', NAME)).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: TEXT.clearFilters }));
    await waitFor(() => expect(last()?.has('Status')).toBe(false));
    expect(await screen.findByText('Learner4 Persad', NAME)).toBeInTheDocument();
  });

  it('schedules a review: asks for the time, sends the Port of Spain instant and the place', async () => {
    const api = seed();
    await openReviews();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule review 1 of Learner1 Persad' }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.scheduleTitle });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-11-20');
    await userEvent.clear(within(dialog).getByLabelText(/^Date/));
    await userEvent.type(within(dialog).getByLabelText(/^Date/), '2026-12-10');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.scheduleAction }));
    expect(within(dialog).getByText(TEXT.timeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.reviewWhereRequired)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/ScheduleReview')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Time/), '10:30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Place or call/ }), 'Phone call');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.scheduleAction }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/Admin/ScheduleReview')[0]?.body).toEqual({
      reviewId: 1,
      at: '2026-12-10T14:30:00.000Z',
      where: 'Phone call',
    });
    expect(await screen.findByText(MESSAGES.reviewScheduled)).toBeInTheDocument();
    expect(await within(rowOf('Learner1 Persad')).findByText('Phone call')).toBeInTheDocument();
  });

  it("signs off: shows both parties' parts, says in words when a part is missing (409), then records actions and risk", async () => {
    const api = seed();
    await openReviews();
    await userEvent.click(screen.getByRole('button', { name: 'Sign off review 1 of Learner2 Persad' }));
    let dialog = await screen.findByRole('dialog', { name: TEXT.signOffTitle });
    const learner = within(dialog).getByRole('region', { name: MESSAGES.reviewLearnerPart });
    expect(within(learner).getByText('4 of 5')).toBeInTheDocument();
    expect(within(learner).getByText(LEARNER_PART.whatWouldHelp)).toBeInTheDocument();
    const supervisor = within(dialog).getByRole('region', { name: MESSAGES.reviewEmployerPart });
    expect(within(supervisor).getByText(MESSAGES.reviewNotYet)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.signOffAction }));
    expect(within(dialog).getByText(MESSAGES.reviewActionsRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(TEXT.riskRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Actions agreed/ }), 'Monthly call');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Medium' }));
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.signOffAction }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.reviewInputsMissing);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Sign off review 2 of Learner3 Persad' }));
    dialog = await screen.findByRole('dialog', { name: TEXT.signOffTitle });
    const scores = within(dialog).getByRole('region', { name: MESSAGES.reviewEmployerPart });
    for (const text of ['5 of 5', '4 of 5', '3 of 5', '2 of 5', EMPLOYER_PART.remarks])
      expect(within(scores).getByText(text)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Actions agreed/ }), ' Buddy at work ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'High' }));
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.signOffAction }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/Admin/SignOffReview').at(-1)?.body).toEqual({
      reviewId: 3,
      actions: 'Buddy at work',
      risk: 'High',
    });
    const row = rowOf('Learner3 Persad');
    expect(await within(row).findByText(MESSAGES.reviewStatusDone)).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
  });
});

describe('the overview', () => {
  it('shows the review counts, each card opening the Reviews view filtered', async () => {
    const api = seed();
    const { router } = renderDashboard('admin', 'overview');
    const overdue = await screen.findByRole('article', { name: TEXT.overdueCard }, PAGE_LOAD);
    expect(within(overdue).getByText('1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: TEXT.highRiskCard })).getByText('1'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: TEXT.dueThisWeekCard })).getByText('2'),
    ).toBeInTheDocument();

    await userEvent.click(within(overdue).getByRole('link', { name: TEXT.overdueCard }));
    expect(await screen.findByRole('heading', { name: TEXT.reviewsHeading, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: TEXT.statusLabel })).toHaveValue('overdue');
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.get('Status')).toBe('overdue'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=placements&view=reviews'));
  });
});
