import { describe, expect, it } from 'vitest';
import {
  approveSelectedLabel,
  approveSeveralConfirm,
  creditedOfText,
  payCycleText,
  submitOpensText,
  timesheetDayLabel,
  timesheetMonthLabel,
  timesheetStatusLabel,
} from './texts-screens.ts';

describe('the attendance screens’ words', () => {
  it('names months and days as the rows read them', () => {
    expect(timesheetMonthLabel('2026-11')).toBe('November 2026');
    expect(timesheetMonthLabel('2027-01')).toBe('January 2027');
    expect(timesheetDayLabel('2026-11-02')).toBe('Mon 2 Nov');
    expect(timesheetDayLabel('2026-11-30')).toBe('Mon 30 Nov');
    expect(timesheetDayLabel('2027-02-28')).toBe('Sun 28 Feb');
  });

  it('names states, cycles, counts and days credited', () => {
    expect(timesheetStatusLabel(null)).toBe('Not started');
    expect(timesheetStatusLabel('Returned')).toBe('Returned');
    expect(payCycleText(1)).toBe('Pay cycle 1');
    expect(payCycleText(2)).toBe('Pay cycle 2');
    expect(approveSelectedLabel(3)).toBe('Approve selected (3)');
    expect(approveSeveralConfirm(1)).toMatch(/^Approve 1 month\?/);
    expect(approveSeveralConfirm(4)).toMatch(/^Approve 4 months\?/);
    expect(creditedOfText(18.5, 21)).toBe('18.5 of 21 days');
    expect(creditedOfText(20, 21)).toBe('20 of 21 days');
    expect(submitOpensText('Mon 30 Nov')).toBe(
      'You can submit this month from Mon 30 Nov, its last working day.',
    );
  });
});
