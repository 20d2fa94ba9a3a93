import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { approvedMonth, confirmPaid, fundingScene, post, setFunding } from '../../test/factories/funding.ts';
import { bearer } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Admin/SetEmployerFunding (issue 28) and the funding the employer's record answers.
const clock = testClock();
const ctx = useTestContext({ clock });
const URL = '/api/Admin/SetEmployerFunding';

const recordOf = async (token: string, empId: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/Employer/GetEmployerById/${empId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('POST /api/Admin/SetEmployerFunding', () => {
  it('answers 401 without a token, 403 to an employer or learner, 400 for bad input, 404 for an unknown EmpId', async () => {
    const s = await fundingScene(ctx, clock);
    const good = { EmpId: s.owner.username, Model: 'programme', FromMonth: '2030-05', Reason: 'Agreed' };
    expect((await post(ctx, URL, undefined, good)).statusCode).toBe(401);
    expect((await post(ctx, URL, s.owner.token, good)).statusCode).toBe(403);
    expect((await post(ctx, URL, s.learner.token, good)).statusCode).toBe(403);
    for (const bad of [
      { Reason: '' },
      { Reason: undefined },
      { Model: 'learner' },
      { FromMonth: '2030-13' },
      { FromMonth: '' },
      { EmpId: '' },
    ]) {
      const res = await post(ctx, URL, s.admin.token, { ...good, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const reason = await post(ctx, URL, s.admin.token, { ...good, Reason: '  ' });
    expect(reason.json().error).toBe('Enter a reason for the change of funding.');
    const unknown = await post(ctx, URL, s.admin.token, { ...good, EmpId: 'nobody-here' });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers the type's default on the record until the office sets a model, then the model in force this month", async () => {
    const s = await fundingScene(ctx, clock);
    // An Enterprise-Based employer pays its trainees by default.
    expect((await recordOf(s.admin.token, s.owner.username)).funding).toEqual({
      model: 'employer',
      fromMonth: null,
    });
    const set = await setFunding(ctx, s, 'programme', '2030-05');
    expect(set).toEqual({
      empId: s.owner.username,
      model: 'programme',
      fromMonth: '2030-05',
      reason: 'Agreement of the year',
      funding: { model: 'employer', fromMonth: null },
    });
    // From May: still April now.
    expect((await recordOf(s.admin.token, s.owner.username)).funding.model).toBe('employer');
    await setFunding(ctx, s, 'programme', '2030-03');
    expect((await recordOf(s.owner.token, s.owner.username)).funding).toEqual({
      model: 'programme',
      fromMonth: '2030-03',
    });
    // A second setting of the same month replaces the first.
    await setFunding(ctx, s, 'employer', '2030-03');
    expect((await recordOf(s.admin.token, s.owner.username)).funding).toEqual({
      model: 'employer',
      fromMonth: '2030-03',
    });
    const rows = await ctx.db.selectFrom('employer_funding').select(['from_month', 'model']).execute();
    expect(rows).toHaveLength(2);
    // A learner sees the public profile, without it.
    expect((await recordOf(s.learner.token, s.owner.username)).funding).toBeUndefined();
  });

  it('records each change in the audit trail with the model, month and reason', async () => {
    const s = await fundingScene(ctx, clock);
    await setFunding(ctx, s, 'programme', '2030-06');
    const entry = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'employer.funding-set')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ record_type: 'employer', record_id: s.owner.username });
    expect(entry.detail).toEqual({
      model: 'programme',
      fromMonth: '2030-06',
      reason: 'Agreement of the year',
    });
  });

  it('answers 409 from a month already paid under the current funding, and saves from the month after', async () => {
    const s = await fundingScene(ctx, clock);
    await confirmPaid(ctx, s, await approvedMonth(ctx, s, '2030-02'));
    const body = { EmpId: s.owner.username, Model: 'programme', Reason: 'Now a public body' };
    for (const FromMonth of ['2030-01', '2030-02']) {
      const res = await post(ctx, URL, s.admin.token, { ...body, FromMonth });
      expect(res.statusCode, FromMonth).toBe(409);
      expect(res.json().error).toBe(
        'February 2030 is already paid or in a payment run under the current funding. Set the change from March 2030 or later.',
      );
    }
    expect(await ctx.db.selectFrom('employer_funding').selectAll().execute()).toEqual([]);
    const later = await post(ctx, URL, s.admin.token, { ...body, FromMonth: '2030-03' });
    expect(later.statusCode, later.body).toBe(200);
  });
});
