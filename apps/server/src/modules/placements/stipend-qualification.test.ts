import { describe, expect, it } from 'vitest';
import { bearer, placedLearnerScene, selectedWithQualificationsScene } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The office sees which qualification sets the stipend when placing, and confirms it checked it
// against a certificate (QualificationChecked); the audit entry records the confirmation.

const ctx = useTestContext();
const call = bodyCaller(ctx);

const UNCHECKED = "Confirm that you checked the qualification against the learner's certificate";

/** A Selected application of a learner who lists three qualifications; the admin and PlaceLearner's input. */
function selectedWithQualifications() {
  return selectedWithQualificationsScene(ctx, [
    { qualificationType: 'CVQ', certificateName: 'Welding' },
    { qualificationType: 'First Degree', certificateName: 'BSc Chemistry' },
    { qualificationType: 'CAPE', certificateName: 'Chemistry' },
  ]);
}

const placedEntries = () =>
  ctx.db
    .selectFrom('audit_log')
    .select(['record_id', 'detail'])
    .where('action', '=', 'placement.placed')
    .execute();

describe('PlaceLearner: the qualification that sets the stipend', () => {
  it('answers 400 naming QualificationChecked when the confirmation is missing or not true, and places nothing', async () => {
    const { admin, input } = await selectedWithQualifications();
    for (const QualificationChecked of [undefined, false, 'false', '']) {
      const res = await call('POST', '/api/Admin/PlaceLearner', admin.token, {
        ...input,
        QualificationChecked,
      });
      expect(res.statusCode, String(QualificationChecked)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION',
        error: UNCHECKED,
        fields: { QualificationChecked: UNCHECKED },
      });
    }
    const row = await ctx.db
      .selectFrom('placements')
      .select('status')
      .where('id', '=', input.PlacementId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(3);
    expect(await placedEntries()).toEqual([]);
  });

  it('shows the office which qualification sets the stipend before placing, and none once it is fixed', async () => {
    const { admin, input } = await selectedWithQualifications();
    const url = `/api/Admin/GetPlacementById/${input.PlacementId}`;
    const before = (await call('GET', url, admin.token)).json();
    expect(before).toMatchObject({
      monthlyStipend: 6875,
      stipendQualification: { qualificationType: 'First Degree', certificateName: 'BSc Chemistry' },
    });
    const placed = await call('POST', '/api/Admin/PlaceLearner', admin.token, {
      ...input,
      QualificationChecked: true,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({ monthlyStipend: 6875, stipendQualification: null });
  });

  it('records the confirmation, the qualification, its certificate and the stipend in the audit entry (query string form)', async () => {
    const { admin, input } = await selectedWithQualifications();
    const query = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/PlaceLearner',
      headers: bearer(admin.token),
      query: { ...query, QualificationChecked: 'true' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await placedEntries()).toEqual([
      {
        record_id: String(input.PlacementId),
        detail: expect.objectContaining({
          qualificationChecked: true,
          stipendQualification: 'First Degree',
          stipendCertificate: 'BSc Chemistry',
          monthlyStipend: 6875,
        }),
      },
    ]);
  });

  it('fixes the stipend level whose first-schedule rate is the stipend (First Degree: level 4), none without a stipend', async () => {
    const { admin, input } = await selectedWithQualifications();
    const placed = await call('POST', '/api/Admin/PlaceLearner', admin.token, {
      ...input,
      QualificationChecked: true,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const levelOf = async (id: number) =>
      (
        await ctx.db
          .selectFrom('placements')
          .select('stipend_level')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).stipend_level;
    expect(await levelOf(input.PlacementId)).toBe(4);
    expect(await placedEntries()).toEqual([
      { record_id: String(input.PlacementId), detail: expect.objectContaining({ stipendLevel: 4 }) },
    ]);

    const none = await placedLearnerScene(ctx, {
      start: '2026-12-01',
      end: '2027-11-30',
      qualification: null,
    });
    expect(await levelOf(none.placementId)).toBeNull();
  });
});
