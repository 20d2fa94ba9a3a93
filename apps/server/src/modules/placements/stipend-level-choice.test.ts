import { describe, expect, it } from 'vitest';
import { bearer, selectedWithQualificationsScene } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The office may set a placement's stipend level (1-5) when it places (issue 30): without one the
// qualification's default applies; another level than the default needs a reason; the audit trail
// records the default, the level fixed and the reason.

const ctx = useTestContext();
const call = bodyCaller(ctx);

const LEVEL_INVALID = 'StipendLevel must be a stipend level from 1 to 5';
const REASON_REQUIRED = 'StipendReason is required for a level other than the default (Level 4)';

/** A Selected application of a learner whose First Degree sets level 4 (TTD 6,875); the admin and PlaceLearner's input. */
async function selectedFirstDegree() {
  const scene = await selectedWithQualificationsScene(
    ctx,
    [
      { qualificationType: 'CVQ', certificateName: 'Welding' },
      { qualificationType: 'First Degree', certificateName: 'BSc Chemistry' },
    ],
    { QualificationChecked: true },
  );
  return { admin: scene.admin, input: scene.input, employer: scene.owner, learner: scene.learner };
}

const placedRow = (id: number) =>
  ctx.db
    .selectFrom('placements')
    .select(['status', 'stipend_level', 'monthly_stipend'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const placedEntries = () =>
  ctx.db.selectFrom('audit_log').select('detail').where('action', '=', 'placement.placed').execute();

describe('PlaceLearner: the stipend level the office chooses', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/PlaceLearner',
      payload: { PlacementId: 1, StipendLevel: 2, StipendReason: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to an employer and a learner, and places nothing', async () => {
    const { input, employer, learner } = await selectedFirstDegree();
    for (const token of [employer.token, learner.token]) {
      const res = await call('POST', '/api/Admin/PlaceLearner', token, {
        ...input,
        StipendLevel: 2,
        StipendReason: 'Diploma seen',
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await placedRow(input.PlacementId)).status).toBe(3);
  });

  it('answers 400 for a level outside 1-5 or of the wrong type, and a reason too long', async () => {
    const { admin, input } = await selectedFirstDegree();
    for (const StipendLevel of [0, 6, -1, 2.5, 'two', '7', true, { level: 2 }, [2]]) {
      const res = await call('POST', '/api/Admin/PlaceLearner', admin.token, { ...input, StipendLevel });
      expect(res.statusCode, JSON.stringify(StipendLevel)).toBe(400);
      expect(res.json().fields).toEqual({ StipendLevel: LEVEL_INVALID });
    }
    for (const StipendReason of ['x'.repeat(501), 'a\u0000b', { text: 'x' }]) {
      const res = await call('POST', '/api/Admin/PlaceLearner', admin.token, {
        ...input,
        StipendLevel: 2,
        StipendReason,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['StipendReason']);
    }
    expect((await placedRow(input.PlacementId)).status).toBe(3);
    expect(await placedEntries()).toEqual([]);
  });

  it('answers 400 naming StipendReason for a level other than the default without a reason, and places nothing', async () => {
    const { admin, input } = await selectedFirstDegree();
    for (const StipendReason of [undefined, '', '   ']) {
      const res = await call('POST', '/api/Admin/PlaceLearner', admin.token, {
        ...input,
        StipendLevel: 2,
        StipendReason,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: REASON_REQUIRED,
        fields: { StipendReason: REASON_REQUIRED },
      });
    }
    expect((await placedRow(input.PlacementId)).status).toBe(3);
    expect(await placedEntries()).toEqual([]);
  });

  it('applies the default without a level, as before, and records it', async () => {
    const { admin, input } = await selectedFirstDegree();
    const res = await call('POST', '/api/Admin/PlaceLearner', admin.token, { ...input, StipendLevel: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await placedRow(input.PlacementId)).toMatchObject({ status: 5, stipend_level: 4 });
    expect(res.json().data.monthlyStipend).toBe(6875);
    const [entry] = await placedEntries();
    expect(entry?.detail).toMatchObject({ stipendLevel: 4, defaultStipendLevel: 4 });
    expect(entry?.detail).not.toHaveProperty('stipendReason');
  });

  it('takes the default level without a reason', async () => {
    const { admin, input } = await selectedFirstDegree();
    const res = await call('POST', '/api/Admin/PlaceLearner', admin.token, { ...input, StipendLevel: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await placedRow(input.PlacementId)).toMatchObject({ stipend_level: 4 });
  });

  it('fixes another level with its reason: that level and its rate, the default and the reason in the audit trail (query string form)', async () => {
    const { admin, input } = await selectedFirstDegree();
    const query = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/PlaceLearner',
      headers: bearer(admin.token),
      query: { ...query, StipendLevel: '2', StipendReason: '  The degree is not yet conferred  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ placementStatus: 5, monthlyStipend: 3960 });
    expect(await placedRow(input.PlacementId)).toMatchObject({ stipend_level: 2 });
    expect(Number((await placedRow(input.PlacementId)).monthly_stipend)).toBe(3960);
    expect(await placedEntries()).toEqual([
      {
        detail: expect.objectContaining({
          stipendLevel: 2,
          monthlyStipend: 3960,
          defaultStipendLevel: 4,
          stipendReason: 'The degree is not yet conferred',
          stipendQualification: 'First Degree',
        }),
      },
    ]);
  });
});
