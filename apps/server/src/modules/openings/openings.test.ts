import { formatPortalDateTime } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import {
  applyAs,
  bearer,
  createJobPosition,
  employerSession,
  learnerSession,
  publishOpening,
} from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => formatPortalDateTime(new Date(Date.now() + offsetMs));
const call = queryCaller(ctx);
const post = (url: string, token?: string, query?: Record<string, string>) => call('POST', url, token, query);
const get = (url: string, token?: string) => call('GET', url, token);

const publishQuery = (positionId: number, change: Record<string, string> = {}) => ({
  EmpJobKey: String(positionId),
  OpenDate: at(DAY),
  CloseDate: at(10 * DAY),
  NoOpenings: '2',
  Details: 'Apply with your CV',
  ...change,
});

describe('POST /api/Employer/OpenJobPosition', () => {
  it('answers 401, 403 for a learner, 403 for another employer and 404 for no such position', async () => {
    const owner = await employerSession(ctx);
    const position = await createJobPosition(ctx, owner);
    const url = '/api/Employer/OpenJobPosition';
    expect((await post(url, undefined, publishQuery(position.empjobid))).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    expect((await post(url, learner.token, publishQuery(position.empjobid))).statusCode).toBe(403);
    const other = await employerSession(ctx);
    expect((await post(url, other.token, publishQuery(position.empjobid))).statusCode).toBe(403);
    expect((await post(url, owner.token, publishQuery(777_777))).statusCode).toBe(404);
  });

  it('answers 400 with the Publish form messages', async () => {
    const owner = await employerSession(ctx);
    const { empjobid } = await createJobPosition(ctx, owner);
    const cases: [Record<string, string>, string][] = [
      [{ OpenDate: '' }, 'Open date is required'],
      [{ CloseDate: '' }, 'Close date is required'],
      [{ OpenDate: '2026-02-30T09:00:00' }, 'Please select a valid open date'],
      [{ CloseDate: '2026-12-01' }, 'Close time is required'],
      [
        { OpenDate: at(5 * DAY), CloseDate: at(2 * DAY) },
        'Close date and time must be after open date and time',
      ],
      [{ NoOpenings: '0' }, 'Number of openings must be at least 1'],
      [{ NoOpenings: '-3' }, 'Number of openings must be at least 1'],
      [{ OpenDate: at(-10 * DAY), CloseDate: at(-DAY) }, 'Close date and time must be in the future'],
    ];
    for (const [change, message] of cases) {
      const res = await post('/api/Employer/OpenJobPosition', owner.token, publishQuery(empjobid, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', error: message });
    }
  });

  it('publishes: 201 with the opening in Port of Spain time; the position reads Published', async () => {
    const owner = await employerSession(ctx);
    const { empjobid } = await createJobPosition(ctx, owner);
    const res = await post(
      '/api/Employer/OpenJobPosition',
      owner.token,
      publishQuery(empjobid, {
        OpenDate: '2030-01-15T09:00:00',
        CloseDate: '2030-01-31T17:00:00',
        NoOpenings: 'x',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Job position published successfully!',
      data: {
        jobOpeningId: expect.any(Number),
        numofOpenings: 1,
        openingDate: '2030-01-15T09:00:00',
        closingDate: '2030-01-31T17:00:00',
        jobOpeningStatus: 1,
        comment: 'Apply with your CV',
        jobOpeningKey: empjobid,
      },
    });
    const stored = await ctx.db.selectFrom('job_openings').select('opens_at').executeTakeFirstOrThrow();
    expect(stored.opens_at.toISOString()).toBe('2030-01-15T13:00:00.000Z');
    const [item] = (await get('/api/Employer/GetALLJobPositionByEmployerId', owner.token)).json();
    expect(item).toMatchObject({ published: true, tblemployerjobopenings: [res.json().data] });
  });

  it("answers 409 'already open' for a published position and 409 for an inactive one", async () => {
    const owner = await employerSession(ctx);
    const { empjobid } = await createJobPosition(ctx, owner);
    await publishOpening(ctx, owner, empjobid);
    const again = await post('/api/Employer/OpenJobPosition', owner.token, publishQuery(empjobid));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_OPEN',
      error: expect.stringContaining('already open'),
    });

    const second = await createJobPosition(ctx, owner);
    await post(`/api/Employer/ToggleEmpJobStatus?jobPositionId=${second.empjobid}`, owner.token);
    const inactive = await post('/api/Employer/OpenJobPosition', owner.token, publishQuery(second.empjobid));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error).toBe('Only an active job position can be published. Enable it first.');
  });

  it('takes the parameters from a JSON body too', async () => {
    const owner = await employerSession(ctx);
    const { empjobid } = await createJobPosition(ctx, owner);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Employer/OpenJobPosition',
      headers: bearer(owner.token),
      payload: { ...publishQuery(empjobid), EmpJobKey: empjobid, NoOpenings: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.numofOpenings).toBe(3);
  });
});

describe('POST /api/Employer/CloseJobPosition', () => {
  it('answers 401, 403 for a learner, 403 for another employer, 404 and 400', async () => {
    const owner = await employerSession(ctx);
    const { empjobid } = await createJobPosition(ctx, owner);
    const opening = await publishOpening(ctx, owner, empjobid);
    const url = `/api/Employer/CloseJobPosition?JobOpeningId=${opening.jobOpeningId}`;
    expect((await post(url)).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    expect((await post(url, learner.token)).statusCode).toBe(403);
    const other = await employerSession(ctx);
    expect((await post(url, other.token)).statusCode).toBe(403);
    expect((await post('/api/Employer/CloseJobPosition?JobOpeningId=99999', owner.token)).statusCode).toBe(
      404,
    );
    const bad = await post('/api/Employer/CloseJobPosition?JobOpeningId=abc', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ JobOpeningId: 'Invalid job opening ID' });
  });

  it('unpublishes; applications keep their history; the position can be published again', async () => {
    const owner = await employerSession(ctx);
    const { empjobid } = await createJobPosition(ctx, owner);
    const opening = await publishOpening(ctx, owner, empjobid);
    const learner = await learnerSession(ctx);
    const application = await applyAs(ctx, learner, opening.jobOpeningId);

    const res = await post(
      `/api/Employer/CloseJobPosition?JobOpeningId=${opening.jobOpeningId}`,
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Job unpublished successfully!' });
    const again = await post(
      `/api/Employer/CloseJobPosition?JobOpeningId=${opening.jobOpeningId}`,
      owner.token,
    );
    expect(again.statusCode).toBe(409);

    const [item] = (await get('/api/Employer/GetALLJobPositionByEmployerId', owner.token)).json();
    expect(item.published).toBe(false);
    expect(item.tblemployerjobopenings[0]).toMatchObject({ jobOpeningStatus: 0 });
    const applications = (await get('/api/Employer/GetJobApplications', owner.token)).json();
    expect(applications).toMatchObject([{ placementId: application.placementId, placementStatus: 1 }]);

    const republished = await publishOpening(ctx, owner, empjobid);
    const [after] = (await get('/api/Employer/GetALLJobPositionByEmployerId', owner.token)).json();
    expect(after.published).toBe(true);
    expect(after.tblemployerjobopenings.map((o: { jobOpeningId: number }) => o.jobOpeningId)).toEqual([
      republished.jobOpeningId,
      opening.jobOpeningId,
    ]);
  });
});

describe('GET /api/Employer/GetOpenJobs', () => {
  it('answers 401, 403 for a learner and 403 for another EmpKey; 400 for a bad sector', async () => {
    expect((await get('/api/Employer/GetOpenJobs')).statusCode).toBe(401);
    const learner = await learnerSession(ctx);
    expect((await get('/api/Employer/GetOpenJobs', learner.token)).statusCode).toBe(403);
    const owner = await employerSession(ctx);
    expect((await get('/api/Employer/GetOpenJobs?EmpKey=OTHER-1', owner.token)).statusCode).toBe(403);
    expect((await get('/api/Employer/GetOpenJobs?Sectors=abc', owner.token)).statusCode).toBe(400);
  });

  it('lists one item per live opening, filtered by sector when above 0', async () => {
    const owner = await employerSession(ctx);
    const it4 = await createJobPosition(ctx, owner, { jobSector: 4 });
    const health = await createJobPosition(ctx, owner, { jobSector: 5 });
    await createJobPosition(ctx, owner, { jobSector: 4 }); // never published
    const closed = await createJobPosition(ctx, owner, { jobSector: 4 });
    const o1 = await publishOpening(ctx, owner, it4.empjobid);
    const o2 = await publishOpening(ctx, owner, health.empjobid);
    const o3 = await publishOpening(ctx, owner, closed.empjobid);
    await post(`/api/Employer/CloseJobPosition?JobOpeningId=${o3.jobOpeningId}`, owner.token);
    const other = await employerSession(ctx);
    const foreign = await createJobPosition(ctx, other);
    await publishOpening(ctx, other, foreign.empjobid);

    const all = await get(`/api/Employer/GetOpenJobs?EmpKey=${owner.username}&Sectors=0`, owner.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject([
      { empJobs: { empjobid: health.empjobid, published: true }, jobOpenings: o2 },
      { empJobs: { empjobid: it4.empjobid }, jobOpenings: o1 },
    ]);
    const inIt = (await get('/api/Employer/GetOpenJobs?Sectors=4', owner.token)).json();
    expect(
      inIt.map((row: { jobOpenings: { jobOpeningId: number } }) => row.jobOpenings.jobOpeningId),
    ).toEqual([o1.jobOpeningId]);
  });
});
