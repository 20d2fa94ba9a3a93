import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  approvedMonth,
  payableLearner,
  paymentOffice,
  setBankAccount,
} from '../../test/factories/payments.ts';
import { bearer } from '../../test/factories/sessions.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// Never twice (issue 28): a month is in at most one live run's Pending or Paid line, the database
// refusing it too; a month held back or failed is paid again only once its learner's bank details
// changed after the run that held it. Sent and settled through the bank file and the bank's results.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);

const CREATE = '/api/Admin/CreatePaymentRun';

async function createRun(token: string, Month: string, Cycle: 1 | 2 = 1) {
  const res = await call('POST', CREATE, token, { Month, Cycle });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    runId: number;
    lines: { timesheetId: number; lineId: number }[];
    held: { timesheetId: number }[];
  };
}

const monthsOf = (lines: { timesheetId: number }[]) => lines.map((l) => l.timesheetId);

describe('never twice', () => {
  it('the database refuses a second live Pending line of a month, even from code that skipped the rules', async () => {
    clock.set(new Date());
    const office = await paymentOffice(ctx);
    const learner = await payableLearner(ctx, office);
    const march = await approvedMonth(ctx, learner.placementId, '2026-03', 1);
    const run = await createRun(office.admin.token, '2026-03');
    const [line] = await ctx.db
      .selectFrom('payment_lines')
      .selectAll()
      .where('run_id', '=', run.runId)
      .execute();
    const other = await ctx.db
      .insertInto('payment_runs')
      .values({ month: '2026-04', cycle: 1, created_at: clock.now(), calculated_at: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = line!;
    await expect(
      ctx.db
        .insertInto('payment_lines')
        .values({ ...copy, days_credited: 21, run_id: other.id })
        .execute(),
    ).rejects.toMatchObject({ code: '23505', constraint: 'payment_lines_timesheet_once' });
    // A second live run of the month and cycle is refused too.
    await expect(
      ctx.db
        .insertInto('payment_runs')
        .values({ month: '2026-03', cycle: 1, created_at: clock.now(), calculated_at: clock.now() })
        .execute(),
    ).rejects.toMatchObject({ code: '23505', constraint: 'payment_runs_live_key' });
    expect(monthsOf(run.lines)).toEqual([march]);
    // The next month's run does not take March again.
    expect(monthsOf((await createRun(office.admin.token, '2026-04', 2)).lines)).toEqual([]);
  });

  it('a month held back is in the next run once its learner added bank details, not before', async () => {
    clock.set(new Date());
    const office = await paymentOffice(ctx);
    const learner = await payableLearner(ctx, office, { bankSetAt: null });
    const march = await approvedMonth(ctx, learner.placementId, '2026-03', 1);
    const run = await createRun(office.admin.token, '2026-03');
    expect(monthsOf(run.held)).toEqual([march]);
    expect(monthsOf((await createRun(office.admin.token, '2026-04')).held)).toEqual([]);
    clock.advance(60_000);
    await setBankAccount(ctx, learner.learnerUserId, clock.now());
    const april2 = await createRun(office.admin.token, '2026-04', 2);
    expect(monthsOf(april2.lines)).toEqual([march]);
    expect(april2.held).toEqual([]);
  });

  it('a failed month is paid again only after the bank details change, once the bank file is sent and its results read', async () => {
    clock.set(new Date());
    const office = await paymentOffice(ctx);
    const paid = await payableLearner(ctx, office);
    const failed = await payableLearner(ctx, office);
    const paidMarch = await approvedMonth(ctx, paid.placementId, '2026-03', 1);
    const failedMarch = await approvedMonth(ctx, failed.placementId, '2026-03', 1);
    const run = await createRun(office.admin.token, '2026-03');
    expect(
      (await call('POST', '/api/Admin/ApprovePaymentRun', office.second.token, { RunId: run.runId }))
        .statusCode,
    ).toBe(200);

    // The office downloads the bank file (the run is Sent) and uploads the bank's results.
    const bankFile = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/PaymentRun/${run.runId}/BankFile?Format=ach-csv`,
      headers: bearer(office.admin.token),
    });
    expect(bankFile.statusCode, bankFile.body).toBe(200);
    const rows = bankFile.body
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.map((r) => r[3])).toEqual([paid.bank!.accountNumber, failed.bank!.accountNumber]);
    const [paidRow, failedRow] = rows as [string[], string[]];
    const results = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/PaymentRun/${run.runId}/Results`,
      headers: { ...bearer(office.admin.token), 'content-type': 'text/csv' },
      payload: [
        'Employee ID,Amount,Status,Reason',
        `${paidRow[1]},${paidRow[4]},Paid,`,
        `${failedRow[1]},${failedRow[4]},Failed,Account closed`,
      ].join('\n'),
    });
    expect(results.statusCode, results.body).toBe(200);
    const settled = results.json();
    expect(settled).toMatchObject({ paid: 1, failed: 1, unmatched: [], runStatus: 'Closed' });
    const detail = await call('GET', `/api/Admin/PaymentRun/${run.runId}`, office.admin.token);
    expect(detail.json()).toMatchObject({ status: 'Closed' });
    expect(detail.json().lines).toEqual([
      expect.objectContaining({ timesheetId: paidMarch, status: 'Paid', paidOn: expect.any(String) }),
      expect.objectContaining({ timesheetId: failedMarch, status: 'Failed', failedReason: 'Account closed' }),
    ]);

    // A new March run (the closed one is not live) takes neither month; April's neither, until the details change.
    expect(monthsOf((await createRun(office.admin.token, '2026-03')).lines)).toEqual([]);
    expect(monthsOf((await createRun(office.admin.token, '2026-04')).lines)).toEqual([]);
    clock.advance(60_000);
    await setBankAccount(ctx, failed.learnerUserId, clock.now());
    expect(monthsOf((await createRun(office.admin.token, '2026-04', 2)).lines)).toEqual([failedMarch]);
  });
});

describe('GET /api/Admin/PaymentRuns and /api/Admin/PaymentRun/{id}', () => {
  it('answer 401 without a token, 403 to others, 400 for a bad page or id, 404 for an unknown run', async () => {
    clock.set(new Date());
    const office = await paymentOffice(ctx);
    const learner = await payableLearner(ctx, office);
    const run = await createRun(office.admin.token, '2026-03');
    expect((await call('GET', '/api/Admin/PaymentRuns')).statusCode).toBe(401);
    expect((await call('GET', `/api/Admin/PaymentRun/${run.runId}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/Admin/PaymentRuns', learner.learner.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/Admin/PaymentRun/${run.runId}`, learner.employer.token)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/Admin/PaymentRuns?PageSize=0', office.admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/Admin/PaymentRun/abc', office.admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/Admin/PaymentRun/999999', office.admin.token)).statusCode).toBe(404);
  });

  it('list the runs newest first, a page at a time', async () => {
    clock.set(new Date());
    const office = await paymentOffice(ctx);
    const ids: number[] = [];
    for (const month of ['2026-01', '2026-02', '2026-03'])
      ids.push((await createRun(office.admin.token, month)).runId);
    const first = await call('GET', '/api/Admin/PaymentRuns?Page=1&PageSize=2', office.second.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.json().items.map((r: { runId: number }) => r.runId)).toEqual([ids[2], ids[1]]);
    const second = await call('GET', '/api/Admin/PaymentRuns?Page=2&PageSize=2', office.second.token);
    expect(second.json().items).toEqual([
      expect.objectContaining({ runId: ids[0], month: '2026-01', totalText: '0.00 TTD' }),
    ]);
  });
});
