import { PUBLIC_MESSAGES } from './public-messages.ts';

/** '{label} is required' (spec 1 §5), e.g. `requiredMessage('Company Name')` → 'Company Name is required'. */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** '{label} must be at most {max} characters'. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** 'Please select a valid {label}' for a select value that is not one of its options. */
export function invalidOptionMessage(label: string): string {
  return `Please select a valid ${label.toLowerCase()}`;
}

/** '{label} must be a whole number from 1 to 5' for an evaluation score (issue 10). */
export function scoreRangeMessage(label: string): string {
  return `${label} must be a whole number from 1 to 5`;
}

/** The notice after a decision, naming the person: 'Acme Ltd approved' (issue 16). */
export function decisionToastMessage(name: string, decision: 'approved' | 'rejected'): string {
  return `${name} ${decision}`;
}

/** '{label} is not valid' for a value of the wrong kind (an object where text belongs). */
export function invalidValueMessage(label: string): string {
  return `${label} is not valid`;
}

// The spec's text is fixed at "a {actual}, not an {expected}" (learner vs employer); the article
// follows the word so the other direction reads "an employer, not a learner".
function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/**
 * Refusal when the account's role differs from the chosen login form (spec 1 §5):
 * 'Access denied. This account is registered as a learner, not an employer. Please use the correct login form.'
 */
export function roleMismatchMessage(actual: string, expected: string): string {
  return `Access denied. This account is registered as ${withArticle(actual)}, not ${withArticle(expected)}. Please use the correct login form.`;
}

/** Sign-up failure text: 'Server Error ({status}): {text}', or 'Signup failed. Please try again.' when the text is empty. */
export function serverErrorMessage(status: number, text?: string | null): string {
  const body = text?.trim() ?? '';
  return body === '' ? PUBLIC_MESSAGES.signupFailed : `Server Error (${status}): ${body}`;
}

/** Admin verify dialog failure: 'Error: ' plus the server error, or 'Error: Verification failed'. */
export function verifyDialogErrorMessage(serverError?: string | null): string {
  const text = serverError?.trim() ?? '';
  return `Error: ${text === '' ? PUBLIC_MESSAGES.verificationFailed : text}`;
}

/** Wizard progress, e.g. `wizardProgressText(2, 4)` → 'Step 2 of 4 - 50% Complete'. */
export function wizardProgressText(step: number, totalSteps: number): string {
  return `Step ${step} of ${totalSteps} - ${Math.round((step / totalSteps) * 100)}% Complete`;
}

/**
 * Wizard progress counting the steps already finished, e.g. `wizardProgressDoneText(4, 4)` →
 * 'Step 4 of 4 - 75% Complete': the last step is not complete until it is submitted (issue 16).
 */
export function wizardProgressDoneText(step: number, totalSteps: number): string {
  return `Step ${step} of ${totalSteps} - ${Math.round(((step - 1) / totalSteps) * 100)}% Complete`;
}

/** Refusal of keys a strict payload does not know: 'Unknown field: x' / 'Unknown fields: x, y'. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
}

/**
 * Refusal to decide an account twice, e.g. `alreadyDecidedMessage('approved')` →
 * 'This account is already approved; only pending accounts can be approved or rejected.'
 */
export function alreadyDecidedMessage(status: string): string {
  return `This account is already ${status}; only pending accounts can be approved or rejected.`;
}

/** How long a sign-up has waited, in whole days: 'Today', '1 day', '3 days' (issue 16). */
export function waitingAgeText(days: number): string {
  if (days < 1) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** Under the overview's queue when it shows only the oldest: 'The 10 oldest of 23 pending sign-ups.' */
export function pendingQueueMoreText(shown: number, total: number): string {
  return `The ${shown} oldest of ${total} pending sign-ups.`;
}

/** A queued sign-up's kind and date: 'Employer · signed up 21 Nov 2026' (issue 16). */
export function signedUpLine(kind: string, date: string): string {
  return date ? `${kind} · signed up ${date}` : kind;
}

/** Refusal of a username in use: 'The username "{username}" is already taken.' */
export function usernameTakenMessage(username: string): string {
  return `The username "${username}" is already taken.`;
}

/** The place dialog's intro: the learner and employer are emailed; the placement's longest span. */
export function placeLearnerIntro(maxMonths: number): string {
  return `The learner and the employer are emailed. The placement lasts at most ${maxMonths} months.`;
}

/** The complete dialog's note before the end date, e.g. 'The placement ends on 24 Nov 2026. …'. */
export function completeEarlyNote(endDate: string): string {
  return `The placement ends on ${endDate}. To complete it before then, give the reason.`;
}
