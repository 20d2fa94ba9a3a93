import { portalToday } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { applicationScene } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Employer/CompletePlacement and the dates a letter will certify: never before the
// placement began, and an early completion ends the placement on the day it was completed.
const ctx = useTestContext();
const call = queryCaller(ctx);
const URL = '/api/Employer/CompletePlacement';

const DAY = 24 * 60 * 60 * 1000;
/** A date `days` from today (Port of Spain), as 'YYYY-MM-DD'. */
const dayFromToday = (days: number) => portalToday(new Date(Date.now() + days * DAY));

type Scene = Awaited<ReturnType<typeof applicationScene>>;

/** Marks the scene's application Selected (the real call), then Placed from `start` to `end`. */
async function placed(scene: Scene, start: string, end: string): Promise<number> {
  const id = scene.application.placementId;
  const res = await call('POST', '/api/Employer/SetApplicationOutcome', scene.owner.token, {
    PlacementId: String(id),
    Outcome: 'selected',
  });
  expect(res.statusCode, res.body).toBe(200);
  await ctx.db
    .updateTable('placements')
    .set({ status: 5, date_placed: dayFromToday(-100), start_date: start, end_date: end })
    .where('id', '=', id)
    .execute();
  return id;
}

const evaluation = (placementId: number, Reason = 'The learner was offered a permanent post.') => ({
  PlacementId: String(placementId),
  Attendance: '5',
  Punctuality: '4',
  Quality: '4',
  Teamwork: '4',
  Remarks: 'Reliable and eager to learn.',
  Reason,
});

const placement = (id: number) =>
  ctx.db
    .selectFrom('placements')
    .select(['status', 'start_date', 'end_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/Employer/CompletePlacement: the dates served', () => {
  it('before the start date: 409 with a clear message, with or without a reason, and changes nothing', async () => {
    const scene = await applicationScene(ctx);
    const id = await placed(scene, dayFromToday(10), dayFromToday(400));
    for (const reason of ['', 'The learner was offered a permanent post.']) {
      const res = await call('POST', URL, scene.owner.token, evaluation(id, reason));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        error: 'A placement cannot be completed before its start date.',
      });
    }
    expect(await placement(id)).toEqual({
      status: 5,
      start_date: dayFromToday(10),
      end_date: dayFromToday(400),
    });
    const evaluations = await ctx.db.selectFrom('placement_evaluations').selectAll().execute();
    expect(evaluations).toEqual([]);
  });

  it('on its start date it may be completed (one day served)', async () => {
    const scene = await applicationScene(ctx);
    const today = dayFromToday(0);
    const id = await placed(scene, today, dayFromToday(100));
    const res = await call('POST', URL, scene.owner.token, evaluation(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(await placement(id)).toEqual({ status: 7, start_date: today, end_date: today });
  });

  it('early: the placement ends on its completion date, and its letter states the dates served', async () => {
    const scene = await applicationScene(ctx);
    const start = dayFromToday(-20);
    const planned = dayFromToday(200);
    const id = await placed(scene, start, planned);
    const res = await call('POST', URL, scene.owner.token, evaluation(id));
    expect(res.statusCode, res.body).toBe(200);
    const today = dayFromToday(0);
    expect(res.json().data).toMatchObject({ placementStatus: 7, startDate: start, endDate: today });
    expect(await placement(id)).toEqual({ status: 7, start_date: start, end_date: today });
    const [entry] = await ctx.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'placement.completed')
      .execute();
    expect(entry!.detail).toMatchObject({ early: true, plannedEndDate: planned, endDate: today });

    const letter = await call('POST', '/api/Employer/GenerateExperienceLetter', scene.owner.token, {
      PlacementId: String(id),
    });
    expect(letter.statusCode, letter.body).toBe(201);
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/Public/VerifyLetter/${letter.json().data.verificationCode}`,
    });
    expect(check.json()).toMatchObject({ status: 'genuine', letter: { startDate: start, endDate: today } });
  });

  it('at or after the end date keeps the end date', async () => {
    const scene = await applicationScene(ctx);
    const id = await placed(scene, dayFromToday(-90), dayFromToday(-3));
    const res = await call('POST', URL, scene.owner.token, evaluation(id, ''));
    expect(res.statusCode, res.body).toBe(200);
    expect(await placement(id)).toMatchObject({ end_date: dayFromToday(-3) });
  });
});
