import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { approvedMonth, confirmPaid, fundingScene, post } from '../../test/factories/funding.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The reimbursement claims (issue 28): GET /api/Employer/ReimbursementClaims, GET
// /api/Admin/ReimbursementClaims and POST /api/Admin/ApproveReimbursementClaim.
const clock = testClock();
const ctx = useTestContext({ clock });
const get = queryCaller(ctx);
const APPROVE = '/api/Admin/ApproveReimbursementClaim';

describe('reimbursement claims', () => {
  it('answers 401 without a token and 403 to the wrong roles; 400 for a bad Status or ClaimId', async () => {
    const s = await fundingScene(ctx, clock);
    expect((await get('GET', '/api/Employer/ReimbursementClaims')).statusCode).toBe(401);
    expect((await get('GET', '/api/Admin/ReimbursementClaims')).statusCode).toBe(401);
    expect((await post(ctx, APPROVE, undefined, { ClaimId: 1 })).statusCode).toBe(401);
    for (const token of [s.learner.token, s.admin.token])
      expect((await get('GET', '/api/Employer/ReimbursementClaims', token)).statusCode).toBe(403);
    for (const token of [s.learner.token, s.owner.token]) {
      expect((await get('GET', '/api/Admin/ReimbursementClaims', token)).statusCode).toBe(403);
      expect((await post(ctx, APPROVE, token, { ClaimId: 1 })).statusCode).toBe(403);
    }
    const badStatus = await get('GET', '/api/Admin/ReimbursementClaims', s.admin.token, { Status: 'Paid' });
    expect(badStatus.statusCode).toBe(400);
    for (const ClaimId of ['x', '', -1])
      expect((await post(ctx, APPROVE, s.admin.token, { ClaimId })).statusCode, String(ClaimId)).toBe(400);
    expect((await post(ctx, APPROVE, s.admin.token, { ClaimId: 999_999 })).statusCode).toBe(404);
  });

  it("lists the employer's own claims newest first with their lines; the office's list by status", async () => {
    const s = await fundingScene(ctx, clock);
    await confirmPaid(ctx, s, await approvedMonth(ctx, s, '2030-02'));
    await confirmPaid(ctx, s, await approvedMonth(ctx, s, '2030-03'));
    const mine = (await get('GET', '/api/Employer/ReimbursementClaims', s.owner.token)).json();
    expect(mine.map((c: { month: string }) => c.month)).toEqual(['2030-03', '2030-02']);
    expect(mine[0]).toMatchObject({
      empId: s.owner.username,
      status: 'Pending',
      amountCents: 237600,
      amountText: '2,376.00 TTD',
      approvedAt: null,
      payment: { state: 'not-paid', runId: null, paidOn: null, failedReason: null },
    });
    expect(mine[0].lines).toEqual([
      expect.objectContaining({
        learnerId: s.learner.username,
        month: '2030-03',
        stipendCents: 396000,
        stipendText: '3,960.00 TTD',
        reimbursedCents: 237600,
      }),
    ]);
    expect((await get('GET', '/api/Employer/ReimbursementClaims', s.other.token)).json()).toEqual([]);
    const all = (await get('GET', '/api/Admin/ReimbursementClaims', s.admin.token)).json();
    expect(all).toHaveLength(2);
    const approved = await get('GET', '/api/Admin/ReimbursementClaims', s.admin.token, {
      Status: 'Approved',
    });
    expect(approved.json()).toEqual([]);
  });

  it('approves a pending claim once (409 after), audited, and shows its payment once a run takes it', async () => {
    const s = await fundingScene(ctx, clock);
    const { claimId } = await confirmPaid(ctx, s, await approvedMonth(ctx, s, '2030-03'));
    const res = await post(ctx, APPROVE, s.admin.token, { ClaimId: claimId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'The reimbursement claim has been approved.',
      data: { claimId, status: 'Approved', approvedAt: clock.now().toISOString() },
    });
    const again = await post(ctx, APPROVE, s.admin.token, { ClaimId: claimId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only a pending claim can be approved.');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['record_type', 'record_id'])
      .where('action', '=', 'claim.approved')
      .execute();
    expect(audit).toEqual([{ record_type: 'claim', record_id: String(claimId) }]);

    // A run (the runs' area) pays it: the claim shows the line's state.
    const run = await ctx.db
      .insertInto('payment_runs')
      .values({
        month: '2030-04',
        cycle: 1,
        status: 'Closed',
        created_at: clock.now(),
        calculated_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('payment_lines')
      .values({
        run_id: run.id,
        kind: 'claim',
        claim_id: claimId,
        payee_user_id: 1,
        payee_name: 'Employer',
        employee_id: s.owner.username,
        account_number: '123456',
        amount_cents: 237600,
        status: 'Paid',
        paid_on: '2030-04-20',
      })
      .execute();
    const [claim] = (
      await get('GET', '/api/Admin/ReimbursementClaims', s.admin.token, { Status: 'Approved' })
    ).json();
    expect(claim.payment).toEqual({ state: 'paid', runId: run.id, paidOn: '2030-04-20', failedReason: null });
  });
});
