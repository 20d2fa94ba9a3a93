import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import {
  dateOfBirthPartsProblem,
  dateOfBirthProblem,
  joinDateOfBirth,
  splitDateOfBirth,
} from './date-of-birth.ts';

const now = new Date('2026-06-15T02:00:00Z'); // still 14 June in Port of Spain
const problem = (day: string, month: string, year: string) =>
  dateOfBirthPartsProblem({ day, month, year }, now);

describe('date of birth by part', () => {
  it('leaves nothing typed to the required rule, and passes a real past date from 1900 on', () => {
    expect(problem('', '', '')).toBeUndefined();
    expect(problem('29', '2', '2000')).toBeUndefined();
    expect(problem('01', '01', '1900')).toBeUndefined();
    expect(problem('13', '6', '2026')).toBeUndefined();
  });

  it.each([
    ['', '3', '2007', MESSAGES.dateOfBirthNeedsDay, ['day']],
    ['27', '', '2007', MESSAGES.dateOfBirthNeedsMonth, ['month']],
    ['27', '3', '', MESSAGES.dateOfBirthNeedsYear, ['year']],
    ['', '', '2007', MESSAGES.dateOfBirthNeedsDayAndMonth, ['day', 'month']],
    ['', '3', '', MESSAGES.dateOfBirthNeedsDayAndYear, ['day', 'year']],
    ['27', '', '', MESSAGES.dateOfBirthNeedsMonthAndYear, ['month', 'year']],
    // A missing box is named before a wrong one.
    ['', '13', '07', MESSAGES.dateOfBirthNeedsDay, ['day']],
  ])('names the missing boxes: %j %j %j', (day, month, year, message, parts) => {
    expect(problem(day, month, year)).toEqual({ message, parts });
  });

  it.each([
    ['32', '3', '2007', ['day']],
    ['0', '3', '2007', ['day']],
    ['27', '13', '2007', ['month']],
    ['27', '00', '2007', ['month']],
    ['x', '3', '2007', ['day']],
    ['27', '3', '20o7', ['year']],
    ['40', '13', '2007', ['day', 'month']],
    // Each box is a possible day and month, but not together: either may be the slip.
    ['31', '2', '2007', ['day', 'month', 'year']],
    ['29', '2', '2001', ['day', 'month', 'year']],
    ['31', '4', '2001', ['day', 'month', 'year']],
  ])('says %j %j %j must be a real date', (day, month, year, parts) => {
    expect(problem(day, month, year)).toEqual({ message: 'Date of Birth must be a real date', parts });
  });

  it.each(['7', '07', '207', '20070'])('asks for 4 numbers in the year %j', (year) => {
    expect(problem('27', '3', year)).toEqual({ message: 'Year must include 4 numbers', parts: ['year'] });
  });

  it('refuses a year before 1900 and a date not in the past', () => {
    expect(problem('31', '12', '1899')).toEqual({ message: MESSAGES.dateOfBirthTooEarly, parts: ['year'] });
    expect(problem('1', '1', '0099')).toEqual({ message: MESSAGES.dateOfBirthTooEarly, parts: ['year'] });
    const notPast = { message: 'Date of Birth must be in the past', parts: ['day', 'month', 'year'] };
    expect(problem('14', '6', '2026')).toEqual(notPast);
    expect(problem('1', '1', '2999')).toEqual(notPast);
  });
});

describe('date of birth as held and sent', () => {
  it('joins the boxes into YYYY-MM-DD once complete, else keeps them as typed', () => {
    expect(joinDateOfBirth({ day: '9', month: '1', year: '1999' })).toBe('1999-01-09');
    expect(joinDateOfBirth({ day: '', month: '', year: '' })).toBe('');
    expect(joinDateOfBirth({ day: '9', month: '', year: '1999' })).toBe('1999--9');
    expect(joinDateOfBirth({ day: '9', month: '1', year: '99' })).toBe('99-1-9');
  });

  it('splits a held date back into its boxes', () => {
    expect(splitDateOfBirth('1999-01-09')).toEqual({ day: '09', month: '01', year: '1999' });
    expect(splitDateOfBirth('1999--9')).toEqual({ day: '9', month: '', year: '1999' });
    expect(splitDateOfBirth('')).toEqual({ day: '', month: '', year: '' });
  });

  it.each([
    ['1999-01-09', undefined],
    ['', undefined],
    ['1999--9', MESSAGES.dateOfBirthNeedsMonth],
    ['--9', MESSAGES.dateOfBirthNeedsMonthAndYear],
    ['99-1-9', MESSAGES.dateOfBirthYearDigits],
    ['2007-02-31', MESSAGES.invalidDateOfBirth],
    ['2999-01-01', MESSAGES.dateOfBirthNotPast],
    // Not what the boxes send: refused as not a real date.
    ['17/05/2000', MESSAGES.invalidDateOfBirth],
    ['2001-7-3', MESSAGES.invalidDateOfBirth],
    ['2001-07-03T00:00:00', MESSAGES.invalidDateOfBirth],
    ['2001-07-03-01', MESSAGES.invalidDateOfBirth],
    ['--', MESSAGES.invalidDateOfBirth],
  ])('checks the held value %j', (value, message) => {
    expect(dateOfBirthProblem(value, now)).toBe(message);
  });
});
