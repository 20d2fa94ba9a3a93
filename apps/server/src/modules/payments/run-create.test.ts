import { PAYMENT_RUN_MESSAGES } from '@ojt/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { insertBank, insertClaimLine, insertRun } from '../../test/factories/payment-run-rows.ts';
import {
  approvedMonth,
  payableLearner,
  payingEmployer,
  paymentOffice,
  setBankAccount,
  userIdOf,
} from '../../test/factories/payments.ts';
import { createAdmin, employerSession, learnerSession } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Admin/CreatePaymentRun (issue 28): a month and cycle's run from the approved months the
// programme pays, the held ones listed apart; one live run per month and cycle, even when two admins
// create it at once.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);

const CREATE = '/api/Admin/CreatePaymentRun';
const runs = () => ctx.db.selectFrom('payment_runs').selectAll().execute();

describe('POST /api/Admin/CreatePaymentRun', () => {
  it('answers 401 without a token, 403 to a learner and an employer (no run made)', async () => {
    const body = { Month: '2026-03', Cycle: 1 };
    expect((await call('POST', CREATE, undefined, body)).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    expect((await call('POST', CREATE, learner.token, body)).statusCode).toBe(403);
    const employer = await employerSession(ctx);
    const res = await call('POST', CREATE, employer.token, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await runs()).toEqual([]);
  });

  it('answers 400 naming Month or Cycle when missing or malformed', async () => {
    const admin = await createAdmin(ctx);
    for (const [body, field] of [
      [{ Cycle: 1 }, 'Month'],
      [{ Month: '2026-13', Cycle: 1 }, 'Month'],
      [{ Month: '2026-03' }, 'Cycle'],
      [{ Month: '2026-03', Cycle: 3 }, 'Cycle'],
      [{ Month: '2026-03', Cycle: 'one' }, 'Cycle'],
    ] as const) {
      const res = await call('POST', CREATE, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    const bad = await call('POST', CREATE, admin.token, { Month: '2026-03', Cycle: 3 });
    expect(bad.json().fields.Cycle).toBe(PAYMENT_RUN_MESSAGES.runCycleInvalid);
    expect(await runs()).toEqual([]);
  });

  it('makes a Draft run of the cycle’s approved months the programme pays, a learner without bank details held', async () => {
    const office = await paymentOffice(ctx);
    const paid = await payableLearner(ctx, office);
    const held = await payableLearner(ctx, office, { bankSetAt: null });
    const late = await payableLearner(ctx, office);
    const own = await payableLearner(ctx, office, { employer: await payingEmployer(ctx, 'employer') });
    const march = await approvedMonth(ctx, paid.placementId, '2026-03', 1);
    const heldMarch = await approvedMonth(ctx, held.placementId, '2026-03', 1);
    await approvedMonth(ctx, late.placementId, '2026-03', 2);
    await approvedMonth(ctx, own.placementId, '2026-03', 1);
    await approvedMonth(ctx, paid.placementId, '2026-04', 1);

    const res = await call('POST', CREATE, office.admin.token, { Month: '2026-03', Cycle: '1' });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json().data;
    const amount = (
      await ctx.db
        .selectFrom('timesheets')
        .select('amount_cents')
        .where('id', '=', march)
        .executeTakeFirstOrThrow()
    ).amount_cents;
    expect(run).toMatchObject({
      month: '2026-03',
      cycle: 1,
      status: 'Draft',
      totalCents: amount,
      lineCount: 1,
      heldCount: 1,
      countsText: '1 line to pay, 1 held back',
      createdBy: office.admin.username,
      approvedBy: null,
    });
    expect(res.json().message).toBe(PAYMENT_RUN_MESSAGES.runCreated);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toMatchObject({
      kind: 'stipend',
      timesheetId: march,
      month: '2026-03',
      employeeId: paid.learner.username,
      learnerName: 'Kavita Persad',
      status: 'Pending',
      amountCents: amount,
      account: `•••• ${paid.bank!.accountNumber.slice(-4)}`,
      accountHolder: paid.bank!.accountHolder,
    });
    expect(run.lines[0].employerName).toMatch(/Caribbean Steel/);
    expect(JSON.stringify(run)).not.toContain(paid.bank!.accountNumber);
    expect(run.held).toEqual([
      expect.objectContaining({ timesheetId: heldMarch, status: 'Held', account: null, bankName: null }),
    ]);
    // The line keeps the whole number for the bank file only.
    const [line] = await ctx.db
      .selectFrom('payment_lines')
      .selectAll()
      .where('status', '=', 'Pending')
      .execute();
    expect(line).toMatchObject({ account_number: paid.bank!.accountNumber, live: true });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment-run.created')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('puts cycle 2 months only in the cycle 2 run', async () => {
    const office = await paymentOffice(ctx);
    const learner = await payableLearner(ctx, office);
    const second = await approvedMonth(ctx, learner.placementId, '2026-03', 2);
    const one = await call('POST', CREATE, office.admin.token, { Month: '2026-03', Cycle: 1 });
    expect(one.json().data).toMatchObject({ lineCount: 0, heldCount: 0, lines: [], held: [] });
    const two = await call('POST', CREATE, office.admin.token, { Month: '2026-03', Cycle: 2 });
    expect(two.statusCode).toBe(201);
    expect(two.json().data.lines.map((l: { timesheetId: number }) => l.timesheetId)).toEqual([second]);
  });

  it('takes an earlier approved month whose run was never made, but not the month’s other cycle', async () => {
    const office = await paymentOffice(ctx);
    const learner = await payableLearner(ctx, office);
    const january = await approvedMonth(ctx, learner.placementId, '2026-01', 2);
    const february = await approvedMonth(ctx, learner.placementId, '2026-02', 1);
    const marchLate = await approvedMonth(ctx, learner.placementId, '2026-03', 2);
    const res = await call('POST', CREATE, office.admin.token, { Month: '2026-02', Cycle: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const ids = res.json().data.lines.map((line: { timesheetId: number }) => line.timesheetId);
    expect(ids.sort()).toEqual([january, february].sort());
    // Paid by that run, neither comes again; March's cycle 2 waits for its own run.
    const march = await call('POST', CREATE, office.admin.token, { Month: '2026-03', Cycle: 2 });
    expect(march.json().data.lines.map((line: { timesheetId: number }) => line.timesheetId)).toEqual([
      marchLate,
    ]);
  });

  it('leaves out a month the employer pays from the month the office set it, and pays an approved claim to the employer', async () => {
    const office = await paymentOffice(ctx);
    const employer = await payingEmployer(ctx);
    const learner = await payableLearner(ctx, office, { employer });
    const employerUserId = await userIdOf(ctx, employer);
    await ctx.db
      .insertInto('employer_funding')
      .values({
        employer_user_id: employerUserId,
        model: 'employer',
        from_month: '2026-03',
        reason: 'Pays its trainees',
        set_at: clock.now(),
      })
      .execute();
    const feb = await approvedMonth(ctx, learner.placementId, '2026-02', 1);
    await approvedMonth(ctx, learner.placementId, '2026-03', 1);
    const bank = await setBankAccount(ctx, employerUserId, clock.now());
    const claim = await ctx.db
      .insertInto('reimbursement_claims')
      .values({
        employer_user_id: employerUserId,
        month: '2026-02',
        status: 'Approved',
        amount_cents: 237600,
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const march = await call('POST', CREATE, office.admin.token, { Month: '2026-03', Cycle: 1 });
    expect(march.statusCode, march.body).toBe(201);
    // March's month the employer pays is left out; February's, which the programme pays and no run
    // has taken, is swept in.
    expect(march.json().data.lines).toEqual([
      expect.objectContaining({ kind: 'stipend', timesheetId: feb, month: '2026-02' }),
      expect.objectContaining({
        kind: 'claim',
        claimId: claim.id,
        employeeId: employer.username,
        learnerName: null,
        daysCredited: null,
        amountCents: 237600,
        account: `•••• ${bank.accountNumber.slice(-4)}`,
      }),
    ]);
    const feb1 = await call('POST', CREATE, office.admin.token, { Month: '2026-02', Cycle: 1 });
    expect(feb1.json().data.lines).toEqual([]);
  });

  it('pays a claim the bank failed again only once the employer’s bank details change', async () => {
    const office = await paymentOffice(ctx);
    const employer = await payingEmployer(ctx, 'employer');
    const employerUserId = await userIdOf(ctx, employer);
    await setBankAccount(ctx, employerUserId, new Date('2026-01-01T12:00:00Z'));
    const closed = await insertRun(ctx, { month: '2026-01', status: 'Closed' });
    const account = {
      bankId: await insertBank(ctx),
      routingNumber: '012345678',
      accountNumber: '55550000',
      holder: 'X',
    };
    const lineId = await insertClaimLine(
      ctx,
      closed,
      { userId: employerUserId, empId: employer.username, name: 'Employer', month: '2026-01' },
      account,
    );
    await ctx.db
      .updateTable('payment_lines')
      .set({ status: 'Failed', failed_reason: 'Account closed' })
      .where('id', '=', lineId)
      .execute();
    const claimIds = (res: { json(): { data: { lines: { claimId: number | null }[] } } }) =>
      res.json().data.lines.map((line) => line.claimId);

    const same = await call('POST', CREATE, office.admin.token, { Month: '2026-02', Cycle: 1 });
    expect(same.statusCode, same.body).toBe(201);
    expect(claimIds(same)).toEqual([]);

    await setBankAccount(ctx, employerUserId, new Date(Date.now() + 60_000));
    const changed = await call('POST', CREATE, office.admin.token, { Month: '2026-02', Cycle: 2 });
    expect(claimIds(changed)).toHaveLength(1);
  });

  it('answers 409 for a second run of the month and cycle while the first is live', async () => {
    const admin = await createAdmin(ctx);
    expect((await call('POST', CREATE, admin.token, { Month: '2026-03', Cycle: 1 })).statusCode).toBe(201);
    const again = await call('POST', CREATE, admin.token, { Month: '2026-03', Cycle: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', error: PAYMENT_RUN_MESSAGES.runExists });
    expect((await call('POST', CREATE, admin.token, { Month: '2026-03', Cycle: 2 })).statusCode).toBe(201);
  });

  it('makes one run when two admins create it at once: the other is answered 409, never 500', async () => {
    const office = await paymentOffice(ctx);
    const learner = await payableLearner(ctx, office);
    await approvedMonth(ctx, learner.placementId, '2026-03', 1);
    const body = { Month: '2026-03', Cycle: 1 };
    const answers = await Promise.all([
      call('POST', CREATE, office.admin.token, body),
      call('POST', CREATE, office.second.token, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().error).toBe(PAYMENT_RUN_MESSAGES.runExists);
    expect(await runs()).toHaveLength(1);
    expect(await ctx.db.selectFrom('payment_lines').selectAll().execute()).toHaveLength(1);
  });

  it('answers 409 when another run of the month and cycle commits while it is being made (the unique index decides)', async (test) => {
    // PGlite serialises transactions, so only PostgreSQL can interleave two creates.
    if (ctx.kind !== 'postgres') return test.skip();
    const admin = await createAdmin(ctx);
    let pending: ReturnType<typeof call> | undefined;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payment_runs')
        .values({ month: '2026-03', cycle: 1, created_at: clock.now(), calculated_at: clock.now() })
        .execute();
      pending = call('POST', CREATE, admin.token, { Month: '2026-03', Cycle: 1 });
      // The request saw no live run (ours is not committed) and now waits on the unique index.
      for (let waiting = false; !waiting; ) {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'`.execute(
          ctx.db,
        );
        waiting = (rows[0]?.n ?? 0) > 0;
      }
    });
    const answer = await pending!;
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().error).toBe(PAYMENT_RUN_MESSAGES.runExists);
    expect(await runs()).toHaveLength(1);
  });
});
