import { MESSAGES, PLACEMENT_STATUS } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { down, up } from '../../db/migrations/0019-one-placement-at-a-time.ts';
import {
  addOfficers,
  applicationScene,
  applyAs,
  createAdmin,
  publishedPosition,
  type SignedIn,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { testConfig, useTestContext } from '../../test/test-app.ts';
import { updatePlacement } from './placement-repository.ts';

// A learner holds one placement at a time: PlaceLearner refuses overlapping dates (409), also when
// two placings race, and the database refuses them whatever the code path.

const ctx = useTestContext();
const call = bodyCaller(ctx);

const JANUARY_TO_JUNE = { DatePlaced: '2026-01-02', StartDate: '2026-01-05', EndDate: '2026-06-30' };

async function select(owner: SignedIn, placementId: number) {
  const res = await call('POST', '/api/Employer/SetApplicationOutcome', owner.token, {
    PlacementId: placementId,
    Outcome: 'selected',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** One learner Selected by two employers (two applications), an admin and the three officers. */
async function twoSelected() {
  const scene = await applicationScene(ctx);
  const { opening } = await publishedPosition(ctx, scene.other, { position: { jobTitle: 'Pastry Cook' } });
  const second = await applyAs(ctx, scene.learner, opening.jobOpeningId);
  await select(scene.owner, scene.application.placementId);
  await select(scene.other, second.placementId);
  const admin = await createAdmin(ctx);
  const officers = await addOfficers(ctx, admin);
  const place = (placementId: number, dates: Record<string, string> = JANUARY_TO_JUNE) =>
    call('POST', '/api/Admin/PlaceLearner', admin.token, {
      PlacementId: placementId,
      ...dates,
      ...officers,
      QualificationChecked: true,
    });
  return { ...scene, admin, place, ids: [scene.application.placementId, second.placementId] as const };
}

const statuses = async () =>
  (await ctx.db.selectFrom('placements').select(['id', 'status']).orderBy('id').execute()).map((row) => [
    row.id,
    row.status,
  ]);

describe('PlaceLearner: one placement at a time', () => {
  it('answers 409 naming the dates when the learner is already placed on some of them, and changes nothing', async () => {
    const { place, ids, learner } = await twoSelected();
    expect((await place(ids[0])).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    const mails = ctx.mail.sent.length;
    // The last day of the first placement is the first day of the second: one day is enough.
    const res = await place(ids[1], {
      DatePlaced: '2026-06-01',
      StartDate: '2026-06-30',
      EndDate: '2026-12-31',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error:
        'This learner is already placed from 2026-01-05 to 2026-06-30, and a learner holds one placement at a time. Choose dates outside it.',
    });
    expect(await statuses()).toEqual([
      [ids[0], 5],
      [ids[1], 3],
    ]);
    const audited = await ctx.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', 'placement.placed')
      .execute();
    expect(audited).toEqual([{ record_id: String(ids[0]) }]);
    await ctx.app.outbox.drain();
    expect(ctx.mail.sent.slice(mails).filter((m) => /placed/i.test(m.subject))).toEqual([]);
    expect(ctx.mail.to(learner.email).filter((m) => /placed/i.test(m.subject))).toHaveLength(1);
  });

  it('places exactly one of two applications of one learner placed at once', async () => {
    const { place, ids } = await twoSelected();
    const answers = await Promise.all(ids.map((id) => place(id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    // The second waited for the first (the learner's lock) and its check saw the first's dates.
    expect(refused.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error:
        'This learner is already placed from 2026-01-05 to 2026-06-30, and a learner holds one placement at a time. Choose dates outside it.',
    });
    const placed = (await statuses()).filter(([, status]) => status === 5);
    expect(placed).toHaveLength(1);
  });

  it('places the learner again for dates after the first placement ends', async () => {
    const { place, ids } = await twoSelected();
    expect((await place(ids[0])).statusCode).toBe(200);
    const later = await place(ids[1], {
      DatePlaced: '2026-06-15',
      StartDate: '2026-07-01',
      EndDate: '2026-12-31',
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data).toMatchObject({ placementStatus: 5, startDate: '2026-07-01' });
    expect(await statuses()).toEqual([
      [ids[0], 5],
      [ids[1], 5],
    ]);
  });

  it('is refused by the database whatever the code path: an overlapping update or insert, or dates out of order', async () => {
    const { place, ids } = await twoSelected();
    expect((await place(ids[0])).statusCode).toBe(200);
    const overlapping = ctx.db
      .updateTable('placements')
      .set({ status: 5, start_date: '2026-03-01', end_date: '2026-09-30' })
      .where('id', '=', ids[1]);
    await expect(overlapping.execute()).rejects.toMatchObject({
      code: '23P01',
      constraint: 'placements_one_placed_at_a_time',
    });
    const { learner_user_id, job_opening_id } = await ctx.db
      .selectFrom('placements')
      .select(['learner_user_id', 'job_opening_id'])
      .where('id', '=', ids[1])
      .executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('placements').where('id', '=', ids[1]).execute();
    const inserted = sql`INSERT INTO placements (learner_user_id, job_opening_id, placement_type, status, start_date, end_date)
      VALUES (${learner_user_id}, ${job_opening_id}, 1, 5, '2026-06-30', NULL)`;
    await expect(inserted.execute(ctx.db)).rejects.toMatchObject({ code: '23P01' });
    const reversed = ctx.db
      .updateTable('placements')
      .set({ end_date: '2026-01-01' })
      .where('id', '=', ids[0]);
    await expect(reversed.execute()).rejects.toMatchObject({ code: '23514' });
    expect(await statuses()).toEqual([[ids[0], 5]]);
  });

  it('answers a violation from a path that skips the check 409 with a clear message, not 500', async () => {
    const { place, ids } = await twoSelected();
    expect((await place(ids[0])).statusCode).toBe(200);
    // A second app on the same database, with a route that writes Placed without the service's check.
    const database = { db: ctx.db, kind: ctx.kind, close: async () => {} };
    const app = await buildApp({
      config: testConfig(),
      database,
      startWorkers: false,
      bootstrapAdmin: false,
    });
    app.post('/api/unchecked-place', async () => {
      await updatePlacement(
        ctx.db,
        ids[1],
        {
          status: PLACEMENT_STATUS.PLACED,
          date_placed: '2026-02-01',
          start_date: '2026-03-01',
          end_date: '2026-09-30',
          placement_officer: 'Anil Ramdial',
          pme_officer: 'Beverly Joseph',
          placement_assistant: 'Curtis Mohammed',
          monthly_stipend: 2750,
        },
        new Date(),
      );
      return { success: true };
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/unchecked-place' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, code: 'CONFLICT', error: MESSAGES.placedDatesOverlap });
    } finally {
      await app.close();
    }
    expect(await statuses()).toEqual([
      [ids[0], 5],
      [ids[1], 3],
    ]);
  });
});

describe('migration 0019: one placement at a time', () => {
  const migrationDb = () => ctx.db as unknown as Kysely<unknown>;

  it('refuses to start over learners already placed twice on the same days, naming the rows, and adds the rule once they are resolved', async () => {
    const { place, ids, learner } = await twoSelected();
    expect((await place(ids[0])).statusCode).toBe(200);
    const { id: learnerUserId } = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', learner.username)
      .executeTakeFirstOrThrow();
    await down(migrationDb());
    try {
      // As rows written before the rule: the second placement overlaps the first.
      await ctx.db
        .updateTable('placements')
        .set({ status: 5, start_date: '2026-03-01', end_date: '2026-09-30' })
        .where('id', '=', ids[1])
        .execute();
      await expect(up(migrationDb())).rejects.toThrow(
        `Learners are Placed twice with overlapping dates: learner account ${learnerUserId}: placements ${ids[0]} (2026-01-05 to 2026-06-30) and ${ids[1]} (2026-03-01 to 2026-09-30). The programme office must decide which placement stands: withdraw the other or correct its dates, then start the portal again.`,
      );
      await ctx.db
        .updateTable('placements')
        .set({ end_date: '2026-02-01' })
        .where('id', '=', ids[1])
        .execute();
      await expect(up(migrationDb())).rejects.toThrow(
        `Placements end before they start: placement ${ids[1]} (2026-03-01 to 2026-02-01). Correct their dates, then start the portal again.`,
      );
    } finally {
      // The office's decision: the second placement is withdrawn; the rule then applies.
      await ctx.db
        .updateTable('placements')
        .set({ status: 6, end_date: null })
        .where('id', '=', ids[1])
        .execute();
      await up(migrationDb());
    }
    const again = ctx.db
      .updateTable('placements')
      .set({ status: 5, end_date: '2026-09-30' })
      .where('id', '=', ids[1]);
    await expect(again.execute()).rejects.toMatchObject({ code: '23P01' });
  });
});
