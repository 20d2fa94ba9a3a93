import { describe, expect, it } from 'vitest';
import {
  applyAs,
  bearer,
  employerSession,
  learnerSession,
  publishedPosition,
  validEmployerSignup,
  validJobPosition,
} from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// Hostile input on every employer call: never a 500, never a change to another employer's data.
const ctx = useTestContext({ freshEachTest: false });

const NASTY: unknown[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  -1,
  0,
  1.5,
  1e20,
  '1e3',
  '0x10',
  ' 7 ',
  true,
  null,
  [],
  [1, 2],
  {},
  { $gt: 1 },
  '💥🚀',
  '1; DROP TABLE placements; --',
  '../../etc/passwd',
  '%00',
];

type Endpoint = { method: 'GET' | 'POST'; url: string; params: Record<string, unknown> };

describe('employer calls under hostile input', () => {
  it('answer 2xx or 4xx, never 5xx, and never touch another employer’s data', async () => {
    const owner = await employerSession(ctx);
    const victim = await employerSession(ctx);
    const { position, opening } = await publishedPosition(ctx, victim);
    const learner = await learnerSession(ctx);
    const application = await applyAs(ctx, learner, opening.jobOpeningId);
    const { empId: _ignored, ...profile } = validEmployerSignup();

    const endpoints: Endpoint[] = [
      { method: 'POST', url: '/api/Employer/AddJobPosition', params: validJobPosition() },
      {
        method: 'POST',
        url: '/api/Employer/UpdateJobPosition',
        params: validJobPosition({ jobPositionId: position.empjobid }),
      },
      {
        method: 'GET',
        url: '/api/Employer/GetALLJobPositionByEmployerId',
        params: { EmpId: owner.username },
      },
      {
        method: 'POST',
        url: '/api/Employer/ToggleEmpJobStatus',
        params: { jobPositionId: position.empjobid },
      },
      {
        method: 'POST',
        url: '/api/Employer/OpenJobPosition',
        params: {
          EmpJobKey: position.empjobid,
          OpenDate: '2031-01-01T09:00:00',
          CloseDate: '2031-02-01T17:00:00',
          NoOpenings: 1,
          Details: '',
        },
      },
      {
        method: 'POST',
        url: '/api/Employer/CloseJobPosition',
        params: { JobOpeningId: opening.jobOpeningId },
      },
      { method: 'GET', url: '/api/Employer/GetOpenJobs', params: { EmpKey: owner.username, Sectors: 4 } },
      {
        method: 'GET',
        url: '/api/Employer/GetJobApplications',
        params: { EmpKey: owner.username, JobOpeningId: opening.jobOpeningId },
      },
      {
        method: 'GET',
        url: '/api/Employer/Applications',
        params: { JobOpeningId: opening.jobOpeningId, page: 1, pageSize: 20 },
      },
      {
        method: 'POST',
        url: '/api/Employer/ScheduleInterview',
        params: {
          PlacementId: application.placementId,
          InterviewDate: '12/03/2031',
          InterviewTime: '9:30',
          InterviewLocation: 'Office',
          MessageForApplicant: '',
        },
      },
      {
        method: 'GET',
        url: '/api/Employer/AddComment',
        params: { Id: application.placementId, comments: 'hi' },
      },
      {
        method: 'POST',
        url: '/api/Employer/AddComment',
        params: { Id: application.placementId, comments: 'hi' },
      },
      {
        method: 'POST',
        url: '/api/Employer/SetApplicationOutcome',
        params: { PlacementId: application.placementId, Outcome: 'selected' },
      },
      {
        method: 'POST',
        url: '/api/Employer/CompletePlacement',
        params: {
          PlacementId: application.placementId,
          Attendance: 5,
          Punctuality: 4,
          Quality: 4,
          Teamwork: 4,
          Remarks: 'Good work.',
          Reason: '',
        },
      },
      {
        method: 'POST',
        url: '/api/Employer/UpdateEmployerProfile',
        params: { ...profile, empId: owner.username },
      },
    ];

    for (const { method, url, params } of endpoints) {
      for (const key of Object.keys(params)) {
        for (const value of NASTY) {
          const sent = { ...params, [key]: value };
          const res =
            method === 'GET'
              ? await ctx.app.inject({
                  method,
                  url,
                  headers: bearer(owner.token),
                  query: Object.fromEntries(
                    Object.entries(sent).map(([k, v]) => [k, String(v).slice(0, 5000)]),
                  ),
                })
              : await ctx.app.inject({ method, url, headers: bearer(owner.token), payload: sent });
          const where = `${method} ${url} ${key}=${JSON.stringify(value)?.slice(0, 40)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json(), where).toMatchObject({ success: false });
        }
      }
    }

    const path = await ctx.app.inject({
      method: 'GET',
      url: '/api/Learner/GetLearnerById/a%00b',
      headers: bearer(owner.token),
    });
    expect(path.statusCode).toBeLessThan(500);

    // The victim's position, opening and application are as they were.
    const [item] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/Employer/GetALLJobPositionByEmployerId',
        headers: bearer(victim.token),
      })
    ).json();
    expect(item).toMatchObject({ empjobname: position.empjobname, empjobpositionstatus: 1, published: true });
    const [placement] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/Employer/GetJobApplications',
        headers: bearer(victim.token),
      })
    ).json();
    expect(placement).toMatchObject({ placementStatus: 1, placementComments: '', interviewDate: null });
  }, 120_000);
});
