import { describe, expect, it } from 'vitest';
import { bearer, createAdmin, createLearner } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const IDENTITY_FIELDS = ['dob', 'birthCertificate', 'nationalId', 'passportId', 'driverId', 'nis'];

describe('admin calls refuse control characters in their parameters', () => {
  it.each([
    ['/api/Employer/ApproveEmployer', 'EmpId'],
    ['/api/Employer/RejectEmployer', 'EmpId'],
    ['/api/Learner/ApproveLearner', 'LearnerId'],
    ['/api/Learner/RejectLearner', 'LearnerId'],
  ])('POST %s answers 400 naming %s for a NUL or a line break', async (url, name) => {
    const { token } = await createAdmin(ctx);
    for (const value of ['EMP\u0000001', 'EMP-001\r\nX']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: { [name]: value },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: `${name} is not valid` });
    }
  });

  it('answers 400 for a NUL in a record id or a list search', async () => {
    const { token } = await createAdmin(ctx);
    const byId = await ctx.app.inject({ url: '/api/Learner/GetLearnerById/L%00001', headers: bearer(token) });
    expect(byId.statusCode, byId.body).toBe(400);
    const search = await ctx.app.inject({ url: '/api/Admin/Learners?search=a%00b', headers: bearer(token) });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json().error).toBe('search is not valid');
  });
});

describe('legacy learner lists', () => {
  it.each([
    ['GET', '/api/Learner/GetAllLearners'],
    ['POST', '/api/Learner/GetUnapprovedLearners'],
  ] as const)('%s %s leaves identity numbers and date of birth out of each item', async (method, url) => {
    const admin = await createAdmin(ctx);
    await createLearner(ctx, { admin, overrides: { nationalId: '19900101001', passportNo: 'TA123456' } });
    const res = await ctx.app.inject({ method, url, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const [item] = res.json();
    expect(item.learnerId).toBeTruthy();
    for (const field of IDENTITY_FIELDS) expect(item).not.toHaveProperty(field);
    expect(res.body).not.toContain('19900101001');
    expect(res.body).not.toContain('TA123456');
  });
});
