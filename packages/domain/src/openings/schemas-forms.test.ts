import { describe, expect, it } from 'vitest';
import { validateFields } from '../shared/validate-fields.ts';
import {
  jobPositionFormSchema,
  PUBLISH_DEFAULTS,
  publishFormSchema,
  toPortalDateTime,
} from './schemas-forms.ts';

describe('jobPositionFormSchema', () => {
  const valid = {
    jobTitle: ' Junior Developer ',
    jobSector: '4',
    lstRequirements: [
      { qualificationType: ' CVQ ', certificateName: ' Level 2 IT ' },
      { qualificationType: '', certificateName: '' },
    ],
  };

  it('accepts a position, trims text, converts the sector and drops blank rows', () => {
    expect(jobPositionFormSchema.parse(valid)).toEqual({
      jobTitle: 'Junior Developer',
      jobSector: 4,
      jobPositionStatus: 1,
      lstRequirements: [{ qualificationType: 'CVQ', certificateName: 'Level 2 IT' }],
    });
  });

  it('keeps an explicit status', () => {
    expect(jobPositionFormSchema.parse({ ...valid, jobPositionStatus: 0 }).jobPositionStatus).toBe(0);
    expect(validateFields(jobPositionFormSchema, { ...valid, jobPositionStatus: 5 })).toEqual({
      jobPositionStatus: 'Please select a valid job position status',
    });
  });

  it('requires a job title', () => {
    expect(validateFields(jobPositionFormSchema, { ...valid, jobTitle: '   ' })).toEqual({
      jobTitle: 'Job title is required',
    });
  });

  it('limits the job title', () => {
    expect(validateFields(jobPositionFormSchema, { ...valid, jobTitle: 'x'.repeat(151) })).toEqual({
      jobTitle: 'Job title must be at most 150 characters',
    });
  });

  it.each([0, '0', '', undefined, '47'])('requires a sector (%j)', (jobSector) => {
    expect(validateFields(jobPositionFormSchema, { ...valid, jobSector })).toEqual({
      jobSector: 'Please select a sector',
    });
  });

  it.each([
    [[]],
    [undefined],
    [[{ qualificationType: 'CVQ', certificateName: ' ' }]],
    [[{ qualificationType: '', certificateName: 'Level 2' }]],
  ])('requires one complete requirement (%j)', (lstRequirements) => {
    expect(validateFields(jobPositionFormSchema, { ...valid, lstRequirements })).toEqual({
      lstRequirements: 'At least one requirement is required',
    });
  });

  it('limits the number of requirements', () => {
    const rows = Array.from({ length: 51 }, () => ({ qualificationType: 'CVQ', certificateName: 'L1' }));
    expect(validateFields(jobPositionFormSchema, { ...valid, lstRequirements: rows })).toEqual({
      lstRequirements: 'A job position can have at most 50 requirements',
    });
  });
});

describe('publishFormSchema', () => {
  const valid = {
    openDate: '2026-12-01',
    openTime: PUBLISH_DEFAULTS.openTime,
    closeDate: '2026-12-15',
    closeTime: PUBLISH_DEFAULTS.closeTime,
    numberOfOpenings: '3',
    details: ' Bring your CV ',
  };

  it('accepts a publication and adds the date-times the API sends', () => {
    expect(publishFormSchema.parse(valid)).toEqual({
      openDate: '2026-12-01',
      openTime: '09:00',
      closeDate: '2026-12-15',
      closeTime: '17:00',
      numberOfOpenings: 3,
      details: 'Bring your CV',
      openDateTime: '2026-12-01T09:00:00',
      closeDateTime: '2026-12-15T17:00:00',
    });
    expect(toPortalDateTime('2026-01-02', '08:30')).toBe('2026-01-02T08:30:00');
  });

  it.each([
    ['openDate', '', 'Open date is required'],
    ['closeDate', '', 'Close date is required'],
    ['openTime', '', 'Open time is required'],
    ['closeTime', '', 'Close time is required'],
    ['openDate', '2026-02-30', 'Please select a valid open date'],
    ['closeDate', 'soon', 'Please select a valid close date'],
    ['openTime', '25:00', 'Please select a valid open time'],
    ['closeTime', '5 pm', 'Please select a valid close time'],
  ])('checks %s = %j', (field, value, message) => {
    expect(validateFields(publishFormSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('needs the close after the open', () => {
    expect(
      validateFields(publishFormSchema, { ...valid, closeDate: '2026-12-01', closeTime: '09:00' }),
    ).toEqual({
      closeDate: 'Close date and time must be after open date and time',
    });
    expect(validateFields(publishFormSchema, { ...valid, closeDate: '2026-11-30' })).toEqual({
      closeDate: 'Close date and time must be after open date and time',
    });
    expect(
      validateFields(publishFormSchema, { ...valid, closeDate: '2026-12-01', closeTime: '09:01' }),
    ).toEqual({});
  });

  it('falls back to 1 opening for blank or unreadable input', () => {
    expect(publishFormSchema.parse({ ...valid, numberOfOpenings: undefined }).numberOfOpenings).toBe(1);
    expect(publishFormSchema.parse({ ...valid, numberOfOpenings: '' }).numberOfOpenings).toBe(1);
    expect(publishFormSchema.parse({ ...valid, numberOfOpenings: 'many' }).numberOfOpenings).toBe(1);
    expect(publishFormSchema.parse({ ...valid, numberOfOpenings: 4 }).numberOfOpenings).toBe(4);
  });

  it.each([
    [0, 'Number of openings must be at least 1'],
    ['-2', 'Number of openings must be at least 1'],
    [1001, 'Number of openings must be at most 1000'],
  ])('refuses %j openings', (numberOfOpenings, message) => {
    expect(validateFields(publishFormSchema, { ...valid, numberOfOpenings })).toEqual({
      numberOfOpenings: message,
    });
  });

  it('reads US dates and 12-hour times', () => {
    const parsed = publishFormSchema.parse({ ...valid, openDate: '12/1/2026', openTime: '8:30 am' });
    expect(parsed.openDateTime).toBe('2026-12-01T08:30:00');
  });
});
