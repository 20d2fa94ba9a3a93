import { describe, expect, it } from 'vitest';
import {
  daysCreditedText,
  monthAbbreviated,
  monthInWords,
  stipendLevelLegend,
  timesheetsSummaryText,
} from './texts-admin-screens.ts';

describe("the office's timesheet screens' texts", () => {
  it('writes months and days as the screens show them', () => {
    expect(monthInWords('2026-10')).toBe('October 2026');
    expect(monthAbbreviated('2027-01')).toBe('Jan 2027');
    expect(monthInWords('2026-13')).toBe('2026-13');
  });

  it('writes the days credited of the working days, half days with one decimal', () => {
    expect(daysCreditedText(18.5, 21)).toBe('18.5 of 21');
    expect(daysCreditedText(21, 21)).toBe('21 of 21');
  });

  it("names a level's qualifications", () => {
    expect(stipendLevelLegend(3)).toBe('Level 3: Associate Degree');
    expect(stipendLevelLegend(5)).toBe('Level 5: Doctorate, Masters Degree');
  });

  it("sums up a month's states in their order, then the late ones", () => {
    const byStatus = { Approved: 40, Draft: 3, Returned: 1, Submitted: 12 };
    expect(timesheetsSummaryText('2026-10', { byStatus, late: 5 })).toBe(
      'October 2026: 3 Draft · 12 Submitted · 1 Returned · 40 Approved · 5 late',
    );
  });
});
