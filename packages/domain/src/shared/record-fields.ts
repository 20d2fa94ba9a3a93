import { z } from 'zod';
import { textField } from './field-schemas.ts';
import { isIsoDate } from './portal-time.ts';
import { invalidValueMessage, isoDateMessage, requiredMessage } from './texts.ts';

/**
 * The request fields every area's calls share: record ids, account keys and calendar dates, named as
 * the API names the parameter. Every parameter may come in the query string or the JSON body.
 */

/** Largest id the database holds (PostgreSQL integer). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * An id as it may arrive: numbers (JSON) or digit strings (query) are read; missing or blank is
 * `undefined`; anything else reads as -1, which every id field refuses.
 */
export function toRecordId(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? value : -1;
  if (typeof value !== 'string') return -1;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,10}$/.test(text) ? Number(text) : -1;
}

/** A required record id (a positive integer), named as the API names the parameter. */
export function recordIdField(name: string, invalid = invalidValueMessage(name)) {
  return z.preprocess(
    toRecordId,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage(name) : invalid) })
      .int(invalid)
      .min(1, invalid)
      .max(MAX_RECORD_ID, invalid),
  );
}

/** An optional record id: missing, blank or 0 mean "none" (`undefined`). */
export function optionalRecordIdField(name: string) {
  const invalid = invalidValueMessage(name);
  return z
    .preprocess(
      toRecordId,
      z.number({ error: invalid }).int(invalid).min(0, invalid).max(MAX_RECORD_ID, invalid).optional(),
    )
    .transform((value) => (value ? value : undefined));
}

/** An account key (EmpId, EmpKey, LearnerId): trimmed text, at most 50 characters. */
export function accountKeyField(name: string, required = false) {
  return textField(name, { required, max: 50 });
}

/** A required calendar date `YYYY-MM-DD`, named as the API names the parameter. */
export function isoDateField(name: string, required = true) {
  return textField(name, {
    required,
    max: 10,
    tooLongMessage: isoDateMessage(name),
    problem: (value) => (isIsoDate(value) ? undefined : isoDateMessage(name)),
  });
}
