import { isIsoDate, portalToday } from '../shared/portal-time.ts';
import { ageBandMessage } from './texts.ts';

/**
 * Programme setting (issue 30): the ages the programme takes, in whole years on the Port of Spain
 * day of sign-up, both ends included (16 on the 16th birthday, 35 until the day before the 36th).
 * A constant of the domain, so the wizard and the server read the same band; change it here.
 */
export const PROGRAMME_AGE_BAND = { min: 16, max: 35 } as const;

/** Whole years from a `YYYY-MM-DD` date of birth to a `YYYY-MM-DD` day (29 February counts from 1 March). */
export function ageOn(dob: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  return day.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** The age of a learner born on `dob` today in Port of Spain, or `undefined` for no real date. */
export function ageToday(dob: string, now: Date = new Date()): number | undefined {
  return isIsoDate(dob) ? ageOn(dob, portalToday(now)) : undefined;
}

/**
 * 'The programme takes people aged 16 to 35 on the day they sign up' when a real date of birth
 * `YYYY-MM-DD` gives an age outside `PROGRAMME_AGE_BAND` on `now`'s Port of Spain day; otherwise
 * `undefined` (other date problems are `dateOfBirthProblem`'s).
 */
export function ageBandProblem(dob: string, now: Date = new Date()): string | undefined {
  const age = ageToday(dob, now);
  if (age === undefined) return undefined;
  const { min, max } = PROGRAMME_AGE_BAND;
  return age < min || age > max ? ageBandMessage(min, max) : undefined;
}
