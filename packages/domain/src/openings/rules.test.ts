import { describe, expect, it } from 'vitest';
import {
  isOpeningLive,
  isOpeningOpen,
  JOB_POSITION_STATUS,
  jobOpeningStatusLabel,
  jobPositionStatusLabel,
  openingWindow,
} from './rules.ts';

describe('job position status', () => {
  it('reads 1 Active, 0 Inactive, 2 Draft and anything else as Draft', () => {
    expect(JOB_POSITION_STATUS).toEqual({ INACTIVE: 0, ACTIVE: 1, DRAFT: 2 });
    expect(jobPositionStatusLabel(1)).toBe('Active');
    expect(jobPositionStatusLabel('0')).toBe('Inactive');
    expect(jobPositionStatusLabel(2)).toBe('Draft');
    expect(jobPositionStatusLabel(7)).toBe('Draft');
    expect(jobPositionStatusLabel(null)).toBe('Draft');
    expect(jobPositionStatusLabel('')).toBe('Draft');
  });

  it('reads opening status 1 as Active, otherwise Inactive', () => {
    expect(jobOpeningStatusLabel(1)).toBe('Active');
    expect(jobOpeningStatusLabel(0)).toBe('Inactive');
  });
});

describe('the opening window', () => {
  const opening = {
    status: 1,
    opensAt: new Date('2026-11-01T13:00:00Z'),
    closesAt: new Date('2026-11-30T21:00:00Z'),
  };

  it('accepts applications only while active, opened and not closed', () => {
    expect(isOpeningOpen(opening, new Date('2026-11-10T00:00:00Z'))).toBe(true);
    expect(isOpeningOpen(opening, new Date('2026-11-01T13:00:00Z'))).toBe(true);
    expect(isOpeningOpen(opening, new Date('2026-10-31T00:00:00Z'))).toBe(false);
    expect(isOpeningOpen(opening, new Date('2026-11-30T21:00:00Z'))).toBe(false);
    expect(isOpeningOpen({ ...opening, status: 0 }, new Date('2026-11-10T00:00:00Z'))).toBe(false);
  });

  it('counts an opening as published from before it opens until it closes', () => {
    expect(isOpeningLive(opening, new Date('2026-10-31T00:00:00Z'))).toBe(true);
    expect(isOpeningLive(opening, new Date('2026-11-30T21:00:00Z'))).toBe(false);
    expect(isOpeningLive({ ...opening, status: 0 }, new Date('2026-11-10T00:00:00Z'))).toBe(false);
  });

  it("reads the API's portal date-times as the window (Port of Spain, UTC-4)", () => {
    expect(
      openingWindow({
        jobOpeningStatus: 1,
        openingDate: '2026-11-01T09:00:00',
        closingDate: '2026-11-30T17:00:00',
      }),
    ).toEqual(opening);
    expect(openingWindow({ jobOpeningStatus: 1, openingDate: '', closingDate: '2026-11-30T17:00:00' })).toBe(
      null,
    );
  });
});
