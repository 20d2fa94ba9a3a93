import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { approvedMonth, confirmPaid, fundingScene, setFunding } from '../../test/factories/funding.ts';
import { insertTimesheetRow } from '../../test/factories/timesheet-rows.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// "Where is my stipend" (issue 28): GET /api/Learner/MyStipend and GET /api/Employer/LearnerStipends.
const clock = testClock();
const ctx = useTestContext({ clock });
const get = queryCaller(ctx);
const MINE = '/api/Learner/MyStipend';
const THEIRS = '/api/Employer/LearnerStipends';

let runs = 0;

/** A run of the runs' area, written as a row (each of its own month and cycle), with one line of a month. */
async function runLine(
  timesheetId: number,
  run: { status: 'Draft' | 'Approved' | 'Sent' | 'Closed' | 'Rejected'; sentAt?: Date },
  line: {
    status: 'Held' | 'Pending' | 'Paid' | 'Failed';
    paidOn?: string;
    failedReason?: string;
    live?: boolean;
  },
) {
  const now = clock.now();
  runs += 1;
  const month = `2031-${String((runs % 12) + 1).padStart(2, '0')}`;
  const cycle = runs > 12 ? 2 : 1;
  const { id } = await ctx.db
    .insertInto('payment_runs')
    .values({
      month,
      cycle,
      status: run.status,
      created_at: now,
      calculated_at: now,
      sent_at: run.sentAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('payment_lines')
    .values({
      run_id: id,
      kind: 'stipend',
      timesheet_id: timesheetId,
      payee_user_id: 1,
      payee_name: 'Learner',
      employee_id: 'learner',
      account_number: line.status === 'Held' ? null : '123456',
      amount_cents: 396000,
      status: line.status,
      paid_on: line.paidOn ?? null,
      failed_reason: line.failedReason ?? null,
      live: line.live ?? true,
    })
    .execute();
  return id;
}

describe('GET /api/Learner/MyStipend and GET /api/Employer/LearnerStipends', () => {
  it('answer 401 without a token and 403 to the other roles', async () => {
    const s = await fundingScene(ctx, clock);
    expect((await get('GET', MINE)).statusCode).toBe(401);
    expect((await get('GET', THEIRS)).statusCode).toBe(401);
    for (const token of [s.owner.token, s.admin.token])
      expect((await get('GET', MINE, token)).statusCode).toBe(403);
    for (const token of [s.learner.token, s.admin.token])
      expect((await get('GET', THEIRS, token)).statusCode).toBe(403);
  });

  it('says where each month of a programme-paid placement is, newest first', async () => {
    const s = await fundingScene(ctx, clock);
    await setFunding(ctx, s, 'programme', '2029-01');
    const months = {
      jan: await approvedMonth(ctx, s, '2030-01'),
      feb: await approvedMonth(ctx, s, '2030-02'),
      mar: await approvedMonth(ctx, s, '2030-03'),
      may: await approvedMonth(ctx, s, '2030-05'),
      jun: await approvedMonth(ctx, s, '2030-06'),
      jul: await approvedMonth(ctx, s, '2030-07'),
    };
    await insertTimesheetRow(ctx, s.placementId, '2030-08', { status: 'Submitted' });
    await runLine(months.jan, { status: 'Closed' }, { status: 'Paid', paidOn: '2030-11-12' });
    // February failed in one run, then a later run pays it: the latest live line counts.
    await runLine(months.feb, { status: 'Closed' }, { status: 'Failed', failedReason: 'account closed' });
    const mar = await runLine(
      months.mar,
      { status: 'Closed' },
      { status: 'Failed', failedReason: 'account closed' },
    );
    const sentRun = await runLine(
      months.may,
      { status: 'Sent', sentAt: new Date('2030-06-05T15:00:00Z') },
      { status: 'Pending' },
    );
    await runLine(months.jun, { status: 'Draft' }, { status: 'Held' });
    // July's run was rejected: its line is no longer live, the month waits for the next run.
    await runLine(months.jul, { status: 'Rejected' }, { status: 'Pending', live: false });
    await runLine(months.feb, { status: 'Draft' }, { status: 'Pending' });

    const res = await get('GET', MINE, s.learner.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.map((m: { month: string }) => m.month)).toEqual([
      '2030-08',
      '2030-07',
      '2030-06',
      '2030-05',
      '2030-03',
      '2030-02',
      '2030-01',
    ]);
    const byMonth = Object.fromEntries(list.map((m: { month: string }) => [m.month, m]));
    expect(byMonth['2030-01']).toMatchObject({
      timesheetId: months.jan,
      placementId: s.placementId,
      attendance: 'Approved',
      payCycle: 1,
      amountCents: 396000,
      amountText: '3,960.00 TTD',
      funding: 'programme',
      payment: { state: 'paid', paidOn: '2030-11-12', failedReason: null, reference: null },
      text: 'Paid on 12 Nov 2030',
    });
    expect(byMonth['2030-02'].payment.state).toBe('in-run');
    expect(byMonth['2030-02'].text).toBe('In the payment run, pay cycle 1');
    expect(byMonth['2030-03'].payment).toMatchObject({
      state: 'failed',
      runId: mar,
      failedReason: 'account closed',
    });
    expect(byMonth['2030-03'].text).toBe('Failed: account closed — update your bank details on My Stipend');
    expect(byMonth['2030-05'].payment).toMatchObject({ state: 'sent', runId: sentRun });
    expect(byMonth['2030-05'].text).toBe('Sent to the bank on 5 Jun 2030');
    expect(byMonth['2030-06'].text).toBe('Held: add your bank details on My Stipend to be paid');
    expect(byMonth['2030-07'].payment).toMatchObject({ state: 'not-due', runId: null });
    expect(byMonth['2030-07'].text).toBe('Approved, pay cycle 1: waiting for the next payment run');
    expect(byMonth['2030-08']).toMatchObject({ attendance: 'Submitted', payCycle: null });
    expect(byMonth['2030-08'].text).toBe("Waiting for your supervisor's approval");
  });

  it('says a month the employer pays is paid by it once it confirms, to the learner and to the employer', async () => {
    const s = await fundingScene(ctx, clock);
    const feb = await approvedMonth(ctx, s, '2030-02');
    await approvedMonth(ctx, s, '2030-03');
    await insertTimesheetRow(ctx, s.placementId, '2030-04', { status: 'Draft' });
    await confirmPaid(ctx, s, feb, '2030-03-03');
    const [april, march, february] = (await get('GET', MINE, s.learner.token)).json();
    expect(april.text).toBe('Attendance not submitted yet');
    expect(march).toMatchObject({ funding: 'employer', payment: { state: 'not-due' } });
    expect(march.text).toBe('Approved, pay cycle 1: your employer pays this month');
    expect(february).toMatchObject({
      funding: 'employer',
      payment: { state: 'paid-by-employer', paidOn: '2030-03-03', reference: `REF-${feb}`, runId: null },
      text: 'Paid by your employer on 3 Mar 2030',
    });

    const theirs = (await get('GET', THEIRS, s.owner.token)).json();
    expect(theirs.map((m: { month: string }) => m.month)).toEqual(['2030-03', '2030-02']);
    expect(theirs[0]).toMatchObject({
      learnerId: s.learner.username,
      text: 'Approved, pay cycle 1: confirm when you have paid it',
    });
    expect(theirs[1].text).toBe('You paid it on 3 Mar 2030');
    expect(theirs[0].learnerName).toBeTruthy();
    expect((await get('GET', THEIRS, s.other.token)).json()).toEqual([]);
  });
});
