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

// Disability data and identity numbers are shown in full only to the learner and admins. An employer
// the learner applied to sees the disability only when the learner chose to share it, and never
// identity numbers; other employers and learners see nothing.
const ctx = useTestContext();

const profileOf = (learnerId: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/Learner/GetLearnerById/${learnerId}`, headers: bearer(token) });

async function scene() {
  const applied = await employerSession(ctx);
  const elsewhere = await employerSession(ctx);
  const { opening } = await publishedPosition(ctx, applied);
  const learner = await learnerSession(ctx);
  await updateProfileAs(ctx, learner, { disability: 1, disabilityType: 'Hearing' });
  return {
    applied,
    elsewhere,
    opening,
    learner,
    other: await learnerSession(ctx),
    admin: await createAdmin(ctx),
  };
}

describe('who sees a learner’s disability and identity data', () => {
  it('the learner and an admin in full; the employer applied to without them; not another employer nor learner', async () => {
    const { applied, elsewhere, opening, learner, other, admin } = await scene();

    // Before applying, no employer sees the profile.
    expect((await profileOf(learner.username, applied.token)).statusCode).toBe(403);
    await applyAs(ctx, learner, opening.jobOpeningId);

    for (const token of [learner.token, admin.token]) {
      const res = await profileOf(learner.username, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[0].learner).toMatchObject({
        disability: 1,
        disabilitytype: 'Hearing',
        shareDisability: false,
      });
      expect(res.json()[0].learner.nationalId).toBe(learner.payload.nationalId);
    }
    const seen = await profileOf(learner.username, applied.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()[0].learner).not.toHaveProperty('disability');
    expect(seen.body).not.toMatch(/disability|Hearing|nationalId|passport|19990514/i);
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

  it('shows the employer applied to the disability while the learner shares it, and stops when they stop', async () => {
    const { applied, elsewhere, opening, learner } = await scene();
    await applyAs(ctx, learner, opening.jobOpeningId);

    await updateProfileAs(ctx, learner, { disability: 1, disabilityType: 'Hearing', shareDisability: true });
    const shared = await profileOf(learner.username, applied.token);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()[0].learner).toMatchObject({ disability: 1, disabilitytype: 'Hearing' });
    expect(shared.json()[0].learner).not.toHaveProperty('shareDisability');
    expect(shared.json()[0].learner).not.toHaveProperty('nationalId');
    expect((await profileOf(learner.username, elsewhere.token)).statusCode).toBe(403);

    // A save without the choice (a client that does not know it) turns sharing off.
    await updateProfileAs(ctx, learner, { disability: 1, disabilityType: 'Hearing' });
    const stopped = await profileOf(learner.username, applied.token);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).not.toMatch(/disability|Hearing/i);
  });
});
