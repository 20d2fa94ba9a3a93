import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  applyAs,
  bearer,
  placedLearnerScene,
  portOfSpain,
  publishedPosition,
  renewSessions,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Admin/TransferPlacement (issue 29): the learner moves to another employer.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);
const URL = '/api/Admin/TransferPlacement';

/** A learner placed March–December 2030 and their application Selected by the other employer. */
async function scene() {
  clock.set(new Date());
  const s = await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31' });
  const { opening } = await publishedPosition(ctx, s.other, { position: { jobTitle: 'Junior Chemist' } });
  const second = await applyAs(ctx, s.learner, opening.jobOpeningId, 1);
  const selected = await ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/SetApplicationOutcome',
    headers: bearer(s.other.token),
    payload: { PlacementId: second.placementId, Outcome: 'selected' },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  clock.set(portOfSpain('2030-06-10T09:00'));
  await renewSessions(ctx, s);
  return { ...s, newPlacementId: second.placementId };
}
const body = (s: { placementId: number; newPlacementId: number }, extra: Record<string, unknown> = {}) => ({
  placementId: s.placementId,
  lastDay: '2030-06-30',
  newPlacementId: s.newPlacementId,
  startDate: '2030-07-01',
  endDate: '2031-02-28',
  reason: "The employer's site closed",
  ...extra,
});
const row = (id: number) =>
  ctx.db
    .selectFrom('placements')
    .select([
      'status',
      'end_date',
      'start_date',
      'placement_type',
      'transferred_to',
      'transferred_from',
      'placement_officer',
      'stipend_level',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/Admin/TransferPlacement', () => {
  it('answers 401 without a token and 403 to the employer and the learner', async () => {
    const s = await scene();
    expect((await call('POST', URL, undefined, body(s))).statusCode).toBe(401);
    expect((await call('POST', URL, s.owner.token, body(s))).statusCode).toBe(403);
    expect((await call('POST', URL, s.learner.token, body(s))).statusCode).toBe(403);
    expect((await row(s.placementId)).status).toBe(5);
  });

  it('answers 400 for a start not after the last day, bad dates and the same placement; 404 unknown', async () => {
    const s = await scene();
    for (const [extra, field] of [
      [{ startDate: '2030-06-30' }, 'startDate'],
      [{ endDate: '2030-06-01' }, 'endDate'],
      [{ lastDay: 'soon' }, 'lastDay'],
      [{ newPlacementId: s.placementId }, 'newPlacementId'],
      [{ reason: '' }, 'reason'],
    ] as const) {
      const res = await call('POST', URL, s.admin.token, body(s, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await call('POST', URL, s.admin.token, body(s, { newPlacementId: 999999 }))).statusCode).toBe(
      404,
    );
  });

  it('ends the current as Transferred and places the new one as a Transfer, each naming the other', async () => {
    const s = await scene();
    const res = await call('POST', URL, s.admin.token, body(s));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.placementTransferred,
      data: {
        placementId: s.newPlacementId,
        placementStatus: 5,
        placementType: 5,
        transferredFrom: s.placementId,
      },
    });
    const old = await row(s.placementId);
    const next = await row(s.newPlacementId);
    expect(old).toMatchObject({ status: 8, end_date: '2030-06-30', transferred_to: s.newPlacementId });
    expect(next).toMatchObject({
      status: 5,
      start_date: '2030-07-01',
      end_date: '2031-02-28',
      placement_type: 5,
      transferred_from: s.placementId,
      placement_officer: old.placement_officer,
      stipend_level: old.stipend_level,
    });
    const subjects = (await ctx.db.selectFrom('outbox').select('subject').execute()).map((m) => m.subject);
    expect(subjects.filter((x) => x.startsWith('Placement transferred'))).toHaveLength(2);
    expect(subjects.filter((x) => x.startsWith('Placement by transfer'))).toHaveLength(1);
  });

  it('answers 409 when the current is not Placed, the new one not Selected, or the last day is outside', async () => {
    const s = await scene();
    const outside = await call(
      'POST',
      URL,
      s.admin.token,
      body(s, { lastDay: '2031-06-30', startDate: '2031-07-01', endDate: '2031-12-31' }),
    );
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error).toBe(MESSAGES.transferLastDayOutside);
    expect((await call('POST', URL, s.admin.token, body(s))).statusCode).toBe(200);
    // Both have moved on: the old one is Transferred, the new one Placed.
    const again = await call('POST', URL, s.admin.token, body(s));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MESSAGES.changeOnlyPlaced);
    const reversed = await call('POST', URL, s.admin.token, {
      ...body(s),
      placementId: s.newPlacementId,
      newPlacementId: s.placementId,
      lastDay: '2030-08-31',
      startDate: '2030-09-01',
    });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json().error).toBe(MESSAGES.transferNotSelected);
  });

  it('answers 409 and changes nothing when the new dates overlap another served placement', async () => {
    const s = await scene();
    clock.set(new Date());
    const { opening } = await publishedPosition(ctx, s.owner, { position: { jobTitle: 'Lab Assistant' } });
    const third = await applyAs(ctx, s.learner, opening.jobOpeningId, 1);
    clock.set(portOfSpain('2030-06-10T09:00'));
    await renewSessions(ctx, s);
    // A placement of January to March 2031 that ended early: its days still count (migration 0033).
    await ctx.db
      .updateTable('placements')
      .set({ status: 9, start_date: '2031-01-01', end_date: '2031-01-31' })
      .where('id', '=', third.placementId)
      .execute();
    const res = await call('POST', URL, s.admin.token, body(s));
    expect(res.statusCode, res.body).toBe(409);
    expect((await row(s.placementId)).status).toBe(5);
    expect((await row(s.newPlacementId)).status).toBe(3);
  });
});
