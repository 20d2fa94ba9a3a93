import { describe, expect, it } from 'vitest';
import { makeTimesheet } from '../../../../test/timesheet-fixtures';
import { monthRowDates, placementMonths, type StipendPlacement } from './stipend-months';

const placement = (start: string | null, end: string | null): StipendPlacement => ({
  placementId: 1,
  title: 'Position 1',
  employerName: 'Caribbean Tech Ltd',
  start,
  end,
});
const months = (p: StipendPlacement, current: string) => placementMonths(p, [], current).map((m) => m.month);

describe('the months of a placement', () => {
  it('runs from the start month to the current month, newest first, across a year', () => {
    expect(months(placement('2026-11-16', '2027-05-15'), '2027-02')).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
  });

  it('stops at the end month, and names only the current month without a start date', () => {
    expect(months(placement('2026-10-15', '2026-12-04'), '2027-03')).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
    ]);
    expect(months(placement(null, null), '2026-11')).toEqual(['2026-11']);
    expect(months(placement('2027-01-04', null), '2026-11')).toEqual([]);
  });

  it('keeps a month that has a record, with the record', () => {
    const p = placement('2026-11-16', null);
    const sheet = makeTimesheet(
      5,
      { ...p, learnerId: 'l', learnerName: 'A', empId: 'e', start: '2026-11-16', level: 2 },
      '2026-11',
    );
    expect(placementMonths(p, [sheet], '2026-12')).toEqual([
      { placementId: 1, month: '2026-12', sheet: null },
      { placementId: 1, month: '2026-11', sheet },
    ]);
  });

  it("marks the answer's working dates, or the weekdays within the placement when it names none", () => {
    const p = placement('2026-11-25', null);
    const sheet = makeTimesheet(
      5,
      { ...p, learnerId: 'l', learnerName: 'A', empId: 'e', start: '2026-11-25', level: 2 },
      '2026-11',
    );
    expect(monthRowDates(sheet, p)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']);
    const { workingDates: _, ...withoutDates } = sheet;
    expect(monthRowDates(withoutDates, p)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']);
    expect(monthRowDates({ ...sheet, workingDates: ['2026-11-26'] }, p)).toEqual(['2026-11-26']);
  });
});
