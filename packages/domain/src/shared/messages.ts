import { ACCOUNT_MESSAGES } from '../accounts/texts.ts';
import { ACCOUNT_REVIEW_MESSAGES } from '../accounts/texts-review.ts';
import { AUDIT_MESSAGES } from '../audit/texts.ts';
import { EMPLOYER_DASHBOARD_MESSAGES } from '../employers/texts.ts';
import { EXPORT_MESSAGES } from '../exports/texts.ts';
import { LEARNER_DASHBOARD_MESSAGES } from '../learners/texts.ts';
import { LEARNER_DATA_MESSAGES } from '../learners/texts-data.ts';
import { LEARNER_SCREEN_MESSAGES } from '../learners/texts-screens.ts';
import { LETTER_MESSAGES } from '../letters/texts.ts';
import { OPENING_MESSAGES } from '../openings/texts.ts';
import { BANK_MESSAGES } from '../payments/texts-bank.ts';
import { PLACEMENT_MESSAGES } from '../placements/texts.ts';
import { CHANGE_MESSAGES } from '../placements/texts-changes.ts';
import { PLACING_MESSAGES } from '../placements/texts-placing.ts';
import { PUBLIC_MESSAGES } from '../public/texts.ts';
import { REPORT_MESSAGES } from '../reports/texts.ts';
import { REVIEW_MESSAGES } from '../reviews/texts.ts';
import { SIGNUP_MESSAGES } from '../signup/texts.ts';
import { TIMESHEET_MESSAGES } from '../timesheets/texts.ts';
import { COMMON_MESSAGES } from './texts.ts';
import { SHELL_MESSAGES } from './texts-shell.ts';

/**
 * Every fixed user-facing text: spec document 1, spec document 2 (both verbatim, password minimum 8
 * per PRODUCT.md) and the texts our own rules add, gathered from each area's `texts.ts`. Texts with
 * placeholders are functions beside them (`requiredMessage`, `roleMismatchMessage`, `serverErrorMessage`, ...).
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  ...COMMON_MESSAGES,
  ...PUBLIC_MESSAGES,
  ...SIGNUP_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ACCOUNT_REVIEW_MESSAGES,
  ...EMPLOYER_DASHBOARD_MESSAGES,
  ...OPENING_MESSAGES,
  ...PLACEMENT_MESSAGES,
  ...PLACING_MESSAGES,
  ...CHANGE_MESSAGES,
  ...LETTER_MESSAGES,
  ...LEARNER_DASHBOARD_MESSAGES,
  ...LEARNER_SCREEN_MESSAGES,
  ...LEARNER_DATA_MESSAGES,
  ...REPORT_MESSAGES,
  ...EXPORT_MESSAGES,
  ...AUDIT_MESSAGES,
  ...TIMESHEET_MESSAGES,
  ...REVIEW_MESSAGES,
  ...BANK_MESSAGES,
} as const;

/** The name of one fixed message. */
export type MessageKey = keyof typeof MESSAGES;
