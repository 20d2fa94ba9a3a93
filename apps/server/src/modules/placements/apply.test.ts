import { formatPortalDateTime } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import {
  applyAs,
  bearer,
  createLearner,
  employerSession,
  learnerSession,
  publishedPosition,
  type SignedIn,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const call = bodyCaller(ctx);
const apply = (token: string | undefined, payload: Record<string, unknown>) =>
  call('POST', '/api/Learner/ApplyForOJT', token, payload);
/** The learner applies for itself (placement type 1). */
const applyTo = (learner: SignedIn, openingId: number) =>
  apply(learner.token, { JobOpeningId: openingId, LearnerId: learner.username, PlacementType: 1 });

async function openOpening(change: Record<string, string> = {}) {
  const employer = await employerSession(ctx);
  return { employer, ...(await publishedPosition(ctx, employer, { opening: change })) };
}

describe('POST /api/Learner/ApplyForOJT', () => {
  it('answers 401 without a token, 403 for an employer, 403 when LearnerId is someone else', async () => {
    const { employer, opening } = await openOpening();
    const payload = { JobOpeningId: opening.jobOpeningId, LearnerId: 'someone', PlacementType: 1 };
    expect((await apply(undefined, payload)).statusCode).toBe(401);
    expect((await apply(employer.token, payload)).statusCode).toBe(403);
    const learner = await learnerSession(ctx);
    const other = await createLearner(ctx);
    const res = await apply(learner.token, { ...payload, LearnerId: other.username });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', error: 'You can apply only for yourself.' });
  });

  it('answers 400 for bad input and 404 for no such opening', async () => {
    const learner = await learnerSession(ctx);
    const base = { JobOpeningId: 1, LearnerId: learner.username, PlacementType: 1 };
    for (const change of [
      { PlacementType: 9 },
      { PlacementType: 0 },
      { JobOpeningId: 'x' },
      { LearnerId: '' },
      { extra: 1 },
    ]) {
      expect((await apply(learner.token, { ...base, ...change })).statusCode, JSON.stringify(change)).toBe(
        400,
      );
    }
    expect((await apply(learner.token, { ...base, JobOpeningId: 123456 })).statusCode).toBe(404);
  });

  it('creates an Applied application with its first history row; a second apply is 409', async () => {
    const { employer, opening } = await openOpening();
    const learner = await learnerSession(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Learner/ApplyForOJT',
      headers: bearer(learner.token),
      query: {
        JobOpeningId: String(opening.jobOpeningId),
        LearnerId: learner.username.toUpperCase(),
        PlacementType: '2',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Application Submitted Successfully!',
      data: {
        learnerKey: learner.username,
        placementStatus: 1,
        placementTypeKey: 2,
        jobOpeningKey: opening.jobOpeningId,
      },
    });
    const rows = await ctx.db.selectFrom('placement_status_history').selectAll().execute();
    expect(rows).toMatchObject([{ from_status: null, to_status: 1 }]);

    const again = await applyTo(learner, opening.jobOpeningId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already applied to this opening.');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/Employer/GetJobApplications',
      headers: bearer(employer.token),
    });
    expect(list.json()).toHaveLength(1);
  });

  it('answers 409 when the opening is closed, not yet open, or its position disabled', async () => {
    const learner = await learnerSession(ctx);
    const later = await openOpening({ OpenDate: formatPortalDateTime(new Date(Date.now() + 86_400_000)) });
    const notYet = await applyTo(learner, later.opening.jobOpeningId);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toBe('This opening is not accepting applications.');

    const { employer, position, opening } = await openOpening();
    await call('POST', `/api/Employer/ToggleEmpJobStatus?jobPositionId=${position.empjobid}`, employer.token);
    const disabled = await applyTo(learner, opening.jobOpeningId);
    expect(disabled.statusCode).toBe(409);

    await call('POST', `/api/Employer/CloseJobPosition?JobOpeningId=${opening.jobOpeningId}`, employer.token);
    const closed = await applyTo(learner, opening.jobOpeningId);
    expect(closed.statusCode).toBe(409);
  });

  it('lets two learners apply to the same opening', async () => {
    const { opening } = await openOpening();
    const first = await learnerSession(ctx);
    const second = await learnerSession(ctx);
    const a = await applyAs(ctx, first, opening.jobOpeningId);
    const b = await applyAs(ctx, second, opening.jobOpeningId);
    expect(a.placementId).not.toBe(b.placementId);
  });
});
