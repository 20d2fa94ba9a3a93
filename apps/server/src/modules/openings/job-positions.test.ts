import { describe, expect, it } from 'vitest';
import {
  createJobPosition,
  employerSession,
  learnerSession,
  type SignedIn,
  validJobPosition,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const call = bodyCaller(ctx);

const add = (employer: SignedIn, payload: Record<string, unknown>) =>
  call('POST', '/api/Employer/AddJobPosition', employer.token, payload);
const list = (employer: SignedIn) =>
  call('GET', `/api/Employer/GetALLJobPositionByEmployerId?EmpId=${employer.username}`, employer.token);

describe('POST /api/Employer/AddJobPosition', () => {
  it('answers 401 without a token and 403 for a learner', async () => {
    expect(
      (await call('POST', '/api/Employer/AddJobPosition', undefined, validJobPosition())).statusCode,
    ).toBe(401);
    const learner = await learnerSession(ctx);
    const res = await call('POST', '/api/Employer/AddJobPosition', learner.token, validJobPosition());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('answers 403 when empId names another employer', async () => {
    const employer = await employerSession(ctx);
    const res = await add(employer, validJobPosition({ empId: 'SOMEONE-ELSE' }));
    expect(res.statusCode).toBe(403);
    expect((await list(employer)).json()).toEqual([]);
  });

  it('answers 400 with the spec messages', async () => {
    const employer = await employerSession(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ jobTitle: '  ' }, 'Job title is required'],
      [{ jobSector: 0 }, 'Please select a sector'],
      [{ jobSector: 99 }, 'Please select a sector'],
      [{ lstRequirements: [] }, 'At least one requirement is required'],
      [
        { lstRequirements: [{ qualificationType: 'CVQ', certificateName: ' ' }] },
        'At least one requirement is required',
      ],
      [{ jobPositionId: 5 }, 'jobPositionId must be 0 for a new job position.'],
    ];
    for (const [change, message] of cases) {
      const res = await add(employer, validJobPosition(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', error: message });
    }
  });

  it('adds a position with its requirements numbered 1..n', async () => {
    const employer = await employerSession(ctx);
    const res = await add(
      employer,
      validJobPosition({
        jobTitle: '  Junior Welder ',
        empId: employer.username.toLowerCase(),
        lstRequirements: [
          { qualificationType: 'CVQ', certificateName: 'Welding L2', empJobReqId: 1, empJobKey: 1 },
          { qualificationType: ' ', certificateName: '' },
          { qualificationType: 'CXC', certificateName: 'English' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(res.json()).toMatchObject({ success: true, message: 'Job position added successfully!' });
    expect(item).toEqual({
      empjobid: expect.any(Number),
      empjobname: 'Junior Welder',
      empjobsector: 4,
      empjobpositionstatus: 1,
      empkey: employer.username,
      published: false,
      tblemployerjobRequirements: [
        { empJobReqId: 1, empJobKey: item.empjobid, qualificationType: 'CVQ', certificateName: 'Welding L2' },
        { empJobReqId: 2, empJobKey: item.empjobid, qualificationType: 'CXC', certificateName: 'English' },
      ],
      tblemployerjobopenings: [],
    });
    expect((await list(employer)).json()).toEqual([item]);
  });
});

describe('POST /api/Employer/UpdateJobPosition', () => {
  it('answers 401, 403 for a learner, 403 for another employer and 404 for no such position', async () => {
    const owner = await employerSession(ctx);
    const position = await createJobPosition(ctx, owner);
    const payload = validJobPosition({ jobPositionId: position.empjobid });
    expect((await call('POST', '/api/Employer/UpdateJobPosition', undefined, payload)).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    expect((await call('POST', '/api/Employer/UpdateJobPosition', learner.token, payload)).statusCode).toBe(
      403,
    );
    const other = await employerSession(ctx);
    const res = await call('POST', '/api/Employer/UpdateJobPosition', other.token, payload);
    expect(res.statusCode).toBe(403);
    const missing = await call('POST', '/api/Employer/UpdateJobPosition', owner.token, {
      ...payload,
      jobPositionId: 999_999,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Job position not found.' });
  });

  it('answers 400 without an id or with a bad one', async () => {
    const owner = await employerSession(ctx);
    for (const jobPositionId of [undefined, 0, -1, 'abc', 1.5, 3_000_000_000]) {
      const res = await call(
        'POST',
        '/api/Employer/UpdateJobPosition',
        owner.token,
        validJobPosition({ jobPositionId }),
      );
      expect(res.statusCode, String(jobPositionId)).toBe(400);
    }
  });

  it('saves the title, sector and requirements, and keeps an Inactive position Inactive', async () => {
    const owner = await employerSession(ctx);
    const position = await createJobPosition(ctx, owner);
    const res = await call(
      'POST',
      '/api/Employer/UpdateJobPosition',
      owner.token,
      validJobPosition({
        jobPositionId: position.empjobid,
        empId: owner.username,
        jobTitle: 'Senior Welder',
        jobSector: 5,
        lstRequirements: [{ qualificationType: 'NVQ', certificateName: 'Fabrication' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Job position updated successfully!',
      data: {
        empjobid: position.empjobid,
        empjobname: 'Senior Welder',
        empjobsector: 5,
        tblemployerjobRequirements: [
          { empJobReqId: 1, qualificationType: 'NVQ', certificateName: 'Fabrication' },
        ],
      },
    });

    await call('POST', `/api/Employer/ToggleEmpJobStatus?jobPositionId=${position.empjobid}`, owner.token);
    const edited = await call(
      'POST',
      '/api/Employer/UpdateJobPosition',
      owner.token,
      validJobPosition({ jobPositionId: position.empjobid, jobPositionStatus: 1 }),
    );
    expect(edited.json().data.empjobpositionstatus).toBe(0);
  });
});

describe('GET /api/Employer/GetALLJobPositionByEmployerId', () => {
  it('answers 401, 403 for a learner and 403 for another EmpId', async () => {
    expect((await call('GET', '/api/Employer/GetALLJobPositionByEmployerId?EmpId=X')).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    const asLearner = await call('GET', '/api/Employer/GetALLJobPositionByEmployerId', learner.token);
    expect(asLearner.statusCode).toBe(403);
    const owner = await employerSession(ctx);
    const other = await employerSession(ctx);
    await createJobPosition(ctx, other);
    const res = await call(
      'GET',
      `/api/Employer/GetALLJobPositionByEmployerId?EmpId=${other.username}`,
      owner.token,
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 for unknown parameters', async () => {
    const owner = await employerSession(ctx);
    const res = await call('GET', '/api/Employer/GetALLJobPositionByEmployerId?EmpId=a&x=1', owner.token);
    expect(res.statusCode).toBe(400);
  });

  it("lists only the caller's positions, newest first (EmpId optional)", async () => {
    const owner = await employerSession(ctx);
    const other = await employerSession(ctx);
    const first = await createJobPosition(ctx, owner);
    const second = await createJobPosition(ctx, owner);
    await createJobPosition(ctx, other);
    const res = await call('GET', '/api/Employer/GetALLJobPositionByEmployerId', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { empjobid: number }) => p.empjobid)).toEqual([
      second.empjobid,
      first.empjobid,
    ]);
  });
});

describe('POST /api/Employer/ToggleEmpJobStatus', () => {
  it('answers 401, 403 for a learner, 403 for another employer, 404 and 400', async () => {
    const owner = await employerSession(ctx);
    const position = await createJobPosition(ctx, owner);
    const url = `/api/Employer/ToggleEmpJobStatus?jobPositionId=${position.empjobid}`;
    expect((await call('POST', url)).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    expect((await call('POST', url, learner.token)).statusCode).toBe(403);
    const other = await employerSession(ctx);
    expect((await call('POST', url, other.token)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/Employer/ToggleEmpJobStatus?jobPositionId=424242', owner.token)).statusCode,
    ).toBe(404);
    const bad = await call('POST', '/api/Employer/ToggleEmpJobStatus', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'jobPositionId is required' });
  });

  it('flips the status and answers the new one (query or body)', async () => {
    const owner = await employerSession(ctx);
    const position = await createJobPosition(ctx, owner);
    const off = await call(
      'POST',
      `/api/Employer/ToggleEmpJobStatus?jobPositionId=${position.empjobid}`,
      owner.token,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ success: true, data: { empjobpositionstatus: 0 } });
    const on = await call('POST', '/api/Employer/ToggleEmpJobStatus', owner.token, {
      jobPositionId: position.empjobid,
    });
    expect(on.json()).toMatchObject({ success: true, data: { empjobpositionstatus: 1 } });
    expect((await list(owner)).json()[0].empjobpositionstatus).toBe(1);
  });
});
