import { expect } from 'vitest';
import type { TestClock } from '../clock.ts';
import type { TestContext } from '../test-app.ts';
import { bearer } from './sessions.ts';
import { type PlacedScene, placedLearnerScene, portOfSpain, renewSessions } from './timesheets.ts';

// The scene of the progress reviews' tests (issue 29): a learner placed from Monday 7 January 2030
// to 31 December 2030; reviews due 4 February, 1 April, 24 June, 16 September, 9 December.

/** The placed learner, the clock on `at` (Port of Spain wall time). */
export async function reviewScene(
  ctx: TestContext,
  clock: TestClock,
  at = '2030-02-01T09:00',
): Promise<PlacedScene> {
  clock.set(new Date());
  const scene = await placedLearnerScene(ctx, { start: '2030-01-07', end: '2030-12-31' });
  clock.set(portOfSpain(at));
  await renewSessions(ctx, scene);
  return scene;
}

/** GET `url` with `query` as `token`; answers the response. */
export function getAs(
  ctx: TestContext,
  url: string,
  token: string | undefined,
  query: Record<string, string> = {},
) {
  return ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}), query });
}

/** POST `url` with a JSON `payload` as `token`; answers the response. */
export function postAs(
  ctx: TestContext,
  url: string,
  token: string | undefined,
  payload: Record<string, unknown>,
) {
  return ctx.app.inject({ method: 'POST', url, ...(token ? { headers: bearer(token) } : {}), payload });
}

/** The learner's reviews of the scene's placement (200 expected). */
export async function learnerReviews(ctx: TestContext, s: PlacedScene) {
  const res = await getAs(ctx, '/api/Learner/Reviews', s.learner.token, {
    PlacementId: String(s.placementId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    reviewId: number;
    seq: number;
    dueDate: string;
    status: string;
    mustFill: boolean;
  }[];
}

/** Both parties fill review `reviewId` (200 expected). */
export async function fillBothParts(ctx: TestContext, s: PlacedScene, reviewId: number) {
  const learner = await postAs(ctx, '/api/Learner/ReviewInput', s.learner.token, {
    reviewId,
    rating: 4,
    whatWouldHelp: 'More time with the accounts team',
  });
  expect(learner.statusCode, learner.body).toBe(200);
  const employer = await postAs(ctx, '/api/Employer/ReviewInput', s.owner.token, {
    reviewId,
    attendance: 5,
    punctuality: 4,
    quality: 4,
    teamwork: 3,
    remarks: 'Settling in well',
  });
  expect(employer.statusCode, employer.body).toBe(200);
}
