import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  employerSession,
  learnerSession,
  placedLearnerScene,
  portOfSpain,
  renewSessions,
} from '../../test/factories.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Placements/{id}/EndEarly and POST /api/Learner/ExitSurvey (issue 29).
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);
const endUrl = (id: number | string) => `/api/Placements/${id}/EndEarly`;
const SURVEY = '/api/Learner/ExitSurvey';
const exit = { date: '2030-05-15', reason: 'found-work', details: 'A permanent post at a bank' };

async function scene() {
  clock.set(new Date());
  const s = await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31' });
  clock.set(portOfSpain('2030-05-20T09:00'));
  await renewSessions(ctx, s);
  return s;
}
const row = (id: number) =>
  ctx.db
    .selectFrom('placements')
    .select(['status', 'end_date', 'exit_reason', 'exit_details', 'exited_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const subjects = async () =>
  (await ctx.db.selectFrom('outbox').select('subject').execute()).map((m) => m.subject);

describe('POST /api/Placements/{id}/EndEarly', () => {
  it('answers 401 without a token and 403 to another learner or employer', async () => {
    const s = await scene();
    expect((await call('POST', endUrl(s.placementId), undefined, exit)).statusCode).toBe(401);
    const stranger = await learnerSession(ctx);
    expect((await call('POST', endUrl(s.placementId), stranger.token, exit)).statusCode).toBe(403);
    const otherEmployer = await employerSession(ctx);
    expect((await call('POST', endUrl(s.placementId), otherEmployer.token, exit)).statusCode).toBe(403);
    expect((await row(s.placementId)).status).toBe(5);
  });

  it('answers 400 for a reason off the list, a bad date or id, 404 for an unknown placement', async () => {
    const s = await scene();
    const off = await call('POST', endUrl(s.placementId), s.learner.token, { ...exit, reason: 'bored' });
    expect(off.statusCode).toBe(400);
    expect(off.json().fields.reason).toBe(MESSAGES.exitReasonInvalid);
    expect(
      (await call('POST', endUrl(s.placementId), s.learner.token, { ...exit, date: 'x' })).statusCode,
    ).toBe(400);
    expect((await call('POST', endUrl('abc'), s.learner.token, exit)).statusCode).toBe(400);
    expect((await call('POST', endUrl(999999), s.admin.token, exit)).statusCode).toBe(404);
  });

  it('ends it as Exited early on the date with the reason, telling the others', async () => {
    const s = await scene();
    const res = await call('POST', endUrl(s.placementId), s.learner.token, exit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MESSAGES.placementEndedEarly });
    expect(await row(s.placementId)).toMatchObject({
      status: 9,
      end_date: '2030-05-15',
      exit_reason: 'found-work',
      exit_details: 'A permanent post at a bank',
    });
    // The learner ended it: only the employer is told.
    expect((await subjects()).filter((x) => x.startsWith('Placement ended early'))).toHaveLength(1);
    const again = await call('POST', endUrl(s.placementId), s.owner.token, exit);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MESSAGES.changeOnlyPlaced);
  });

  it('lets the employer and the admin end it, and answers 409 for a date outside the placement', async () => {
    const s = await scene();
    const outside = await call('POST', endUrl(s.placementId), s.owner.token, { ...exit, date: '2031-01-05' });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error).toBe(MESSAGES.exitDateOutside);
    const res = await call('POST', endUrl(s.placementId), s.admin.token, { ...exit, reason: 'conduct' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subjects()).filter((x) => x.startsWith('Placement ended early'))).toHaveLength(2);
  });
});

describe('the experience letter of a placement that ended early', () => {
  it('is issued for the time served and says it ended early on the date', async () => {
    const s = await scene();
    const refused = await call('POST', '/api/Employer/GenerateExperienceLetter', s.owner.token, {
      PlacementId: s.placementId,
    });
    expect(refused.statusCode).toBe(409);
    expect((await call('POST', endUrl(s.placementId), s.owner.token, exit)).statusCode).toBe(200);
    const issued = await call('POST', '/api/Employer/GenerateExperienceLetter', s.owner.token, {
      PlacementId: s.placementId,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const pdf = await call('GET', `/api/Letters/${issued.json().data.letterId}/pdf`, s.learner.token);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPageTexts(pdf.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('for the time served');
    expect(text).toContain('ended early on');
    expect(text).not.toContain('overall result');
  });
});

describe('POST /api/Learner/ExitSurvey', () => {
  const survey = (placementId: number, extra: Record<string, unknown> = {}) => ({
    placementId,
    why: 'I found a permanent job',
    recommend: 4,
    change: 'More site visits',
    ...extra,
  });

  it('answers 401, 403 to an employer, an admin and another learner', async () => {
    const s = await scene();
    expect((await call('POST', SURVEY, undefined, survey(s.placementId))).statusCode).toBe(401);
    expect((await call('POST', SURVEY, s.owner.token, survey(s.placementId))).statusCode).toBe(403);
    expect((await call('POST', SURVEY, s.admin.token, survey(s.placementId))).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    expect((await call('POST', SURVEY, stranger.token, survey(s.placementId))).statusCode).toBe(403);
  });

  it('answers 400 for a recommendation off the scale or a missing why', async () => {
    const s = await scene();
    for (const [extra, field] of [
      [{ recommend: 6 }, 'recommend'],
      [{ recommend: 'x' }, 'recommend'],
      [{ why: '' }, 'why'],
    ] as const) {
      const res = await call('POST', SURVEY, s.learner.token, survey(s.placementId, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
  });

  it('answers 409 before the exit, saves it once after, and 409 the second time', async () => {
    const s = await scene();
    const early = await call('POST', SURVEY, s.learner.token, survey(s.placementId));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(MESSAGES.exitSurveyNotExited);
    expect((await call('POST', endUrl(s.placementId), s.learner.token, exit)).statusCode).toBe(200);
    const saved = await call('POST', SURVEY, s.learner.token, survey(s.placementId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ctx.db.selectFrom('exit_surveys').select(['recommend', 'why']).execute()).toEqual([
      { recommend: 4, why: 'I found a permanent job' },
    ]);
    const twice = await call('POST', SURVEY, s.learner.token, survey(s.placementId));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(MESSAGES.exitSurveyDone);
  });
});
