import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  learnerSession,
  placedLearnerScene,
  portOfSpain,
  readTimesheet,
  renewSessions,
} from '../../test/factories.ts';
import { bodyCaller, queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Admin/RecordBreak and GET /api/Admin/Breaks (issue 29): a break in training.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);
const get = queryCaller(ctx);
const URL = '/api/Admin/RecordBreak';

/** A learner placed from 1 March to 31 December 2030, on 20 March 2030. */
async function scene() {
  clock.set(new Date());
  const s = await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31' });
  clock.set(portOfSpain('2030-03-20T09:00'));
  await renewSessions(ctx, s);
  return s;
}
const body = (placementId: number, extra: Record<string, unknown> = {}) => ({
  placementId,
  from: '2030-03-11',
  to: '2030-03-15',
  reason: 'Illness',
  ...extra,
});
const endDate = async (id: number) =>
  (await ctx.db.selectFrom('placements').select('end_date').where('id', '=', id).executeTakeFirstOrThrow())
    .end_date;

describe('POST /api/Admin/RecordBreak', () => {
  it('answers 401 without a token and 403 to the employer and the learner', async () => {
    const s = await scene();
    expect((await call('POST', URL, undefined, body(s.placementId))).statusCode).toBe(401);
    expect((await call('POST', URL, s.owner.token, body(s.placementId))).statusCode).toBe(403);
    expect((await call('POST', URL, s.learner.token, body(s.placementId))).statusCode).toBe(403);
    expect(await ctx.db.selectFrom('placement_breaks').selectAll().execute()).toEqual([]);
  });

  it('answers 400 for dates out of order, a missing reason or bad values, 404 for an unknown placement', async () => {
    const s = await scene();
    for (const [extra, field] of [
      [{ to: '2030-03-10' }, 'to'],
      [{ reason: '' }, 'reason'],
      [{ from: '11/03/2030' }, 'from'],
      [{ extendEnd: 'maybe' }, 'extendEnd'],
      [{ placementId: { a: 1 } }, 'placementId'],
    ] as const) {
      const res = await call('POST', URL, s.admin.token, body(s.placementId, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await call('POST', URL, s.admin.token, body(999999))).statusCode).toBe(404);
  });

  it('records the break, moves the end date by its length, tells both and audits it', async () => {
    const s = await scene();
    const res = await call('POST', URL, s.admin.token, body(s.placementId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.breakRecorded,
      data: { placementId: s.placementId, from: '2030-03-11', to: '2030-03-15', days: 5, extendEnd: true },
    });
    expect(await endDate(s.placementId)).toBe('2031-01-05');
    const mails = await ctx.db.selectFrom('outbox').select(['subject']).execute();
    const told = mails.filter((m) => m.subject.startsWith('A break in training was recorded'));
    expect(told).toHaveLength(2);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'placement.break-recorded')
      .execute();
    expect(audit).toHaveLength(1);
    const list = await get('GET', '/api/Admin/Breaks', s.admin.token, { PlacementId: String(s.placementId) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([{ from: '2030-03-11', to: '2030-03-15', reason: 'Illness' }]);
  });

  it('keeps the end date when extendEnd is false', async () => {
    const s = await scene();
    const res = await call('POST', URL, s.admin.token, body(s.placementId, { extendEnd: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await endDate(s.placementId)).toBe('2030-12-31');
  });

  it('answers 409 for a break outside the placement or overlapping another', async () => {
    const s = await scene();
    const outside = await call('POST', URL, s.admin.token, body(s.placementId, { from: '2030-02-25' }));
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error).toBe(MESSAGES.breakOutsidePlacement);
    expect((await call('POST', URL, s.admin.token, body(s.placementId))).statusCode).toBe(200);
    const overlap = await call(
      'POST',
      URL,
      s.admin.token,
      body(s.placementId, { from: '2030-03-15', to: '2030-03-20' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe(MESSAGES.breakOverlaps);
  });

  it("drops the month's working dates by the break's working days, shown as the break", async () => {
    const s = await scene();
    const before = await readTimesheet(ctx, s.learner, s.placementId, '2030-03');
    expect((await call('POST', URL, s.admin.token, body(s.placementId))).statusCode).toBe(200);
    const after = await readTimesheet(ctx, s.learner, s.placementId, '2030-03');
    expect(after.workingDates).toHaveLength(before.workingDates.length - 5);
    expect(after.breakDates).toEqual(['2030-03-11', '2030-03-12', '2030-03-13', '2030-03-14', '2030-03-15']);
    // The divisor stays the month's: the break's days earn nothing.
    expect(after.workingDays).toBe(before.workingDays);
  });
});

describe('GET /api/Admin/Breaks', () => {
  it('answers 401, 403 to others, 400 for a bad id and 404 for an unknown placement', async () => {
    const s = await scene();
    const q = { PlacementId: String(s.placementId) };
    expect((await get('GET', '/api/Admin/Breaks', undefined, q)).statusCode).toBe(401);
    const stranger = await learnerSession(ctx);
    expect((await get('GET', '/api/Admin/Breaks', stranger.token, q)).statusCode).toBe(403);
    expect((await get('GET', '/api/Admin/Breaks', s.admin.token, { PlacementId: 'x' })).statusCode).toBe(400);
    expect((await get('GET', '/api/Admin/Breaks', s.admin.token, { PlacementId: '999999' })).statusCode).toBe(
      404,
    );
    expect((await get('GET', '/api/Admin/Breaks', s.admin.token, q)).json()).toEqual([]);
  });
});
