import { describe, expect, it } from 'vitest';
import {
  applyAs,
  bearer,
  createAdmin,
  employerSession,
  learnerSession,
  publishedPosition,
  updateProfileAs,
} from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// Issue 11: disability data (and identity numbers) are shown only to the learner, admins, and the
// employers to whose openings the learner applied.
const ctx = useTestContext();

const profileOf = (learnerId: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/Learner/GetLearnerById/${learnerId}`, headers: bearer(token) });

describe('who sees a learner’s disability and identity data', () => {
  it('the learner, an admin and the employer applied to; not another employer nor another learner', async () => {
    const applied = await employerSession(ctx);
    const elsewhere = await employerSession(ctx);
    const { opening } = await publishedPosition(ctx, applied);
    const learner = await learnerSession(ctx);
    await updateProfileAs(ctx, learner, { disability: 1, disabilityType: 'Hearing' });
    const other = await learnerSession(ctx);
    const admin = await createAdmin(ctx);

    // Before applying, no employer sees the profile.
    expect((await profileOf(learner.username, applied.token)).statusCode).toBe(403);
    await applyAs(ctx, learner, opening.jobOpeningId);

    for (const token of [learner.token, admin.token, applied.token]) {
      const res = await profileOf(learner.username, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[0].learner).toMatchObject({ disability: 1, disabilitytype: 'Hearing' });
      expect(res.json()[0].learner.nationalId).not.toBe('');
    }
    for (const token of [elsewhere.token, other.token]) {
      const res = await profileOf(learner.username, token);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Hearing');
    }

    // The employer's lists of applications carry no disability or identity data.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/Employer/Applications',
      headers: bearer(applied.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toMatch(/disability|Hearing|nationalId|passport/i);
    const otherList = await ctx.app.inject({
      method: 'GET',
      url: '/api/Employer/Applications',
      headers: bearer(elsewhere.token),
    });
    expect(otherList.json().items).toEqual([]);
  });
});
