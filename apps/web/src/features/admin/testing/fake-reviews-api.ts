import {
  type AdminReview,
  adminReviewSchema,
  adminReviewsQuerySchema,
  MESSAGES,
  type Officer,
  reviewSummarySchema,
  scheduleReviewSchema,
  signOffReviewSchema,
} from '@ojt/domain';
import { fail, notFound, type Params, parseParams, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import { makeQuietPlacementLife } from './review-fixtures';

/** A review of the fake server: the answer's fields, and the officer whose placement it is. */
export interface FakeReview extends AdminReview {
  officerId: number;
}

/** The reviews part of the fake admin server's data. */
export interface ReviewData {
  reviews: FakeReview[];
  officers: Officer[];
}

const NOW = '2026-11-27T12:00:00.000Z';

/** A review as the API answers it (without the fixture's officer), checked against the contract. */
const answerOf = ({ officerId: _o, ...review }: FakeReview) => adminReviewSchema.parse(review);

function list(data: ReviewData, query: URLSearchParams): Response {
  const parsed = parseParams(adminReviewsQuerySchema, Object.fromEntries(query));
  if ('refusal' in parsed) return parsed.refusal;
  const { OfficerId, Status } = parsed.values;
  if (OfficerId !== undefined && !data.officers.some((o) => o.id === OfficerId))
    return notFound(MESSAGES.officerNotFound);
  const rows = data.reviews
    .filter((r) => (OfficerId === undefined || r.officerId === OfficerId) && (!Status || r.status === Status))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return json(200, rows.map(answerOf));
}

function summary(data: ReviewData): Response {
  const open = data.reviews.filter((r) => r.status !== 'done');
  return json(
    200,
    reviewSummarySchema.parse({
      overdue: open.filter((r) => r.status === 'overdue').length,
      highRisk: data.reviews.filter((r) => r.risk === 'High').length,
      dueThisWeek: open.filter((r) => r.status === 'due').length,
    }),
  );
}

/** The review by id (404), not signed off (409), then `act`. */
function onOpenReview(data: ReviewData, reviewId: number, act: (review: FakeReview) => Response): Response {
  const review = data.reviews.find((r) => r.reviewId === reviewId);
  if (!review) return notFound(MESSAGES.reviewNotFound);
  if (review.signedOffAt) return fail(409, 'CONFLICT', MESSAGES.reviewSignedOff);
  return act(review);
}

function schedule(data: ReviewData, params: Params): Response {
  const parsed = parseParams(scheduleReviewSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { reviewId, at, where } = parsed.values;
  return onOpenReview(data, reviewId, (review) => {
    const held = Date.parse(at) <= Date.parse(NOW);
    Object.assign(review, {
      scheduledAt: new Date(at).toISOString(),
      where,
      status: review.status === 'overdue' ? 'overdue' : 'due',
    });
    const message = held ? MESSAGES.reviewHeldRecorded : MESSAGES.reviewScheduled;
    return json(200, { success: true, message, data: answerOf(review) });
  });
}

function signOff(data: ReviewData, params: Params): Response {
  const parsed = parseParams(signOffReviewSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { reviewId, actions, risk } = parsed.values;
  return onOpenReview(data, reviewId, (review) => {
    if (!review.learnerDone || !review.employerDone)
      return fail(409, 'CONFLICT', MESSAGES.reviewInputsMissing);
    Object.assign(review, { actions, risk, status: 'done', signedOffAt: NOW });
    return json(200, { success: true, message: MESSAGES.reviewSignedOffDone, data: answerOf(review) });
  });
}

/**
 * The office's review calls in memory: the list filters by officer (404 unknown) and status as the
 * server does, oldest due first; schedule and sign-off validate with the domain's schemas (400), answer
 * 404 unknown, 409 once signed off and 409 for sign-off until both parts are in.
 */
export function reviewRoute(data: ReviewData, r: RecordedRequest): Response | null {
  const key = `${r.method} ${r.path}`;
  const params = { ...Object.fromEntries(r.query), ...r.body };
  if (key === 'GET /api/Admin/Reviews') return list(data, r.query);
  if (key === 'GET /api/Admin/ReviewSummary') return summary(data);
  // The Reports tab's placement life section: nothing in it unless a test overrides it.
  if (key === 'GET /api/Admin/PlacementLifeReport') return json(200, makeQuietPlacementLife());
  if (key === 'POST /api/Admin/ScheduleReview') return schedule(data, params);
  if (key === 'POST /api/Admin/SignOffReview') return signOff(data, params);
  return null;
}
