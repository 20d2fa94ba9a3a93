import { EXIT_REASONS, type PlacementLifeReport, REPORT_LIFE_MESSAGES as TEXT } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';

// The Reports tab's placement life section (issue 29), through the whole app in jsdom.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const LIFE = 'GET /api/Admin/PlacementLifeReport';

function makeLife(quiet = false): PlacementLifeReport {
  return {
    from: '2025-12-01',
    to: '2026-11-24',
    sector: null,
    employerType: null,
    earlyExits: {
      total: quiet ? 0 : 3,
      byReason: EXIT_REASONS.map((reason) => ({
        reason,
        count: quiet ? 0 : reason === 'found-work' ? 2 : reason === 'health' ? 1 : 0,
      })),
      byMonth: quiet
        ? []
        : [
            { month: 1, count: 1 },
            { month: 2, count: 0 },
            { month: 3, count: 2 },
          ],
    },
    reviewsOnTime: quiet ? { signedOff: 0, onTime: 0, rate: null } : { signedOff: 4, onTime: 3, rate: 0.75 },
    ratings: quiet
      ? { reviews: 0, learner: null, attendance: null, punctuality: null, quality: null, teamwork: null }
      : { reviews: 4, learner: 4.25, attendance: 4.5, punctuality: 4, quality: 3.75, teamwork: 3 },
  };
}

function serve(report: PlacementLifeReport) {
  const api = createFakeAdminApi();
  api.override('GET /api/Admin/Reports', () => json(500, { success: false, error: 'x', code: 'INTERNAL' }));
  api.override(LIFE, () => json(200, report));
  return api;
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));

describe('Reports tab: during the placement', () => {
  it('shows early exits, reviews on time and the average ratings as cards and small tables', async () => {
    const api = serve(makeLife());
    renderDashboard('admin', 'reports');
    const card = (name: string) => screen.findByRole('article', { name }, PAGE_LOAD);
    expect(await card(TEXT.lifeEarlyExits)).toHaveTextContent('3');
    expect(await card(TEXT.lifeReviewsOnTime)).toHaveTextContent('75%');
    expect(await card(TEXT.lifeReviewsOnTime)).toHaveTextContent('3 of 4 signed off by their due date');
    expect(await card(TEXT.lifeReviewsSignedOff)).toHaveTextContent('4');
    expect(rowsOf(TEXT.lifeByReasonCaption)).toEqual([
      ['Found work', '2'],
      ['Went into education', '0'],
      ['Conduct', '0'],
      ['Health', '1'],
      ['Moved away', '0'],
      ['Other', '0'],
    ]);
    expect(rowsOf(TEXT.lifeByMonthCaption)).toEqual([
      ['1', '1'],
      ['2', '0'],
      ['3', '2'],
    ]);
    expect(rowsOf(TEXT.lifeRatingsCaption)).toEqual([
      [TEXT.lifeRatingLearner, '4.25'],
      [TEXT.lifeRatingAttendance, '4.50'],
      [TEXT.lifeRatingPunctuality, '4.00'],
      [TEXT.lifeRatingQuality, '3.75'],
      [TEXT.lifeRatingTeamwork, '3.00'],
    ]);
    expect(api.requests.some((r) => r.path === '/api/Admin/PlacementLifeReport')).toBe(true);
  });

  it('says when nothing ended early and no review was signed off', async () => {
    serve(makeLife(true));
    renderDashboard('admin', 'reports');
    expect(await screen.findByRole('article', { name: TEXT.lifeReviewsOnTime }, PAGE_LOAD)).toHaveTextContent(
      TEXT.lifeNoValue,
    );
    expect(screen.getAllByText(TEXT.lifeNoExits)).toHaveLength(2);
    expect(screen.getByText(TEXT.lifeNoReviews)).toBeInTheDocument();
  });
});
