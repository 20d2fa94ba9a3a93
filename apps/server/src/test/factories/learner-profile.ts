import { expect } from 'vitest';
import type { TestContext } from '../test-app.ts';
import type { Account, SignedIn } from './accounts.ts';
import type { Payload } from './serial.ts';
import { bearer } from './sessions.ts';

/** An UpdateLearnerProfile payload for the learner: their sign-up details (the four lists left out) and `overrides`. */
export function validLearnerProfile(learner: Account, overrides: Payload = {}): Payload {
  const { lstQualification: _q, lstExp: _e, lstIds: _i, lstRef: _r, ...fields } = learner.payload;
  return { learnerID: learner.username, ...fields, ...overrides };
}

/** Saves the learner's profile through POST /api/Learner/UpdateLearnerProfile (e.g. `{ lstQualification: [...] }`). */
export async function updateProfileAs(
  ctx: TestContext,
  learner: SignedIn,
  overrides: Payload = {},
): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Learner/UpdateLearnerProfile',
    headers: bearer(learner.token),
    payload: validLearnerProfile(learner, overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
}
