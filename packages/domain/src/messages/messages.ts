import { AUDIT_MESSAGES } from './audit-messages.ts';
import { DASHBOARD_MESSAGES } from './dashboard-messages.ts';
import { EMPLOYER_DASHBOARD_MESSAGES } from './employer-dashboard-messages.ts';
import { EXPORT_MESSAGES } from './export-messages.ts';
import { LEARNER_DASHBOARD_MESSAGES } from './learner-dashboard-messages.ts';
import { LEARNER_DATA_MESSAGES } from './learner-data-messages.ts';
import { LEARNER_SCREEN_MESSAGES } from './learner-screen-messages.ts';
import { LETTER_MESSAGES } from './letter-messages.ts';
import { PLACEMENT_MESSAGES } from './placement-messages.ts';
import { PLACING_MESSAGES } from './placing-messages.ts';
import { PRODUCT_MESSAGES } from './product-messages.ts';
import { PUBLIC_MESSAGES } from './public-messages.ts';
import { REPORT_MESSAGES } from './report-messages.ts';

/**
 * Every fixed user-facing text: spec document 1, spec document 2 (both verbatim, password minimum 8
 * per PRODUCT.md) and the few texts our own rules add. Texts with placeholders are functions in
 * `message-templates.ts` (`requiredMessage`, `roleMismatchMessage`, `serverErrorMessage`, ...).
 */
export const MESSAGES = {
  ...PUBLIC_MESSAGES,
  ...DASHBOARD_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...EMPLOYER_DASHBOARD_MESSAGES,
  ...PLACEMENT_MESSAGES,
  ...PLACING_MESSAGES,
  ...LETTER_MESSAGES,
  ...EXPORT_MESSAGES,
  ...LEARNER_DASHBOARD_MESSAGES,
  ...LEARNER_SCREEN_MESSAGES,
  ...REPORT_MESSAGES,
  ...AUDIT_MESSAGES,
  ...LEARNER_DATA_MESSAGES,
} as const;

/**
 * Spec document 1's texts alone (also in `MESSAGES`), and the four of them the web client's entry
 * script shows: for code that must stay small, where `MESSAGES` would ship every text of both documents.
 */
export { PUBLIC_MESSAGES } from './public-messages.ts';
export { SHELL_MESSAGES } from './shell-messages.ts';

/** The admin Overview's warning about mail the outbox gave up on (issue 12): '3 emails could not be delivered'. */
export const failedMailMessage = (count: number): string =>
  `${count} ${count === 1 ? 'email' : 'emails'} could not be delivered`;

/** What the warning adds: what happened and what to check. */
export const FAILED_MAIL_DETAIL =
  'They were retried for 24 hours without success. Check the mail relay (SMTP_URL) and the server log.';

/** The name of one fixed message. */
export type MessageKey = keyof typeof MESSAGES;
