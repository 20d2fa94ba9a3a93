import { z } from 'zod';
import {
  isValidEmail,
  isValidMobile,
  isValidPhone,
  isValidWebsite,
  normalizeEmail,
} from './format-checks.ts';
import { MESSAGES } from './messages.ts';
import { invalidOptionMessage, invalidValueMessage, requiredMessage, tooLongMessage } from './texts.ts';

// Every field reports at most one message, and never as an aborting issue, so that object-level
// rules (at least one identification, passwords match) still run and every field gets its message.

/** Maximum length of an email address. */
export const EMAIL_MAX_LENGTH = 254;
/** Maximum length of a phone or fax number as typed. */
export const PHONE_MAX_LENGTH = 30;
/** Maximum length of a website address. */
export const WEBSITE_MAX_LENGTH = 200;

/**
 * Text as a form or JSON body gives it: trimmed; missing (`undefined`, `null`) and the number 0
 * become `''` (spec 1 §5: required means missing, empty or zero); other numbers become their digits.
 */
export function normalizeText(value: unknown): unknown {
  if (value === undefined || value === null || value === 0) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value;
}

/** Options of a text field. */
export interface TextFieldOptions {
  /** Missing or blank is refused (default: optional). */
  required?: boolean;
  /** Message when missing; default '{label} is required'. */
  requiredMessage?: string;
  /** Maximum length after trimming. */
  max: number;
  /** Message when too long; default '{label} must be at most {max} characters'. */
  tooLongMessage?: string;
  /** Answers the message for a non-empty value that breaks a format rule, or `undefined`. */
  problem?: (value: string) => string | undefined;
  /** A multi-line field (messages, comments, details, descriptions): allows line breaks and tabs. */
  multiline?: boolean;
}

// Control characters no person types into a one-line field: C0 (with CR, LF and TAB), DEL, C1 and
// the Unicode line and paragraph separators. Refused so that no value can split a mail header, a
// log line or a CSV row, and NUL (which PostgreSQL text cannot hold) never reaches the database.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// A multi-line field keeps TAB, LF and CR (what a text area sends) and refuses the rest.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when `value` holds a control character a field of that kind refuses (always NUL). */
export function hasForbiddenControl(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * A trimmed text field with the spec's required rule, a length limit and an optional format rule.
 * Control characters are refused with '{label} is not valid': all of them in a one-line field, all
 * but TAB, LF and CR in a `multiline` one.
 */
export function textField(label: string, options: TextFieldOptions) {
  const { required = false, max, problem, multiline = false } = options;
  return z
    .preprocess(normalizeText, z.string({ error: invalidValueMessage(label) }))
    .superRefine((value, ctx) => {
      let message: string | undefined;
      if (value === '') message = required ? (options.requiredMessage ?? requiredMessage(label)) : undefined;
      else if (hasForbiddenControl(value, multiline)) message = invalidValueMessage(label);
      else if (value.length > max) message = options.tooLongMessage ?? tooLongMessage(label, max);
      else message = problem?.(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/**
 * An email field: 'Please enter a valid email address' when not `name@domain.tld` by the strict
 * rule; the output is lower-cased (`normalizeEmail`), as the portal stores and compares addresses.
 */
export function emailField(label: string, required = false) {
  return textField(label, {
    required,
    max: EMAIL_MAX_LENGTH,
    problem: (value) => (isValidEmail(value) ? undefined : MESSAGES.invalidEmail),
  }).transform(normalizeEmail);
}

/** A phone field: 'Please enter a valid phone number' when it breaks the phone rule. */
export function phoneField(label: string, required = false) {
  return textField(label, {
    required,
    max: PHONE_MAX_LENGTH,
    problem: (value) => (isValidPhone(value) ? undefined : MESSAGES.invalidPhone),
  });
}

/**
 * A mobile phone field: a Trinidad and Tobago or international number by `isValidMobile`, else the
 * spec's 'Please enter a valid phone number'.
 */
export function mobileField(label: string, required = false) {
  return textField(label, {
    required,
    max: PHONE_MAX_LENGTH,
    problem: (value) => (isValidMobile(value) ? undefined : MESSAGES.invalidPhone),
  });
}

/** An optional fax field: the phone rule, 'Please enter a valid fax number'. */
export function faxField(label: string) {
  return textField(label, {
    max: PHONE_MAX_LENGTH,
    problem: (value) => (isValidPhone(value) ? undefined : MESSAGES.invalidFax),
  });
}

/** An optional website field that must start with http:// or https://. */
export function websiteField(label: string) {
  return textField(label, {
    max: WEBSITE_MAX_LENGTH,
    problem: (value) => (isValidWebsite(value) ? undefined : MESSAGES.invalidWebsite),
  });
}

/** A text field whose value must be one of `choices` (codes or labels of a lookup). */
export function choiceField(label: string, choices: readonly string[], required = false) {
  return textField(label, {
    required,
    max: 50,
    problem: (value) => (choices.includes(value) ? undefined : invalidOptionMessage(label)),
  });
}

/**
 * A select value as an integer: `''` (or blanks), `null`, `undefined`, `0` and `'0'` are 0 (nothing chosen);
 * integers and integer strings are read; anything else is -1, which no lookup holds.
 */
export function toSelectInt(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'number') return Number.isInteger(value) ? value : -1;
  if (typeof value !== 'string') return -1;
  const text = value.trim();
  if (text === '') return 0;
  return /^-?\d{1,9}$/.test(text) ? Number.parseInt(text, 10) : -1;
}

/** Messages of a select field, when the spec gives its own. */
export interface SelectMessages {
  required?: string;
  invalid?: string;
}

/** A required select converted to an integer that must satisfy `isValid`. */
export function selectField(
  label: string,
  isValid: (value: number) => boolean,
  messages: SelectMessages = {},
) {
  return z.preprocess(toSelectInt, z.number()).superRefine((value, ctx) => {
    if (value === 0) ctx.addIssue({ code: 'custom', message: messages.required ?? requiredMessage(label) });
    else if (!isValid(value)) {
      ctx.addIssue({ code: 'custom', message: messages.invalid ?? invalidOptionMessage(label) });
    }
  });
}

/** An optional select converted to an integer; nothing chosen gives `null`. */
export function optionalSelectField(label: string, isValid: (value: number) => boolean) {
  return z
    .preprocess(toSelectInt, z.number())
    .superRefine((value, ctx) => {
      if (value !== 0 && !isValid(value))
        ctx.addIssue({ code: 'custom', message: invalidOptionMessage(label) });
    })
    .transform((value) => (value === 0 ? null : value));
}

/** A yes/no flag: booleans, 'true'/'false', 1/0 and '1'/'0'; missing is `false`. */
export function flagField(label: string) {
  return z.preprocess(toFlag, z.boolean({ error: invalidValueMessage(label) }));
}

function toFlag(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return false;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return value;
}

/** The disability select: 0 or 1 (booleans and '0'/'1' accepted); missing is 0. */
export function disabilityField(label: string) {
  return z
    .preprocess((value) => (typeof value === 'boolean' ? Number(value) : toSelectInt(value)), z.number())
    .superRefine((value, ctx) => {
      if (value !== 0 && value !== 1) {
        ctx.addIssue({ code: 'custom', message: invalidOptionMessage(`${label} option`) });
      }
    })
    .transform((value) => value as 0 | 1);
}
