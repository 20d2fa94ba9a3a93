import { type Caseload, CASELOAD_MESSAGES as TEXT } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeOfficers } from '../../testing/placement-fixtures';

// The office's Caseload view (issue 29), through the whole app in jsdom.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const CASELOAD = 'GET /api/Admin/Caseload';

function makeCaseload(): Caseload {
  return {
    officer: { id: 1, name: 'Anil Ramkissoon' },
    placements: 3,
    counts: {
      agreementsNotConfirmed: 0,
      agreementsOverdue: 1,
      reviewsDue: 0,
      reviewsOverdue: 1,
      monthsWaiting: 0,
      highRisk: 0,
      breaksEndingSoon: 1,
    },
    items: [
      {
        placementId: 101,
        learnerName: 'Ann Baptiste',
        employerName: 'Caribbean Steel Ltd',
        kind: 'agreement-overdue',
        reviewId: null,
        dueDate: '2026-11-10',
        text: 'Agreement version 1 was to be confirmed by 10 Nov 2026.',
      },
      {
        placementId: 102,
        learnerName: 'Ravi Singh',
        employerName: 'Island Foods Ltd',
        kind: 'review-overdue',
        reviewId: 7,
        dueDate: '2026-11-15',
        text: 'Review 1 was due on 15 Nov 2026 and is not signed off.',
      },
      {
        placementId: 103,
        learnerName: 'Maya Ali',
        employerName: 'Caribbean Steel Ltd',
        kind: 'break-ending',
        reviewId: null,
        dueDate: '2026-12-01',
        text: 'The break from 20 Nov 2026 ends on 1 Dec 2026.',
      },
    ],
  };
}

function serve(answer: Caseload | null = makeCaseload()) {
  const api = createFakeAdminApi({ officers: makeOfficers() });
  api.override(CASELOAD, (request) =>
    answer
      ? json(200, { ...answer, officer: { ...answer.officer, id: Number(request.query.get('OfficerId')) } })
      : json(500, { success: false, error: 'x', code: 'INTERNAL' }),
  );
  return api;
}

async function chooseOfficer(name = 'Anil Ramkissoon (Placement officer)') {
  renderDashboard('admin', 'placements', 'view=caseload');
  const select = await screen.findByRole('combobox', { name: TEXT.caseloadOfficerLabel }, PAGE_LOAD);
  expect(screen.getByText(TEXT.caseloadChooseOfficer)).toBeInTheDocument();
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeInTheDocument());
  await userEvent.selectOptions(select, within(select).getByRole('option', { name }));
}

describe('Admin Placements: Caseload', () => {
  it("asks for the officer's caseload and shows its counts as cards and its items in order", async () => {
    const api = serve();
    await chooseOfficer();
    const card = (name: string) => screen.findByRole('article', { name });
    expect(await card(TEXT.caseloadPlacements)).toHaveTextContent('3');
    expect(await card(TEXT.cardAgreementsOverdue)).toHaveTextContent('1');
    expect(await card(TEXT.cardReviewsOverdue)).toHaveTextContent('1');
    expect(await card(TEXT.cardBreaksEndingSoon)).toHaveTextContent('1');
    expect(await card(TEXT.cardHighRisk)).toHaveTextContent('0');
    expect(api.requests.find((r) => r.path === '/api/Admin/Caseload')?.query.get('OfficerId')).toBe('1');
    const list = screen.getByRole('list', { name: TEXT.caseloadItemsHeading });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      `${TEXT.kindAgreementOverdue}: Ann Baptiste`,
      `${TEXT.kindReviewOverdue}: Ravi Singh`,
      `${TEXT.kindBreakEnding}: Maya Ali`,
    ]);
    expect(items[0]).toHaveTextContent('Agreement version 1 was to be confirmed by 10 Nov 2026.');
    expect(items[0]).toHaveTextContent('Caribbean Steel Ltd');
    // Only the review item links to the Reviews view; every item opens its placement.
    expect(within(items[0]!).queryByRole('link', { name: TEXT.caseloadOpenReviews })).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: TEXT.caseloadOpenReviews })).toHaveAttribute(
      'href',
      expect.stringContaining('view=reviews'),
    );
    expect(within(items[2]!).getByRole('button', { name: TEXT.caseloadOpenPlacement })).toBeInTheDocument();
  });

  it('says when nothing needs attention', async () => {
    serve({ ...makeCaseload(), placements: 0, items: [] });
    await chooseOfficer('Carla Mohammed (PME officer)');
    expect(await screen.findByText(TEXT.caseloadNothing)).toBeInTheDocument();
  });

  it('says when the caseload failed to load', async () => {
    serve(null);
    await chooseOfficer();
    expect(await screen.findByText(TEXT.caseloadFailed)).toBeInTheDocument();
  });
});
