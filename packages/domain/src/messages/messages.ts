import { DASHBOARD_MESSAGES } from './dashboard-messages.ts';
import { PRODUCT_MESSAGES } from './product-messages.ts';
import { PUBLIC_MESSAGES } from './public-messages.ts';

/**
 * Every fixed user-facing text: spec document 1, spec document 2 (both verbatim, password minimum 8
 * per PRODUCT.md) and the few texts our own rules add. Texts with placeholders are functions in
 * `message-templates.ts` (`requiredMessage`, `roleMismatchMessage`, `serverErrorMessage`, ...).
 */
export const MESSAGES = { ...PUBLIC_MESSAGES, ...DASHBOARD_MESSAGES, ...PRODUCT_MESSAGES } as const;

/**
 * Spec document 1's texts alone (also in `MESSAGES`). For code that must stay small, such as the
 * web client's entry script: using `MESSAGES` there ships every text of both documents.
 */
export { PUBLIC_MESSAGES } from './public-messages.ts';

/** The name of one fixed message. */
export type MessageKey = keyof typeof MESSAGES;
