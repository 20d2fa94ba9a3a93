import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { applicationScene, completedPlacementScene, createAdmin } from '../../test/factories.ts';
import { bodyCaller, queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The office's answers to a revoked letter: AllowLetterReissue and CorrectPlacementDates, each with
// its reason in the audit trail, and what they do to the letters of the placement.
const ctx = useTestContext();
const call = bodyCaller(ctx);
const callQuery = queryCaller(ctx);

const GENERATE = '/api/Employer/GenerateExperienceLetter';
const REVOKE = '/api/Admin/RevokeLetter';
const ALLOW = '/api/Admin/AllowLetterReissue';
const CORRECT = '/api/Admin/CorrectPlacementDates';

type Scene = Awaited<ReturnType<typeof completedPlacementScene>>;

const generate = (scene: Scene) =>
  call('POST', GENERATE, scene.owner.token, { PlacementId: scene.placementId });

/** A completed placement (5 Jan to 30 Jun 2026) whose one letter the office revoked. */
async function revokedScene() {
  const scene = await completedPlacementScene(ctx);
  const issued = await generate(scene);
  expect(issued.statusCode, issued.body).toBe(201);
  const { letterId } = issued.json().data;
  const revoked = await call('POST', REVOKE, scene.admin.token, {
    LetterId: letterId,
    Reason: 'Wrong dates',
  });
  expect(revoked.statusCode, revoked.body).toBe(200);
  return { ...scene, letterId: letterId as number };
}

const held = async (placementId: number) =>
  (
    await ctx.db
      .selectFrom('placements')
      .select('letters_held')
      .where('id', '=', placementId)
      .executeTakeFirstOrThrow()
  ).letters_held;

const audit = (action: string) =>
  ctx.db
    .selectFrom('audit_log')
    .select(['actor_role', 'record_type', 'record_id', 'detail'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

const placementDates = (id: number) =>
  ctx.db
    .selectFrom('placements')
    .select(['start_date', 'end_date', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const letters = (placementId: number) =>
  ctx.db
    .selectFrom('experience_letters')
    .select(['id', 'content', 'revoked_at', 'revoke_reason'])
    .where('placement_id', '=', placementId)
    .orderBy('id')
    .execute();

describe('POST /api/Admin/AllowLetterReissue', () => {
  it('answers 401 without a token and 403 to the employer and the learner, and allows nothing', async () => {
    const scene = await revokedScene();
    const body = { PlacementId: scene.placementId, Reason: 'Checked with the employer' };
    expect((await call('POST', ALLOW, undefined, body)).statusCode).toBe(401);
    for (const token of [scene.owner.token, scene.learner.token]) {
      const res = await call('POST', ALLOW, token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await held(scene.placementId)).toBe(true);
  });

  it('answers 400 naming the parameter, 404 for an unknown placement, 409 when nothing is held', async () => {
    const admin = await createAdmin(ctx);
    const missing = await call('POST', ALLOW, admin.token, { PlacementId: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.Reason).toBe(MESSAGES.reissueReasonRequired);
    for (const body of [
      { PlacementId: 'abc', Reason: 'x' },
      { PlacementId: 1, Reason: '   ' },
      { PlacementId: 1, Reason: 'r'.repeat(501) },
      { PlacementId: 1, Reason: 'bad\u0000reason' },
      { PlacementId: 1, Reason: 'x', Extra: 1 },
    ]) {
      const res = await call('POST', ALLOW, admin.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    const unknown = await call('POST', ALLOW, admin.token, { PlacementId: 999999, Reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.placementNotFound);
    const scene = await completedPlacementScene(ctx);
    const notHeld = await call('POST', ALLOW, scene.admin.token, {
      PlacementId: scene.placementId,
      Reason: 'x',
    });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().error).toBe(MESSAGES.letterReissueNotHeld);
    expect(await audit('letter.reissue-allowed')).toEqual([]);
  });

  it('lets the employer generate a new letter again (query string form), with the reason in the audit trail', async () => {
    const scene = await revokedScene();
    expect((await generate(scene)).statusCode).toBe(409);
    const res = await callQuery('POST', ALLOW, scene.admin.token, {
      PlacementId: String(scene.placementId),
      Reason: 'The dates were right; revoked by mistake',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.letterReissueAllowed });
    expect(await audit('letter.reissue-allowed')).toEqual([
      {
        actor_role: 'admin',
        record_type: 'placement',
        record_id: String(scene.placementId),
        detail: expect.objectContaining({ reason: 'The dates were right; revoked by mistake' }),
      },
    ]);
    expect((await generate(scene)).statusCode).toBe(201);
    // The allowance is spent on the next revocation, not kept for ever.
    const [, second] = await letters(scene.placementId);
    await call('POST', REVOKE, scene.admin.token, { LetterId: second!.id, Reason: 'Again wrong' });
    expect((await generate(scene)).statusCode).toBe(409);
  });
});

describe('POST /api/Admin/CorrectPlacementDates', () => {
  const body = (placementId: number, change: Record<string, unknown> = {}) => ({
    PlacementId: placementId,
    StartDate: '2026-01-12',
    EndDate: '2026-06-26',
    Reason: 'Started a week late, per the placement officer',
    ...change,
  });

  it('answers 401 without a token and 403 to the employer and the learner, and changes nothing', async () => {
    const scene = await revokedScene();
    expect((await call('POST', CORRECT, undefined, body(scene.placementId))).statusCode).toBe(401);
    for (const token of [scene.owner.token, scene.learner.token]) {
      expect((await call('POST', CORRECT, token, body(scene.placementId))).statusCode).toBe(403);
    }
    expect(await placementDates(scene.placementId)).toMatchObject({
      start_date: '2026-01-05',
      end_date: '2026-06-30',
    });
  });

  it('answers 400 naming the parameter for bad dates and reasons, 404 for an unknown placement', async () => {
    const scene = await revokedScene();
    const id = scene.placementId;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ StartDate: '01/12/2026' }, 'StartDate', 'StartDate must be a date (YYYY-MM-DD)'],
      [{ EndDate: '2026-02-30' }, 'EndDate', 'EndDate must be a date (YYYY-MM-DD)'],
      [{ StartDate: '' }, 'StartDate', 'StartDate is required'],
      [{ EndDate: '2026-01-11' }, 'EndDate', MESSAGES.endDateNotBeforeStart],
      [{ EndDate: '2028-01-13' }, 'EndDate', MESSAGES.endDateWithin24Months],
      [{ Reason: '' }, 'Reason', MESSAGES.reissueReasonRequired],
      [{ PlacementId: 'x' }, 'PlacementId', 'PlacementId is not valid'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', CORRECT, scene.admin.token, body(id, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(change)).toBe(message);
    }
    // A Completed placement cannot end after the day it was completed (today here).
    const late = await call('POST', CORRECT, scene.admin.token, body(id, { EndDate: '2028-01-01' }));
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.EndDate).toMatch(
      /^End date must not be after the day the placement was completed/,
    );
    const unknown = await call('POST', CORRECT, scene.admin.token, body(999999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.placementNotFound);
    expect(await placementDates(id)).toMatchObject({ start_date: '2026-01-05', end_date: '2026-06-30' });
    expect(await held(id)).toBe(true);
  });

  it('answers 409 for a placement that is neither Placed nor Completed, and for the dates it has', async () => {
    const { application } = await applicationScene(ctx);
    const admin = await createAdmin(ctx);
    const applied = await call('POST', CORRECT, admin.token, body(application.placementId));
    expect(applied.statusCode).toBe(409);
    expect(applied.json().error).toBe(MESSAGES.datesOnlyPlacedOrCompleted);
    const scene = await revokedScene();
    const same = await call(
      'POST',
      CORRECT,
      scene.admin.token,
      body(scene.placementId, { StartDate: '2026-01-05', EndDate: '2026-06-30' }),
    );
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe(MESSAGES.placementDatesUnchanged);
    expect(await audit('placement.dates-corrected')).toEqual([]);
  });

  it('corrects the dates, revokes valid letters that state others, and lets new letters state the corrected ones', async () => {
    const scene = await completedPlacementScene(ctx);
    const valid = await generate(scene);
    expect(valid.statusCode).toBe(201);
    const res = await call('POST', CORRECT, scene.admin.token, body(scene.placementId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGES.placementDatesCorrected,
      data: {
        placementId: scene.placementId,
        startDate: '2026-01-12',
        endDate: '2026-06-26',
        revokedLetterIds: [valid.json().data.letterId],
      },
    });
    expect(await placementDates(scene.placementId)).toEqual({
      start_date: '2026-01-12',
      end_date: '2026-06-26',
      status: 7,
    });
    const [old] = await letters(scene.placementId);
    expect(old!.revoked_at).not.toBeNull();
    expect(old!.revoke_reason).toBe(
      'Placement dates corrected: Started a week late, per the placement officer',
    );
    const verify = await ctx.app.inject({
      method: 'GET',
      url: `/api/Public/VerifyLetter/${valid.json().data.verificationCode}`,
    });
    expect(verify.json().status).toBe('revoked');

    const fresh = await generate(scene);
    expect(fresh.statusCode, fresh.body).toBe(201);
    const [, newer] = await letters(scene.placementId);
    expect(newer!.content).toMatchObject({ startDate: '2026-01-12', endDate: '2026-06-26' });
    expect(await audit('placement.dates-corrected')).toEqual([
      {
        actor_role: 'admin',
        record_type: 'placement',
        record_id: String(scene.placementId),
        detail: expect.objectContaining({
          previousStartDate: '2026-01-05',
          previousEndDate: '2026-06-30',
          startDate: '2026-01-12',
          endDate: '2026-06-26',
          reason: 'Started a week late, per the placement officer',
          revokedLetterIds: [valid.json().data.letterId],
        }),
      },
    ]);
  });

  it('releases a placement held after a revocation (query string form)', async () => {
    const scene = await revokedScene();
    const res = await callQuery('POST', CORRECT, scene.admin.token, {
      PlacementId: String(scene.placementId),
      StartDate: '2026-01-05',
      EndDate: '2026-05-29',
      Reason: 'Left at the end of May',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.revokedLetterIds).toEqual([]);
    expect(await held(scene.placementId)).toBe(false);
    expect((await generate(scene)).statusCode).toBe(201);
  });
});
