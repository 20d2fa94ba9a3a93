import { describe, expect, it } from 'vitest';
import { defaultFundingModel, fundingForMonth, reimbursedCents } from './rules-funding.ts';

describe('funding', () => {
  it('defaults Enterprise-Based employers to paying, the other types to the programme', () => {
    expect(defaultFundingModel(1)).toBe('employer');
    for (const type of [2, 3, 4, null]) expect(defaultFundingModel(type)).toBe('programme');
  });

  it("takes the office's latest setting from the month or before, else the type's default", () => {
    const settings = [
      { model: 'programme' as const, fromMonth: '2026-03' },
      { model: 'employer' as const, fromMonth: '2026-09' },
    ];
    expect(fundingForMonth(settings, '2026-02', 2)).toBe('programme');
    expect(fundingForMonth(settings, '2026-02', 1)).toBe('employer');
    expect(fundingForMonth(settings, '2026-03', 1)).toBe('programme');
    expect(fundingForMonth(settings, '2026-08', 1)).toBe('programme');
    expect(fundingForMonth(settings, '2026-09', 2)).toBe('employer');
    expect(fundingForMonth(settings, '2027-01', 2)).toBe('employer');
  });

  it('reimburses 60% of a month, half-up to the cent', () => {
    expect(reimbursedCents(396000)).toBe(237600);
    expect(reimbursedCents(348857)).toBe(209314); // 209314.2
    expect(reimbursedCents(348858)).toBe(209315); // 209314.8
    expect(reimbursedCents(1)).toBe(1); // 0.6
    expect(reimbursedCents(5)).toBe(3); // 3.0
    expect(reimbursedCents(0)).toBe(0);
  });
});
