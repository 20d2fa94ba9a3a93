import { formatPortalDateTime, type JobOpening, type JobPositionItem } from '@ojt/domain';
import { expect } from 'vitest';
import type { TestContext } from '../test-app.ts';
import type { SignedIn } from './accounts.ts';
import { next, type Payload } from './serial.ts';
import { bearer } from './sessions.ts';

/** A job position payload that passes the job form's rules. */
export function validJobPosition(overrides: Payload = {}): Payload {
  return {
    jobPositionId: 0,
    jobTitle: `Welding Apprentice ${next()}`,
    jobPositionStatus: 1,
    jobSector: 4,
    lstRequirements: [
      { qualificationType: 'CVQ', certificateName: 'Welding Level 2' },
      { qualificationType: 'CXC', certificateName: 'Mathematics' },
    ],
    ...overrides,
  };
}

/** Adds a job position through POST /api/Employer/AddJobPosition; answers the saved item. */
export async function createJobPosition(
  ctx: TestContext,
  employer: SignedIn,
  overrides: Payload = {},
): Promise<JobPositionItem> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/AddJobPosition',
    headers: bearer(employer.token),
    payload: validJobPosition({ empId: employer.username, ...overrides }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const HOUR = 60 * 60 * 1000;

/** Publishes a position through OpenJobPosition: by default open from an hour ago for 30 days. */
export async function publishOpening(
  ctx: TestContext,
  employer: SignedIn,
  positionId: number,
  overrides: Payload = {},
): Promise<JobOpening> {
  const now = Date.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/OpenJobPosition',
    headers: bearer(employer.token),
    query: {
      EmpJobKey: String(positionId),
      OpenDate: formatPortalDateTime(new Date(now - HOUR)),
      CloseDate: formatPortalDateTime(new Date(now + 30 * 24 * HOUR)),
      NoOpenings: '2',
      Details: 'Bring your certificates.',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A new position of the employer, published: `position` and `opening` override each call's defaults. */
export async function publishedPosition(
  ctx: TestContext,
  employer: SignedIn,
  overrides: { position?: Payload; opening?: Payload } = {},
): Promise<{ position: JobPositionItem; opening: JobOpening }> {
  const position = await createJobPosition(ctx, employer, overrides.position);
  return { position, opening: await publishOpening(ctx, employer, position.empjobid, overrides.opening) };
}
