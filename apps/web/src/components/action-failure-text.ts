import { useState } from 'react';
import { failureText, serverTextOr } from '../lib/failure-text';

export interface ActionFailureTexts {
  /** The spec's text when the server gave none usable (or failed with a 5xx). */
  fallback: string;
  /** The spec's text when nothing answered. */
  network: string;
}

/**
 * The text for a failed action: the server's own text for a 4xx (a rule's message, e.g.
 * 'You have already applied to this opening.'), else the spec's fallback; `null` for an expired
 * session, which the app shell already reports.
 */
export function actionFailureText(error: unknown, { fallback, network }: ActionFailureTexts): string | null {
  return failureText(error, { SESSION_EXPIRED: null, NETWORK: network, otherwise: serverTextOr(fallback) });
}

/**
 * A form's line for a failed action: `text` for its FormError, `clear` before each try, `show` as
 * the call's onError.
 */
export function useActionFailure(texts: ActionFailureTexts) {
  const [text, setText] = useState<string | null>(null);
  return {
    text,
    clear: () => setText(null),
    show: (error: unknown) => setText(actionFailureText(error, texts)),
  };
}
