import { describe, expect, it } from 'vitest';
import { ageBandProblem, ageOn, ageToday, PROGRAMME_AGE_BAND } from './eligibility.ts';

const BAND = 'The programme takes people aged 16 to 35 on the day they sign up';
// 27 Nov 2026, 23:30 in Port of Spain (UTC-4) is already the 28th in UTC.
const LATE_EVENING = new Date('2026-11-28T03:30:00Z');

describe('ageOn', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2010-11-27', '2026-11-27')).toBe(16);
    expect(ageOn('2010-11-28', '2026-11-27')).toBe(15);
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2024-02-28')).toBe(15);
    expect(ageOn('2008-02-29', '2024-02-29')).toBe(16);
    expect(ageOn('2008-02-29', '2025-03-01')).toBe(17);
  });
});

describe('ageToday', () => {
  it('reads the day in Port of Spain', () => {
    expect(ageToday('2010-11-28', LATE_EVENING)).toBe(15);
    expect(ageToday('2010-11-27', LATE_EVENING)).toBe(16);
  });

  it('answers undefined for no real date', () => {
    expect(ageToday('2001-02-30', LATE_EVENING)).toBeUndefined();
    expect(ageToday('', LATE_EVENING)).toBeUndefined();
  });
});

describe('ageBandProblem', () => {
  it('is the programme setting 16 to 35', () => {
    expect(PROGRAMME_AGE_BAND).toEqual({ min: 16, max: 35 });
  });

  it.each([
    ['2010-11-27', undefined], // 16 today
    ['2010-11-28', BAND], // 16 tomorrow (the 28th in UTC, still the 27th in Port of Spain)
    ['1990-11-28', undefined], // 35, 36 tomorrow
    ['1990-11-27', BAND], // 36 today
    ['2001-05-14', undefined],
    ['1950-01-01', BAND],
    ['2020-01-01', BAND],
  ])('%s on 27 Nov 2026 → %s', (dob, message) => {
    expect(ageBandProblem(dob, LATE_EVENING)).toBe(message);
  });

  it('leaves other date problems to the date of birth rule', () => {
    expect(ageBandProblem('17/05/2000', LATE_EVENING)).toBeUndefined();
    expect(ageBandProblem('', LATE_EVENING)).toBeUndefined();
  });
});
