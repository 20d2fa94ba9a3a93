import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  approvedMonth,
  type PaymentOffice,
  payableLearner,
  payingEmployer,
  paymentOffice,
  setBankAccount,
  userIdOf,
} from '../../test/factories/payments.ts';
import { bearer, employerSession, learnerSession } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// GET /api/Admin/StipendReport (issue 28): the stipends paid by month, sector and funding, the
// reimbursements paid, and what the programme owes employers — all from money that really moved
// through the calls: runs approved by a second admin, sent, and the bank's results uploaded.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);
const YEAR = { from: '2026-01-01', to: '2026-12-31' };

const report = async (token: string | undefined, query: Record<string, string> = YEAR) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/Admin/StipendReport?${new URLSearchParams(query)}`,
    headers: token ? bearer(token) : {},
  });

const amountOf = async (timesheetId: number) =>
  (
    await ctx.db
      .selectFrom('timesheets')
      .select('amount_cents')
      .where('id', '=', timesheetId)
      .executeTakeFirstOrThrow()
  ).amount_cents;

/** Creates, approves (second admin) and sends the run of a month; uploads the bank's results. */
async function payRun(office: PaymentOffice, month: string, results: string[]) {
  const created = await call('POST', '/api/Admin/CreatePaymentRun', office.admin.token, {
    Month: month,
    Cycle: 1,
  });
  expect(created.statusCode, created.body).toBe(201);
  const runId = created.json().data.runId as number;
  const approved = await call('POST', '/api/Admin/ApprovePaymentRun', office.second.token, { RunId: runId });
  expect(approved.statusCode, approved.body).toBe(200);
  const file = await ctx.app.inject({
    method: 'GET',
    url: `/api/Admin/PaymentRun/${runId}/BankFile?Format=ach-csv`,
    headers: bearer(office.admin.token),
  });
  expect(file.statusCode, file.body).toBe(200);
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `/api/Admin/PaymentRun/${runId}/Results`,
    headers: { ...bearer(office.admin.token), 'content-type': 'text/csv' },
    payload: `Employee ID,Amount,Status,Reason\r\n${results.join('\r\n')}\r\n`,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  return upload.json();
}

describe('GET /api/Admin/StipendReport', () => {
  it('answers 401 without a token and 403 to a learner and an employer', async () => {
    expect((await report(undefined)).statusCode).toBe(401);
    for (const session of [await learnerSession(ctx), await employerSession(ctx)]) {
      const res = await report(session.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('answers 400 naming the field for a malformed day, a reversed period or a bad sector', async () => {
    const office = await paymentOffice(ctx);
    for (const [query, field] of [
      [{ from: '2026-13-01' }, 'from'],
      [{ from: '2026-06-01', to: '2026-01-01' }, 'from'],
      [{ sector: 'abc' }, 'sector'],
      [{ from: '2026-01-01\u0000' }, 'from'],
    ] as const) {
      const res = await report(office.admin.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
  });

  it('is all zeros, every month listed, when nothing was paid', async () => {
    const office = await paymentOffice(ctx);
    const res = await report(office.admin.token, { from: '2026-03-15', to: '2026-05-02' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      from: '2026-03-15',
      to: '2026-05-02',
      sector: null,
      employerType: null,
      totals: {
        paidCents: 0,
        programmeCents: 0,
        employerCents: 0,
        reimbursedCents: 0,
        owedToEmployersCents: 0,
      },
      byMonth: ['2026-03', '2026-04', '2026-05'].map((month) => ({
        month,
        programmeCents: 0,
        employerCents: 0,
        reimbursedCents: 0,
        months: 0,
      })),
      bySector: [],
      byFunding: [
        { model: 'programme', paidCents: 0, months: 0 },
        { model: 'employer', paidCents: 0, months: 0 },
      ],
      owedToEmployers: [],
    });
  });

  it('counts what the bank paid and what employers paid, by month, sector and funding; what is owed until the reimbursement is paid', async () => {
    const office = await paymentOffice(ctx);
    // The programme pays Ana (October paid by the bank) and Ben (October failed: not counted).
    const ana = await payableLearner(ctx, office);
    const ben = await payableLearner(ctx, office);
    const anaOctober = await approvedMonth(ctx, ana.placementId, '2026-10');
    await approvedMonth(ctx, ben.placementId, '2026-10');
    // An Enterprise-Based employer pays Cal itself and is reimbursed 60%.
    const payer = await payingEmployer(ctx, 'employer');
    const cal = await payableLearner(ctx, office, { employer: payer, bankSetAt: null });
    const calSeptember = await approvedMonth(ctx, cal.placementId, '2026-09');
    const confirmed = await call('POST', '/api/Employer/ConfirmStipendPaid', payer.token, {
      TimesheetId: calSeptember,
      PaidOn: '2026-10-02',
      Reference: 'CHQ-1001',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const claimId = confirmed.json().data.claimId as number;
    const [anaCents, calCents] = [await amountOf(anaOctober), await amountOf(calSeptember)];
    const share = Math.round(calCents * 0.6);
    const sector = (
      await ctx.db
        .selectFrom('placements')
        .select('sector')
        .where('id', '=', ana.placementId)
        .executeTakeFirstOrThrow()
    ).sector;

    // Owed as soon as the employer confirms; approved once the office approves the claim.
    const owedBefore = (await report(office.admin.token)).json();
    expect(owedBefore.totals).toMatchObject({ employerCents: calCents, owedToEmployersCents: share });
    expect(owedBefore.owedToEmployers).toEqual([
      {
        empId: payer.username,
        employerName: expect.any(String),
        months: 1,
        owedCents: share,
        approvedCents: 0,
      },
    ]);
    const approveClaim = await call('POST', '/api/Admin/ApproveReimbursementClaim', office.admin.token, {
      ClaimId: claimId,
    });
    expect(approveClaim.statusCode, approveClaim.body).toBe(200);
    expect((await report(office.admin.token)).json().owedToEmployers[0].approvedCents).toBe(share);

    // One run pays October: Ana's line Paid, Ben's Failed, the employer's claim Paid.
    await setBankAccount(ctx, await userIdOf(ctx, payer), new Date('2026-10-01T12:00:00Z'));
    const outcome = await payRun(office, '2026-10', [
      `${ana.learner.username},${(anaCents / 100).toFixed(2)},Paid,`,
      `${ben.learner.username},${(anaCents / 100).toFixed(2)},Failed,Account closed`,
      `${payer.username},${(share / 100).toFixed(2)},Paid,`,
    ]);
    expect(outcome).toMatchObject({ paid: 2, failed: 1, unmatched: [] });

    const body = (await report(office.admin.token)).json();
    expect(body.totals).toEqual({
      paidCents: anaCents + calCents,
      programmeCents: anaCents,
      employerCents: calCents,
      reimbursedCents: share,
      owedToEmployersCents: 0,
    });
    const month = (m: string) => body.byMonth.find((row: { month: string }) => row.month === m);
    expect(month('2026-10')).toEqual({
      month: '2026-10',
      programmeCents: anaCents,
      employerCents: 0,
      reimbursedCents: 0,
      months: 1,
    });
    expect(month('2026-09')).toEqual({
      month: '2026-09',
      programmeCents: 0,
      employerCents: calCents,
      reimbursedCents: share,
      months: 1,
    });
    expect(body.byFunding).toEqual([
      { model: 'programme', paidCents: anaCents, months: 1 },
      { model: 'employer', paidCents: calCents, months: 1 },
    ]);
    expect(body.bySector).toEqual([{ sector, programmeCents: anaCents, employerCents: calCents, months: 2 }]);
    expect(body.owedToEmployers).toEqual([]);

    // The filters narrow every part; a period without the months shows none of it.
    const otherSector = (await report(office.admin.token, { ...YEAR, sector: String(sector + 1) })).json();
    expect(otherSector.totals.paidCents).toBe(0);
    expect(otherSector.bySector).toEqual([]);
    const spring = (await report(office.admin.token, { from: '2026-03-01', to: '2026-05-31' })).json();
    expect(spring.totals).toMatchObject({ paidCents: 0, reimbursedCents: 0 });
  });
});
