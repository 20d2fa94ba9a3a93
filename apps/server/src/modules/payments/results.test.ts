import { BANK_FILE_MESSAGES, portalToday, RESULTS_MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { insertRun, paymentRunScene } from '../../test/factories/payment-run-rows.ts';
import { createAdmin } from '../../test/factories/sessions.ts';
import { bearer, employerSession, learnerSession, mailTo } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Admin/PaymentRun/{id}/Results (issue 28): the bank's result file of a sent run.
const clock = testClock();
const ctx = useTestContext({ clock });
const HEADER = 'Employee ID,Amount,Status,Reason\r\n';
const resultsUrl = (id: number | string) => `/api/Admin/PaymentRun/${id}/Results`;

/** Posts a result file as text/csv (or another type). */
const upload = (id: number | string, token: string | undefined, csv: string, type = 'text/csv') =>
  ctx.app.inject({
    method: 'POST',
    url: resultsUrl(id),
    headers: { ...(token ? bearer(token) : {}), 'content-type': type },
    payload: csv,
  });

const lineRows = (runId: number) =>
  ctx.db
    .selectFrom('payment_lines')
    .select(['id', 'status', 'paid_on', 'failed_reason'])
    .where('run_id', '=', runId)
    .orderBy('id')
    .execute();
const runRow = (id: number) =>
  ctx.db.selectFrom('payment_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/Admin/PaymentRun/{id}/Results', () => {
  it('answers 401 without a token and 403 to a learner and an employer', async () => {
    const runId = await insertRun(ctx, { status: 'Sent' });
    const csv = `${HEADER}someone,10.00,Paid,\r\n`;
    expect((await upload(runId, undefined, csv)).statusCode).toBe(401);
    for (const session of [await learnerSession(ctx), await employerSession(ctx)]) {
      expect((await upload(runId, session.token, csv)).statusCode).toBe(403);
    }
  });

  it('answers 400 for a file it cannot read (naming the line), a JSON body or a malformed id; 413 above 5 MB', async () => {
    const admin = await createAdmin(ctx);
    const runId = await insertRun(ctx, { status: 'Sent' });
    const header = await upload(runId, admin.token, 'Name,Amount\r\nx,1\r\n');
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({ success: false, error: RESULTS_MESSAGES.header });
    const amount = await upload(runId, admin.token, `${HEADER}someone,"1,000.00",Paid,\r\n`);
    expect(amount.statusCode).toBe(400);
    expect(amount.json().error).toMatch(/^Line 2: "1,000.00" is not an amount/);
    const json = await upload(runId, admin.token, JSON.stringify({ csv: HEADER }), 'application/json');
    expect(json.statusCode).toBe(400);
    expect((await upload('abc', admin.token, `${HEADER}someone,10.00,Paid,\r\n`)).statusCode).toBe(400);
    const big = await upload(runId, admin.token, `${HEADER}${'x,1.00,Paid,\r\n'.repeat(400_000)}`);
    expect(big.statusCode).toBe(413);
    expect((await runRow(runId)).status).toBe('Sent');
  });

  it('answers 404 for no run and 409 for a run not sent', async () => {
    const admin = await createAdmin(ctx);
    const csv = `${HEADER}someone,10.00,Paid,\r\n`;
    const missing = await upload(999999, admin.token, csv);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(BANK_FILE_MESSAGES.runNotFound);
    for (const [status, month] of [
      ['Draft', '2026-10'],
      ['Approved', '2026-09'],
      ['Rejected', '2026-08'],
    ] as const) {
      const runId = await insertRun(ctx, { status, month });
      const res = await upload(runId, admin.token, csv);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe(RESULTS_MESSAGES.notSent);
      expect((await runRow(runId)).status).toBe(status);
    }
  });

  it('marks matching payments Paid or Failed, lists what matched nothing, tells the learner; closes when all are back', async () => {
    const scene = await paymentRunScene(ctx, 'Sent');
    const { learner, employer, lines, runId } = scene;
    const first =
      HEADER +
      `${learner.username},3960.00,Paid,\r\n` +
      `${learner.username},3488.57,Failed,"Account closed, see bank"\r\n` +
      `${learner.username},3960.00,Paid,\r\n` +
      `nobody,10.00,Paid,\r\n` +
      `${employer.empId},2375.99,Paid,\r\n`;
    const res = await upload(runId, scene.approver.token, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '1 paid, 1 failed, 3 lines matched nothing.',
      paid: 1,
      failed: 1,
      unmatched: [
        { line: 4, reason: RESULTS_MESSAGES.matchedAbove(learner.username, 396000) },
        { line: 5, reason: RESULTS_MESSAGES.noMatch('nobody', 1000) },
        { line: 6, reason: RESULTS_MESSAGES.noMatch(employer.empId, 237599) },
      ],
      runStatus: 'Sent',
    });
    const today = portalToday(clock.now());
    expect(await lineRows(runId)).toEqual([
      { id: lines.september, status: 'Paid', paid_on: today, failed_reason: null },
      { id: lines.october, status: 'Failed', paid_on: null, failed_reason: 'Account closed, see bank' },
      { id: lines.claim, status: 'Pending', paid_on: null, failed_reason: null },
      { id: lines.held, status: 'Held', paid_on: null, failed_reason: null },
      { id: lines.zero, status: 'Pending', paid_on: null, failed_reason: null },
    ]);
    const paid = await mailTo(ctx, learner.email, /3,960\.00 TTD for September 2026\s+was paid/);
    expect(paid.subject).toBe('Your stipend for September 2026 was paid');
    const failed = await mailTo(ctx, learner.email, /Account closed, see bank/);
    expect(failed.subject).toBe('Your stipend for October 2026 could not be paid');
    expect(failed.text).toContain('update your bank details on My Stipend');

    const last = await upload(runId, scene.creator.token, `${HEADER}${employer.empId},2376.00,Paid,\r\n`);
    expect(last.json()).toMatchObject({ paid: 1, failed: 0, unmatched: [], runStatus: 'Closed' });
    const run = await runRow(runId);
    expect(run.status).toBe('Closed');
    expect(run.closed_at?.toISOString()).toBe(clock.now().toISOString());
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['record_id', 'detail'])
      .where('action', '=', 'payment-run.results')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.detail)).toEqual([
      { paid: 1, failed: 1, unmatched: 3, closed: false },
      { paid: 1, failed: 0, unmatched: 0, closed: true },
    ]);
    const again = await upload(runId, scene.creator.token, `${HEADER}${employer.empId},2376.00,Paid,\r\n`);
    expect(again.statusCode).toBe(409);
  });

  it('changes nothing when no line matches, and takes a CSV with a charset and a BOM', async () => {
    const scene = await paymentRunScene(ctx, 'Sent');
    const before = await lineRows(scene.runId);
    const res = await upload(
      scene.runId,
      scene.creator.token,
      `\uFEFF${HEADER}${scene.learner.username},1.00,Failed,Wrong amount\r\n`,
      'text/csv; charset=utf-8',
    );
    expect(res.json()).toMatchObject({ paid: 0, failed: 0, unmatched: [{ line: 2 }], runStatus: 'Sent' });
    expect(await lineRows(scene.runId)).toEqual(before);
  });
});
