import { PAYMENT_RUN_MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  approvedMonth,
  payableLearner,
  paymentOffice,
  setBankAccount,
} from '../../test/factories/payments.ts';
import { employerSession, learnerSession } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// ApprovePaymentRun, RejectPaymentRun and RecalculatePaymentRun (issue 28): two signatures, a
// rejected run's months free again, a draft worked out again with bank details changed since.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);

const CREATE = '/api/Admin/CreatePaymentRun';
const APPROVE = '/api/Admin/ApprovePaymentRun';
const REJECT = '/api/Admin/RejectPaymentRun';
const RECALCULATE = '/api/Admin/RecalculatePaymentRun';
const REASON = 'Two learners were placed with the wrong employer.';

/** An office, a learner with an approved March (cycle 1) and its Draft run made by the first admin. */
async function draftScene(options: { bankSetAt?: Date | null } = {}) {
  clock.set(new Date());
  const office = await paymentOffice(ctx);
  const learner = await payableLearner(ctx, office, options);
  const march = await approvedMonth(ctx, learner.placementId, '2026-03', 1);
  const res = await call('POST', CREATE, office.admin.token, { Month: '2026-03', Cycle: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return { office, learner, march, runId: res.json().data.runId as number };
}

const runStatus = async (runId: number) =>
  (await ctx.db.selectFrom('payment_runs').select('status').where('id', '=', runId).executeTakeFirstOrThrow())
    .status;

describe('the run calls of the office only', () => {
  it('answer 401 without a token and 403 to a learner and an employer, the run untouched', async () => {
    const s = await draftScene();
    const learner = await learnerSession(ctx);
    const employer = await employerSession(ctx);
    for (const [url, body] of [
      [APPROVE, { RunId: s.runId }],
      [REJECT, { RunId: s.runId, Reason: REASON }],
      [RECALCULATE, { RunId: s.runId }],
    ] as const) {
      expect((await call('POST', url, undefined, body)).statusCode, url).toBe(401);
      expect((await call('POST', url, learner.token, body)).statusCode, url).toBe(403);
      expect((await call('POST', url, employer.token, body)).statusCode, url).toBe(403);
    }
    expect(await runStatus(s.runId)).toBe('Draft');
  });
});

describe('POST /api/Admin/ApprovePaymentRun', () => {
  it('answers 403 to the admin who created the run, with why', async () => {
    const s = await draftScene();
    const res = await call('POST', APPROVE, s.office.admin.token, { RunId: s.runId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: PAYMENT_RUN_MESSAGES.runCreatorCannotApprove,
    });
    expect(await runStatus(s.runId)).toBe('Draft');
  });

  it('answers 400 without RunId, 404 for an unknown run', async () => {
    const s = await draftScene();
    const none = await call('POST', APPROVE, s.office.second.token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty('RunId');
    const unknown = await call('POST', APPROVE, s.office.second.token, { RunId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(PAYMENT_RUN_MESSAGES.runNotFound);
  });

  it('is approved by a second admin, who is named; its lines are frozen (409 to recalculate or approve again)', async () => {
    const s = await draftScene();
    clock.advance(60_000);
    const res = await call('POST', APPROVE, s.office.second.token, { RunId: s.runId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PAYMENT_RUN_MESSAGES.runApproved,
      data: {
        status: 'Approved',
        approvedBy: s.office.second.username,
        approvedAt: clock.now().toISOString(),
      },
    });
    const again = await call('POST', APPROVE, s.office.second.token, { RunId: s.runId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PAYMENT_RUN_MESSAGES.runApproveOnlyDraft);
    const recalculated = await call('POST', RECALCULATE, s.office.admin.token, { RunId: s.runId });
    expect(recalculated.statusCode).toBe(409);
    expect(recalculated.json().error).toBe(PAYMENT_RUN_MESSAGES.runRecalculateOnlyDraft);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username'])
      .where('record_type', '=', 'payment-run')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'payment-run.created', actor_username: s.office.admin.username },
      { action: 'payment-run.approved', actor_username: s.office.second.username },
    ]);
  });
});

describe('POST /api/Admin/RejectPaymentRun', () => {
  it('answers 400 without a Reason', async () => {
    const s = await draftScene();
    const res = await call('POST', REJECT, s.office.second.token, { RunId: s.runId, Reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ Reason: PAYMENT_RUN_MESSAGES.runRejectReasonRequired });
    expect(await runStatus(s.runId)).toBe('Draft');
  });

  it('rejects an approved run with its reason, and its months are in the next run of the month', async () => {
    const s = await draftScene();
    expect((await call('POST', APPROVE, s.office.second.token, { RunId: s.runId })).statusCode).toBe(200);
    const res = await call('POST', REJECT, s.office.admin.token, { RunId: s.runId, Reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Rejected',
      rejectedBy: s.office.admin.username,
      rejectedReason: REASON,
    });
    const lines = await ctx.db
      .selectFrom('payment_lines')
      .select('live')
      .where('run_id', '=', s.runId)
      .execute();
    expect(lines).toEqual([{ live: false }]);
    const twice = await call('POST', REJECT, s.office.admin.token, { RunId: s.runId, Reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(PAYMENT_RUN_MESSAGES.runRejectOnlyDraftOrApproved);

    const next = await call('POST', CREATE, s.office.admin.token, { Month: '2026-03', Cycle: 1 });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.lines.map((l: { timesheetId: number }) => l.timesheetId)).toEqual([s.march]);
  });

  it('answers 409 for a run sent to the bank', async () => {
    const s = await draftScene();
    await ctx.db
      .updateTable('payment_runs')
      .set({ status: 'Sent', sent_at: clock.now() })
      .where('id', '=', s.runId)
      .execute();
    const res = await call('POST', REJECT, s.office.second.token, { RunId: s.runId, Reason: REASON });
    expect(res.statusCode).toBe(409);
    expect(await runStatus(s.runId)).toBe('Sent');
  });
});

describe('POST /api/Admin/RecalculatePaymentRun', () => {
  it('works a draft out again: a learner who added bank details since is paid', async () => {
    const s = await draftScene({ bankSetAt: null });
    const detail = await call('GET', `/api/Admin/PaymentRun/${s.runId}`, s.office.admin.token);
    expect(detail.json()).toMatchObject({ lineCount: 0, heldCount: 1, totalCents: 0 });
    clock.advance(60_000);
    const bank = await setBankAccount(ctx, s.learner.learnerUserId, clock.now());
    const res = await call('POST', RECALCULATE, s.office.admin.token, { RunId: String(s.runId) });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json().data;
    expect(run).toMatchObject({
      status: 'Draft',
      lineCount: 1,
      heldCount: 0,
      held: [],
      calculatedAt: clock.now().toISOString(),
    });
    expect(run.lines[0]).toMatchObject({
      timesheetId: s.march,
      status: 'Pending',
      account: `•••• ${bank.accountNumber.slice(-4)}`,
    });
    expect(await ctx.db.selectFrom('payment_lines').selectAll().execute()).toHaveLength(1);
  });
});
