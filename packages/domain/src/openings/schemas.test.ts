import { describe, expect, it } from 'vitest';
import { validateFields } from '../shared/validate-fields.ts';
import {
  addJobPositionBodySchema,
  openJobPositionParamsSchema,
  toggleJobStatusParamsSchema,
  updateJobPositionBodySchema,
} from './schemas.ts';

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
