import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import {
  applyAs,
  createEmployer,
  createLearner,
  employerSession,
  learnerSession,
  publishedPosition,
} from '../test/factories.ts';
import { useTestContext } from '../test/test-app.ts';
import { pruneExpired } from './pruning.ts';

// Retention of sign-ups that were never approved (issue 11), with the clock moved: `pruneExpired`
// runs at a `now` that many days after the sign-ups were made.
const ctx = useTestContext();

const DAY = 24 * 60 * 60 * 1000;
const daysLater = (days: number) => new Date(Date.now() + days * DAY);

const learnerIds = async () =>
  (await ctx.db.selectFrom('learners').select('learner_id').execute()).map((r) => r.learner_id).sort();
/** The account number of each username: a deleted sign-up is recorded by it, never by its username. */
const idsOf = async (...usernames: string[]) =>
  (
    await ctx.db.selectFrom('users').select('id').where('username', 'in', usernames).orderBy('id').execute()
  ).map((r) => String(r.id));
const expiredEntries = () =>
  ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'signup.expired').orderBy('id').execute();

async function markVerified(email: string) {
  await ctx.db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('email', '=', email.toLowerCase())
    .execute();
}

describe('retention of never-verified sign-ups', () => {
  it('deletes them after 30 days, with their verifications, and records each; keeps verified and younger ones', async () => {
    const unverified = await createLearner(ctx);
    const verified = await createLearner(ctx);
    await markVerified(verified.email);
    const employer = await createEmployer(ctx);
    const [learnerNo, employerNo] = [await idsOf(unverified.username), await idsOf(employer.username)];

    expect((await pruneExpired(ctx.db, daysLater(29))).unverifiedSignups).toBe(0);
    expect(await learnerIds()).toHaveLength(2);

    const counts = await pruneExpired(ctx.db, daysLater(31));
    expect(counts.unverifiedSignups).toBe(2);
    expect(await learnerIds()).toEqual([verified.username]);
    expect(await ctx.db.selectFrom('employers').selectAll().execute()).toEqual([]);
    const left = await ctx.db.selectFrom('email_verifications').select('email').execute();
    expect(left.map((r) => r.email)).not.toContain(unverified.email.toLowerCase());

    const entries = await expiredEntries();
    expect(entries.map((e) => [e.record_type, e.record_id, e.actor_user_id, e.detail])).toEqual(
      expect.arrayContaining([
        ['learner', learnerNo![0], null, { rule: 'unverified', days: 30 }],
        ['employer', employerNo![0], null, { rule: 'unverified', days: 30 }],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(unverified.username);
    // Idempotent: a second run (another instance) deletes and records nothing more.
    expect((await pruneExpired(ctx.db, daysLater(31))).unverifiedSignups).toBe(0);
    expect(await expiredEntries()).toHaveLength(2);
  });

  it('follows RETENTION_UNVERIFIED_DAYS', async () => {
    await createLearner(ctx);
    const retention = { unverifiedDays: 7, rejectedDays: 180 };
    expect((await pruneExpired(ctx.db, daysLater(6), retention)).unverifiedSignups).toBe(0);
    expect((await pruneExpired(ctx.db, daysLater(8), retention)).unverifiedSignups).toBe(1);
  });

  it('never deletes an approved account, even one never verified', async () => {
    const learner = await learnerSession(ctx);
    await ctx.db.updateTable('users').set({ email_verified_at: null }).execute();
    expect((await pruneExpired(ctx.db, daysLater(400))).unverifiedSignups).toBe(0);
    expect(await learnerIds()).toEqual([learner.username]);
  });
});

describe('retention of rejected sign-ups', () => {
  it('deletes them 180 days after the rejection, and keeps pending, approved and younger ones', async () => {
    const rejected = await createLearner(ctx, { status: 'rejected' });
    const pending = await createLearner(ctx);
    await markVerified(pending.email);
    const approved = await learnerSession(ctx);
    const [rejectedNo] = await idsOf(rejected.username);

    expect((await pruneExpired(ctx.db, daysLater(179))).rejectedSignups).toBe(0);
    const counts = await pruneExpired(ctx.db, daysLater(181));
    expect(counts.rejectedSignups).toBe(1);
    expect(await learnerIds()).toEqual([pending.username, approved.username].sort());
    const [entry] = await expiredEntries();
    expect(entry).toMatchObject({ record_id: rejectedNo, detail: { rule: 'rejected', days: 180 } });
  });

  it('counts from the rejection, not the sign-up', async () => {
    const rejected = await createLearner(ctx, { status: 'rejected' });
    await ctx.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 400 * DAY) })
      .where('username', '=', rejected.username)
      .execute();
    expect((await pruneExpired(ctx.db, daysLater(100))).rejectedSignups).toBe(0);
    expect((await pruneExpired(ctx.db, daysLater(181))).rejectedSignups).toBe(1);
  });

  it('never deletes a rejected learner who holds an application the programme must keep', async () => {
    const employer = await employerSession(ctx);
    const { opening } = await publishedPosition(ctx, employer);
    const learner = await learnerSession(ctx);
    await applyAs(ctx, learner, opening.jobOpeningId);
    // Rejection is only for pending sign-ups; a status set by hand stands for any later path to it.
    await ctx.db
      .updateTable('users')
      .set({ status: 'rejected' })
      .where('username', '=', learner.username)
      .execute();
    expect((await pruneExpired(ctx.db, daysLater(400))).rejectedSignups).toBe(0);
    expect(await learnerIds()).toEqual([learner.username]);
  });
});

describe('retention of withdrawal codes', () => {
  it('deletes codes a day after they expired', async () => {
    const learner = await createLearner(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Signup/WithdrawRequest',
      payload: { email: learner.email },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.outbox.drain(); // the code is written after the answer
    const minutes = (n: number) => n * 60 * 1000;
    expect((await pruneExpired(ctx.db, new Date(Date.now() + minutes(11)))).withdrawalCodes).toBe(0);
    expect((await pruneExpired(ctx.db, new Date(Date.now() + DAY + minutes(11)))).withdrawalCodes).toBe(1);
  });
});

describe('retention configuration', () => {
  it('defaults to 30 and 180 days, reads RETENTION_UNVERIFIED_DAYS and RETENTION_REJECTED_DAYS, refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ RETENTION_UNVERIFIED_DAYS: 30, RETENTION_REJECTED_DAYS: 180 });
    expect(loadConfig({ RETENTION_UNVERIFIED_DAYS: '14', RETENTION_REJECTED_DAYS: '365' })).toMatchObject({
      RETENTION_UNVERIFIED_DAYS: 14,
      RETENTION_REJECTED_DAYS: 365,
    });
    expect(() => loadConfig({ RETENTION_UNVERIFIED_DAYS: 'soon' })).toThrow(/RETENTION_UNVERIFIED_DAYS/);
    expect(() => loadConfig({ RETENTION_REJECTED_DAYS: '0' })).toThrow(/RETENTION_REJECTED_DAYS/);
  });
});
