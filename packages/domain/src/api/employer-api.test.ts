import { describe, expect, it } from 'vitest';
import { validateFields } from '../validation/validate-fields.ts';
import { evaluationOverall } from './employer-api.ts';
import {
  addCommentParamsSchema,
  addJobPositionBodySchema,
  applicationsPageQuerySchema,
  completePlacementParamsSchema,
  employerProfileBodySchema,
  openJobPositionParamsSchema,
  scheduleInterviewParamsSchema,
  setOutcomeParamsSchema,
  toggleJobStatusParamsSchema,
  updateJobPositionBodySchema,
} from './employer-requests.ts';

const job = {
  jobPositionId: 0,
  empId: 'EMP-1',
  jobTitle: ' Welder ',
  jobPositionStatus: 1,
  jobSector: 4,
  lstRequirements: [
    { qualificationType: 'CVQ', certificateName: 'Welding L2', empJobReqId: 1, empJobKey: 1 },
  ],
};

describe('job position requests', () => {
  it('reads a new position as the form does', () => {
    expect(addJobPositionBodySchema.parse(job)).toMatchObject({
      jobTitle: 'Welder',
      jobSector: 4,
      lstRequirements: [{ qualificationType: 'CVQ', certificateName: 'Welding L2' }],
    });
    expect(addJobPositionBodySchema.parse({ ...job, jobPositionId: '0' }).jobPositionStatus).toBe(1);
  });

  it('gives the spec messages', () => {
    expect(
      validateFields(addJobPositionBodySchema, { ...job, jobTitle: ' ', jobSector: 0, lstRequirements: [] }),
    ).toEqual({
      jobTitle: 'Job title is required',
      jobSector: 'Please select a sector',
      lstRequirements: 'At least one requirement is required',
    });
    expect(validateFields(addJobPositionBodySchema, { ...job, jobPositionId: 7 })).toEqual({
      jobPositionId: 'jobPositionId must be 0 for a new job position.',
    });
    expect(validateFields(addJobPositionBodySchema, { ...job, extra: 1 })).toHaveProperty('');
    expect(validateFields(addJobPositionBodySchema, { ...job, jobTitle: 'a\u0000b' })).toEqual({
      jobTitle: 'Job title is not valid',
    });
  });

  it('needs a real id to update', () => {
    expect(validateFields(updateJobPositionBodySchema, { ...job, jobPositionId: 0 })).toEqual({
      jobPositionId: 'jobPositionId is not valid',
    });
    expect(validateFields(updateJobPositionBodySchema, { ...job, jobPositionId: undefined })).toEqual({
      jobPositionId: 'jobPositionId is required',
    });
    expect(validateFields(toggleJobStatusParamsSchema, { jobPositionId: '99999999999' })).toEqual({
      jobPositionId: 'jobPositionId is not valid',
    });
    expect(toggleJobStatusParamsSchema.parse({ jobPositionId: ' 12 ' })).toEqual({ jobPositionId: 12 });
  });
});

describe('OpenJobPosition parameters', () => {
  const valid = { EmpJobKey: '3', OpenDate: '2026-12-01T09:00:00', CloseDate: '2026-12-15T17:00:00' };

  it('reads a publication; blank or unreadable NoOpenings is 1', () => {
    expect(openJobPositionParamsSchema.parse(valid)).toEqual({
      ...valid,
      EmpJobKey: 3,
      NoOpenings: 1,
      Details: '',
    });
    expect(openJobPositionParamsSchema.parse({ ...valid, NoOpenings: 'abc' }).NoOpenings).toBe(1);
    expect(openJobPositionParamsSchema.parse({ ...valid, NoOpenings: '2' }).NoOpenings).toBe(2);
  });

  it.each([
    [{ OpenDate: '' }, { OpenDate: 'Open date is required' }],
    [{ CloseDate: undefined }, { CloseDate: 'Close date is required' }],
    [{ OpenDate: '2026-13-01T09:00' }, { OpenDate: 'Please select a valid open date' }],
    [{ OpenDate: '2026-12-01' }, { OpenDate: 'Open time is required' }],
    [{ CloseDate: '2026-12-15T27:00' }, { CloseDate: 'Please select a valid close time' }],
    [
      { CloseDate: '2026-12-01T09:00:00' },
      { CloseDate: 'Close date and time must be after open date and time' },
    ],
    [{ NoOpenings: 0 }, { NoOpenings: 'Number of openings must be at least 1' }],
    [{ EmpJobKey: 'x' }, { EmpJobKey: 'EmpJobKey is not valid' }],
  ])('refuses %j', (change, errors) => {
    expect(validateFields(openJobPositionParamsSchema, { ...valid, ...change })).toEqual(errors);
  });
});

describe('application requests', () => {
  it('reads an interview with the form rules', () => {
    expect(
      scheduleInterviewParamsSchema.parse({
        PlacementId: '5',
        InterviewDate: '12/03/2026',
        InterviewTime: '9:30',
        InterviewLocation: ' Head office ',
      }),
    ).toEqual({
      PlacementId: 5,
      InterviewDate: '2026-12-03',
      InterviewTime: '09:30',
      InterviewLocation: 'Head office',
      MessageForApplicant: '',
    });
    expect(
      validateFields(scheduleInterviewParamsSchema, { PlacementId: 5, InterviewDate: '12/03/2026' }),
    ).toEqual({
      InterviewTime: 'Interview time is required',
      InterviewLocation: 'Interview location is required',
    });
  });

  it('reads comments, outcomes and pages', () => {
    expect(validateFields(addCommentParamsSchema, { Id: 1, comments: '  ' })).toEqual({
      comments: 'Please enter a comment.',
    });
    expect(validateFields(setOutcomeParamsSchema, { PlacementId: 1, Outcome: 'maybe' })).toEqual({
      Outcome: 'Please select a valid outcome',
    });
    expect(applicationsPageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(applicationsPageQuerySchema.parse({ JobOpeningId: '0', page: '2' })).toEqual({
      page: 2,
      pageSize: 20,
    });
    expect(validateFields(applicationsPageQuerySchema, { pageSize: 101 })).toHaveProperty('pageSize');
  });
});

describe('CompletePlacement parameters', () => {
  const valid = {
    PlacementId: '7',
    Attendance: '5',
    Punctuality: 4,
    Quality: ' 3 ',
    Teamwork: 2,
    Remarks: ' Good.\r\nKeen. ',
  };

  it('reads scores from digits or numbers, remarks as multi-line text, Reason optional', () => {
    expect(completePlacementParamsSchema.parse(valid)).toEqual({
      PlacementId: 7,
      Attendance: 5,
      Punctuality: 4,
      Quality: 3,
      Teamwork: 2,
      Remarks: 'Good.\r\nKeen.',
      Reason: '',
    });
  });

  it('names each field it refuses', () => {
    expect(
      validateFields(completePlacementParamsSchema, {
        PlacementId: 'x',
        Attendance: undefined,
        Punctuality: 0,
        Quality: 2.5,
        Teamwork: '1e0',
        Remarks: '',
        Reason: 'a\u0000',
      }),
    ).toEqual({
      PlacementId: 'PlacementId is not valid',
      Attendance: 'Attendance is required',
      Punctuality: 'Punctuality must be a whole number from 1 to 5',
      Quality: 'Quality must be a whole number from 1 to 5',
      Teamwork: 'Teamwork must be a whole number from 1 to 5',
      Remarks: 'Remarks are required',
      Reason: 'Reason is not valid',
    });
    expect(validateFields(completePlacementParamsSchema, { ...valid, Remarks: 'r'.repeat(2001) })).toEqual({
      Remarks: 'Remarks must be at most 2000 characters',
    });
  });

  it('rounds the overall result to one decimal', () => {
    expect(evaluationOverall({ attendance: 5, punctuality: 4, quality: 4, teamwork: 4 })).toBe(4.3);
    expect(evaluationOverall({ attendance: 3, punctuality: 3, quality: 2, teamwork: 2 })).toBe(2.5);
    expect(evaluationOverall({ attendance: 1, punctuality: 1, quality: 1, teamwork: 2 })).toBe(1.3);
    expect(evaluationOverall({ attendance: 5, punctuality: 5, quality: 5, teamwork: 5 })).toBe(5);
  });
});

describe('employer profile', () => {
  it('needs the employer id and keeps the wizard rules', () => {
    expect(validateFields(employerProfileBodySchema, {})).toMatchObject({
      empId: 'Employer ID is missing.',
      empName: 'Company Name is required',
    });
    expect(validateFields(employerProfileBodySchema, { status: 'approved' })).toHaveProperty('');
  });
});
