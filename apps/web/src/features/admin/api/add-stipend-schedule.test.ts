import { validateFields } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { centsToTtdText, scheduleFormSchema, ttdToCents } from './add-stipend-schedule';

describe('TTD amounts typed for a schedule', () => {
  it('reads dollars and cents exactly, with or without grouping and the currency', () => {
    expect(ttdToCents('3,960.00')).toBe(396000);
    expect(ttdToCents('3960')).toBe(396000);
    expect(ttdToCents(' 3960.5 ')).toBe(396050);
    expect(ttdToCents('4,158.07 TTD')).toBe(415807);
    expect(ttdToCents('1,000,000.00')).toBe(100_000_000);
    // 0.29 × 100 is 28.999… in floating point; the cents are read as digits.
    expect(ttdToCents('0.29')).toBe(29);
  });

  it('refuses what is not an amount above 0 within the limit', () => {
    for (const text of ['', '0', '0.00', '-5', '3,96', '39,60.00', '3960.001', 'abc', '1,000,000.01', '.5'])
      expect(ttdToCents(text)).toBeNull();
  });

  it('shows cents back as the amount box holds them', () => {
    expect(centsToTtdText(396000)).toBe('3,960.00');
    expect(centsToTtdText(415807)).toBe('4,158.07');
  });

  it('turns the form into the call: a date and each level in cents', () => {
    const form = {
      effectiveFrom: '2027-01-01',
      level1: '2,887.50',
      level2: '4158',
      level3: '5,197.50',
      level4: '7,218.75',
      level5: '8,316',
    };
    expect(scheduleFormSchema.parse(form)).toEqual({
      effectiveFrom: '2027-01-01',
      rates: { 1: 288750, 2: 415800, 3: 519750, 4: 721875, 5: 831600 },
    });
    expect(validateFields(scheduleFormSchema, { ...form, effectiveFrom: '', level3: '0' })).toEqual({
      effectiveFrom: 'Effective from is required',
      level3: 'Enter an amount in TTD greater than 0, such as 3,960.00.',
    });
  });
});
