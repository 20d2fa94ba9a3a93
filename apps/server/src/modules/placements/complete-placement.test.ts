import { portalToday } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { applicationScene, bearer, expectOwnerOnly, type SignedIn } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { type TestContext, useTestContext } from '../../test/test-app.ts';

// POST /api/Employer/CompletePlacement (issue 10): the employer marks a Placed learner Completed
// with an evaluation. PlaceLearner (admin) is built separately, so a scene's application is marked
// Selected through the real call and then set Placed directly in the database.
const ctx = useTestContext();

const call = queryCaller(ctx);
const URL = '/api/Employer/CompletePlacement';

const DAY = 24 * 60 * 60 * 1000;
/** A date `days` from today (Port of Spain), as 'YYYY-MM-DD'. */
const dayFromToday = (days: number) => portalToday(new Date(Date.now() + days * DAY));

type Scene = Awaited<ReturnType<typeof applicationScene>>;

/** Marks the scene's application Selected (the real call), then Placed ending on `endDate`. */
async function placed(context: TestContext, scene: Scene, endDate = dayFromToday(-1)): Promise<number> {
  const id = scene.application.placementId;
  const res = await call('POST', '/api/Employer/SetApplicationOutcome', scene.owner.token, {
    PlacementId: String(id),
    Outcome: 'selected',
  });
  expect(res.statusCode, res.body).toBe(200);
  await context.db
    .updateTable('placements')
    .set({ status: 5, date_placed: dayFromToday(-100), start_date: dayFromToday(-90), end_date: endDate })
    .where('id', '=', id)
    .execute();
  return id;
}

const evaluation = (placementId: number, change: Record<string, string> = {}) => ({
  PlacementId: String(placementId),
  Attendance: '5',
  Punctuality: '4',
  Quality: '4',
  Teamwork: '4',
  Remarks: 'Reliable and eager to learn.\nWould take on again.',
  ...change,
});

const history = (placementId: number) =>
  ctx.db
    .selectFrom('placement_status_history')
    .select(['from_status', 'to_status', 'changed_by'])
    .where('placement_id', '=', placementId)
    .orderBy('id')
    .execute();

const status = async (placementId: number) =>
  (
    await ctx.db
      .selectFrom('placements')
      .select('status')
      .where('id', '=', placementId)
      .executeTakeFirstOrThrow()
  ).status;

const evaluations = (placementId: number) =>
  ctx.db.selectFrom('placement_evaluations').selectAll().where('placement_id', '=', placementId).execute();

const userId = async (account: SignedIn) =>
  (
    await ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', account.username)
      .executeTakeFirstOrThrow()
  ).id;

const completionMails = async (to: string) => {
  await ctx.app.outbox.drain();
  return ctx.mail.to(to).filter((m) => /placement is complete/.test(m.subject));
};

describe('POST /api/Employer/CompletePlacement', () => {
  it('answers 401, 403 for a learner, 403 for another employer, 404 for an unknown placement', async () => {
    const scene = await applicationScene(ctx);
    const id = await placed(ctx, scene);
    await expectOwnerOnly(ctx, 'POST', URL, evaluation(id));
    const other = await call('POST', URL, scene.other.token, evaluation(id));
    expect(other.statusCode).toBe(403);
    const missing = await call('POST', URL, scene.owner.token, evaluation(987_654));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Application not found.');
    expect(await status(id)).toBe(5);
    expect(await evaluations(id)).toEqual([]);
  });

  it('answers 400 naming the field for bad scores, remarks, reasons and ids, and changes nothing', async () => {
    const scene = await applicationScene(ctx);
    const id = await placed(ctx, scene);
    const cases: [Record<string, string>, string, string][] = [
      [{ Attendance: '' }, 'Attendance', 'Attendance is required'],
      [{ Attendance: '0' }, 'Attendance', 'Attendance must be a whole number from 1 to 5'],
      [{ Punctuality: '6' }, 'Punctuality', 'Punctuality must be a whole number from 1 to 5'],
      [{ Quality: '3.5' }, 'Quality', 'Quality must be a whole number from 1 to 5'],
      [{ Teamwork: 'great' }, 'Teamwork', 'Teamwork must be a whole number from 1 to 5'],
      [{ Teamwork: '-1' }, 'Teamwork', 'Teamwork must be a whole number from 1 to 5'],
      [{ Remarks: '   ' }, 'Remarks', 'Remarks are required'],
      [{ Remarks: 'Good\u0000work' }, 'Remarks', 'Remarks is not valid'],
      [{ Remarks: 'x'.repeat(2001) }, 'Remarks', 'Remarks must be at most 2000 characters'],
      [{ Reason: 'Left\u0007early' }, 'Reason', 'Reason is not valid'],
      [{ Reason: 'r'.repeat(2001) }, 'Reason', 'Reason must be at most 2000 characters'],
      [{ PlacementId: 'abc' }, 'PlacementId', 'PlacementId is not valid'],
      [{ PlacementId: '99999999999' }, 'PlacementId', 'PlacementId is not valid'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', URL, scene.owner.token, evaluation(id, change));
      const where = JSON.stringify(change).slice(0, 60);
      expect(res.statusCode, where).toBe(400);
      expect(res.json().fields?.[field], where).toBe(message);
    }
    // Wrong JSON types: numbers that are not whole, booleans, objects, arrays.
    const body = {
      ...evaluation(id),
      PlacementId: id,
      Attendance: 5,
      Punctuality: 4,
      Quality: 4,
      Teamwork: 4,
    };
    const wrongTypes: [string, unknown][] = [
      ['Attendance', 4.5],
      ['Punctuality', true],
      ['Quality', { $gt: 0 }],
      ['Teamwork', [5]],
      ['Remarks', { text: 'hi' }],
      ['PlacementId', 1.5],
    ];
    for (const [field, value] of wrongTypes) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: URL,
        headers: bearer(scene.owner.token),
        payload: { ...body, [field]: value },
      });
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(res.json().fields?.[field], field).toBeDefined();
    }
    const unknown = await call('POST', URL, scene.owner.token, { ...evaluation(id), Bonus: '5' });
    expect(unknown.statusCode).toBe(400);
    expect(await status(id)).toBe(5);
    expect(await evaluations(id)).toEqual([]);
    expect(await completionMails(scene.learner.email)).toEqual([]);
  });

  it('answers 409 unless the placement is Placed', async () => {
    const scene = await applicationScene(ctx);
    const id = scene.application.placementId;
    const applied = await call('POST', URL, scene.owner.token, evaluation(id));
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: 'Only a Placed learner can be marked Completed.',
    });
    await call('POST', '/api/Employer/SetApplicationOutcome', scene.owner.token, {
      PlacementId: String(id),
      Outcome: 'selected',
    });
    const selected = await call('POST', URL, scene.owner.token, evaluation(id));
    expect(selected.statusCode).toBe(409);
    expect(selected.json().error).toBe('Only a Placed learner can be marked Completed.');
    await ctx.db.updateTable('placements').set({ status: 6 }).where('id', '=', id).execute();
    const withdrawn = await call('POST', URL, scene.owner.token, evaluation(id));
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error).toBe('This application was withdrawn and can no longer be changed.');
    expect(await evaluations(id)).toEqual([]);
    expect(await completionMails(scene.learner.email)).toEqual([]);
  });

  it('before the end date: 400 naming Reason without one, Completed with one', async () => {
    const scene = await applicationScene(ctx);
    const id = await placed(ctx, scene, dayFromToday(30));
    const noReason = await call('POST', URL, scene.owner.token, evaluation(id));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      success: false,
      error: 'Reason is required to complete a placement before its end date.',
      fields: { Reason: 'Reason is required to complete a placement before its end date.' },
    });
    expect(await status(id)).toBe(5);
    expect(await evaluations(id)).toEqual([]);
    expect(await completionMails(scene.learner.email)).toEqual([]);

    const res = await call(
      'POST',
      URL,
      scene.owner.token,
      evaluation(id, { Reason: 'The learner was offered a permanent post.' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      placementStatus: 7,
      evaluation: { completedEarlyReason: 'The learner was offered a permanent post.' },
    });
  });

  it('on its end date needs no reason', async () => {
    const scene = await applicationScene(ctx);
    const id = await placed(ctx, scene, dayFromToday(0));
    const res = await call('POST', URL, scene.owner.token, evaluation(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.evaluation.completedEarlyReason).toBeNull();
  });

  it('completes a Placed learner: status, evaluation, history, mail; a second call answers 409', async () => {
    const scene = await applicationScene(ctx);
    const { owner, learner } = scene;
    const id = await placed(ctx, scene);
    const res = await call('POST', URL, owner.token, evaluation(id, { Reason: 'ignored when not early' }));
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      attendance: 5,
      punctuality: 4,
      quality: 4,
      teamwork: 4,
      remarks: 'Reliable and eager to learn.\nWould take on again.',
      completedEarlyReason: null,
      completedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/),
      // (5 + 4 + 4 + 4) / 4 = 4.25, rounded to one decimal.
      overall: 4.3,
    };
    expect(res.json()).toEqual({
      success: true,
      message: 'The placement was marked Completed.',
      data: expect.objectContaining({ placementId: id, placementStatus: 7, evaluation: expected }),
    });
    const ownerId = await userId(owner);
    expect(await history(id)).toEqual([
      { from_status: null, to_status: 1, changed_by: expect.any(Number) },
      { from_status: 1, to_status: 3, changed_by: ownerId },
      { from_status: 5, to_status: 7, changed_by: ownerId },
    ]);
    const [stored] = await evaluations(id);
    expect(stored).toMatchObject({ completed_by: ownerId, completed_early_reason: null });

    const mails = await completionMails(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your placement is complete: Lab Technician');
    expect(mails[0]!.text).toContain('Overall: 4.3 out of 5');
    expect(mails[0]!.text).toContain('http://portal.test/learner-dashboard?tab=applications');

    const again = await call('POST', URL, owner.token, evaluation(id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This placement is already completed.');
    expect(await evaluations(id)).toHaveLength(1);
    expect(await history(id)).toHaveLength(3);
    expect(await completionMails(learner.email)).toHaveLength(1);
  });

  it("shows the evaluation in the employer's lists and the learner's My Applications, only once completed", async () => {
    const scene = await applicationScene(ctx);
    const { owner, learner } = scene;
    const id = await placed(ctx, scene);
    const before = await call('GET', '/api/Employer/GetJobApplications', owner.token);
    expect(before.json()[0]).not.toHaveProperty('evaluation');
    await call(
      'POST',
      URL,
      owner.token,
      evaluation(id, { Attendance: '3', Punctuality: '3', Quality: '2', Teamwork: '2' }),
    );
    const shown = { attendance: 3, punctuality: 3, quality: 2, teamwork: 2, overall: 2.5 };

    const list = await call('GET', '/api/Employer/GetJobApplications', owner.token);
    expect(list.json()[0]).toMatchObject({ placementId: id, placementStatus: 7, evaluation: shown });
    const page = await call('GET', '/api/Employer/Applications', owner.token);
    expect(page.json().items[0]).toMatchObject({ placementId: id, evaluation: shown });
    const overview = await call('GET', '/api/Employer/Overview', owner.token);
    expect(overview.json().recentApplications[0]).toMatchObject({ placementId: id, evaluation: shown });

    const mine = await call('GET', '/api/Learner/GetAllApplicationsByLearnerId', learner.token, {
      ID: learner.username,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()[0]).toMatchObject({
      placementId: id,
      placementStatus: 7,
      evaluation: { ...shown, remarks: 'Reliable and eager to learn.\nWould take on again.' },
      history: [
        { fromStatus: null, toStatus: 1 },
        { fromStatus: 1, toStatus: 3 },
        { fromStatus: 5, toStatus: 7 },
      ],
    });
  });
});
