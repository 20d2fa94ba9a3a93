import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  approvedMonth,
  fundingScene,
  post,
  setFunding,
  twoLearnersScene,
} from '../../test/factories/funding.ts';
import { insertTimesheetRow } from '../../test/factories/timesheet-rows.ts';
import { mailTo } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Employer/ConfirmStipendPaid (issue 28): the employer of an approved, employer-paid month
// confirms it paid it, once; the month joins its claim of that month; the learner is told.
const clock = testClock();
const ctx = useTestContext({ clock });
const URL = '/api/Employer/ConfirmStipendPaid';

const params = (TimesheetId: number, more: Record<string, unknown> = {}) => ({
  TimesheetId,
  PaidOn: '2030-04-03',
  Reference: 'TRF-8841',
  ...more,
});

describe('POST /api/Employer/ConfirmStipendPaid', () => {
  it('answers 401 without a token, 403 to a learner, an admin or another employer, 400 for bad input, 404 for an unknown month', async () => {
    const s = await fundingScene(ctx, clock);
    const id = await approvedMonth(ctx, s, '2030-03');
    expect((await post(ctx, URL, undefined, params(id))).statusCode).toBe(401);
    for (const token of [s.learner.token, s.admin.token, s.other.token])
      expect((await post(ctx, URL, token, params(id))).statusCode).toBe(403);
    for (const bad of [
      { TimesheetId: 'x' },
      { PaidOn: '2030-02-30' },
      { PaidOn: '' },
      { Reference: '' },
      { Reference: 'R'.repeat(101) },
      { PaidOn: '2030-04-11' },
    ]) {
      const res = await post(ctx, URL, s.owner.token, params(id, bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const future = await post(ctx, URL, s.owner.token, params(id, { PaidOn: '2030-04-11' }));
    expect(future.json().error).toBe('The date paid cannot be in the future.');
    expect((await post(ctx, URL, s.owner.token, params(999_999))).statusCode).toBe(404);
  });

  it('refuses a month not approved, one the programme pays and a second confirmation (409)', async () => {
    const s = await fundingScene(ctx, clock);
    const submitted = await insertTimesheetRow(ctx, s.placementId, '2030-02', { status: 'Submitted' });
    const notApproved = await post(ctx, URL, s.owner.token, params(submitted));
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().error).toBe('Only an approved month can be confirmed as paid.');

    await setFunding(ctx, s, 'programme', '2030-03');
    const programme = await approvedMonth(ctx, s, '2030-03');
    const paidByUs = await post(ctx, URL, s.owner.token, params(programme));
    expect(paidByUs.statusCode).toBe(409);
    expect(paidByUs.json().error).toBe('The programme pays this month: there is nothing for you to confirm.');

    const january = await approvedMonth(ctx, s, '2030-01');
    expect((await post(ctx, URL, s.owner.token, params(january))).statusCode).toBe(200);
    const twice = await post(ctx, URL, s.owner.token, params(january, { Reference: 'AGAIN' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This month has already been confirmed as paid.');
  });

  it("records the payment, adds 60% of the month to the employer's claim of that month and tells the learner", async () => {
    const s = await fundingScene(ctx, clock);
    const march = await approvedMonth(ctx, s, '2030-03');
    const res = await post(ctx, URL, s.owner.token, params(march));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      timesheetId: march,
      month: '2030-03',
      learnerId: s.learner.username,
      paidOn: '2030-04-03',
      reference: 'TRF-8841',
      amountCents: 396000,
      amountText: '3,960.00 TTD',
      reimbursedCents: 237600,
    });
    const claim = await ctx.db
      .selectFrom('reimbursement_claims')
      .selectAll()
      .where('id', '=', data.claimId)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ month: '2030-03', status: 'Pending', amount_cents: 237600 });
    const mail = await mailTo(ctx, s.learner.email, /confirmed that it paid your stipend for March 2030/);
    expect(mail.text).toContain('3,960.00 TTD');
    expect(mail.text).toContain('reference TRF-8841');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['record_type', 'record_id'])
      .where('action', '=', 'stipend.paid-by-employer')
      .execute();
    expect(audit).toEqual([{ record_type: 'timesheet', record_id: String(march) }]);
  });

  it("sums the employer's months of a calendar month into one claim", async () => {
    const { s, second } = await twoLearnersScene(ctx, clock);
    const first = await approvedMonth(ctx, s, '2030-03');
    const other = await insertTimesheetRow(ctx, second, '2030-03', { status: 'Approved', payCycle: 2 });
    const a = (await post(ctx, URL, s.owner.token, params(first))).json().data;
    const b = (await post(ctx, URL, s.owner.token, params(other))).json().data;
    expect(b.claimId).toBe(a.claimId);
    const claim = await ctx.db
      .selectFrom('reimbursement_claims')
      .selectAll()
      .where('id', '=', a.claimId)
      .executeTakeFirstOrThrow();
    expect(claim.amount_cents).toBe(475200);
    const lines = await ctx.db.selectFrom('reimbursement_claim_lines').selectAll().execute();
    expect(lines.map((line) => line.amount_cents)).toEqual([237600, 237600]);
  });

  it("refuses a month whose calendar month's claim the office approved already (409), changing nothing", async () => {
    const { s, second } = await twoLearnersScene(ctx, clock);
    const first = await approvedMonth(ctx, s, '2030-03');
    const other = await insertTimesheetRow(ctx, second, '2030-03', { status: 'Approved', payCycle: 1 });
    const { claimId } = (await post(ctx, URL, s.owner.token, params(first))).json().data;
    const approve = await post(ctx, '/api/Admin/ApproveReimbursementClaim', s.admin.token, {
      ClaimId: claimId,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const late = await post(ctx, URL, s.owner.token, params(other));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      "This month's reimbursement claim has already been approved; contact the programme office.",
    );
    const confirmed = await ctx.db.selectFrom('employer_stipend_payments').select('timesheet_id').execute();
    expect(confirmed).toEqual([{ timesheet_id: first }]);
  });
});
