import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  applyAs,
  bearer,
  learnerSession,
  placedLearnerScene,
  portOfSpain,
  publishedPosition,
  renewSessions,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// GET /api/Admin/TransferOptions and GET /api/Learner/ExitSurveysDue (issue 29): what the screens
// offer before a transfer and after an early exit.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);
const OPTIONS = '/api/Admin/TransferOptions';
const DUE = '/api/Learner/ExitSurveysDue';

/** A learner placed March–December 2030, with an application to the other employer (Applied). */
async function scene() {
  clock.set(new Date());
  const s = await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31' });
  const { opening } = await publishedPosition(ctx, s.other, { position: { jobTitle: 'Junior Chemist' } });
  const second = await applyAs(ctx, s.learner, opening.jobOpeningId, 1);
  clock.set(portOfSpain('2030-05-20T09:00'));
  await renewSessions(ctx, s);
  return { ...s, secondId: second.placementId as number };
}
const select = (s: Awaited<ReturnType<typeof scene>>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/SetApplicationOutcome',
    headers: bearer(s.other.token),
    payload: { PlacementId: s.secondId, Outcome: 'selected' },
  });

describe('GET /api/Admin/TransferOptions', () => {
  it('answers 401 without a token, 403 to the employer and the learner', async () => {
    const s = await scene();
    const url = `${OPTIONS}?PlacementId=${s.placementId}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, s.owner.token)).statusCode).toBe(403);
    expect((await call('GET', url, s.learner.token)).statusCode).toBe(403);
  });

  it('answers 400 for a bad or missing id and 404 for an unknown placement', async () => {
    const s = await scene();
    for (const query of ['', '?PlacementId=abc', '?PlacementId=-1', '?PlacementId=1&x=2']) {
      const res = await call('GET', `${OPTIONS}${query}`, s.admin.token);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await call('GET', `${OPTIONS}?PlacementId=999999`, s.admin.token)).statusCode).toBe(404);
  });

  it("lists the learner's applications Selected by another employer only", async () => {
    const s = await scene();
    const url = `${OPTIONS}?PlacementId=${s.placementId}`;
    // Still Applied: not a destination.
    expect((await call('GET', url, s.admin.token)).json()).toEqual([]);
    expect((await select(s)).statusCode).toBe(200);
    const res = await call('GET', url, s.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        placementId: s.secondId,
        employerId: expect.any(String),
        employerName: expect.any(String),
        positionTitle: 'Junior Chemist',
        appliedAt: expect.any(String),
      },
    ]);
    // Seen from the Selected application, the placed one (another employer, but Placed) is no option.
    expect((await call('GET', `${OPTIONS}?PlacementId=${s.secondId}`, s.admin.token)).json()).toEqual([]);
  });
});

describe('GET /api/Learner/ExitSurveysDue', () => {
  it('answers 401 without a token and 403 to an employer or an admin', async () => {
    const s = await scene();
    expect((await call('GET', DUE)).statusCode).toBe(401);
    expect((await call('GET', DUE, s.owner.token)).statusCode).toBe(403);
    expect((await call('GET', DUE, s.admin.token)).statusCode).toBe(403);
  });

  it("lists the learner's own exited placements until their survey is answered", async () => {
    const s = await scene();
    expect((await call('GET', DUE, s.learner.token)).json()).toEqual({ placementIds: [] });
    const exit = { date: '2030-05-15', reason: 'health', details: '' };
    const ended = await call('POST', `/api/Placements/${s.placementId}/EndEarly`, s.owner.token, exit);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call('GET', DUE, s.learner.token)).json()).toEqual({ placementIds: [s.placementId] });
    const stranger = await learnerSession(ctx);
    expect((await call('GET', DUE, stranger.token)).json()).toEqual({ placementIds: [] });
    const survey = { placementId: s.placementId, why: 'My health', recommend: 3, change: '' };
    expect((await call('POST', '/api/Learner/ExitSurvey', s.learner.token, survey)).statusCode).toBe(200);
    expect((await call('GET', DUE, s.learner.token)).json()).toEqual({ placementIds: [] });
  });
});

describe('GET /api/Employer/Applications?ForLetters', () => {
  it('answers 400 for a bad flag and lists Completed and Exited early placements for letters', async () => {
    const s = await scene();
    const url = '/api/Employer/Applications?ForLetters=';
    expect((await call('GET', `${url}maybe`, s.owner.token)).statusCode).toBe(400);
    expect((await call('GET', `${url}true`, s.owner.token)).json().items).toEqual([]);
    const exit = { date: '2030-05-15', reason: 'moved', details: '' };
    expect(
      (await call('POST', `/api/Placements/${s.placementId}/EndEarly`, s.owner.token, exit)).statusCode,
    ).toBe(200);
    const res = await call('GET', `${url}true`, s.owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((item: { placementId: number }) => item.placementId)).toEqual([
      s.placementId,
    ]);
    expect(res.json().total).toBe(1);
  });
});
