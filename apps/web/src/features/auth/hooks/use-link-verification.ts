import { isLinkToken, MESSAGES, type VerifyEmailAnswer, verifyEmailAnswerSchema } from '@ojt/domain';
import { useEffect, useRef, useState } from 'react';
import { verifyEmail } from '../../../components/account/api/verify-email';
import { useSession } from '../../../lib/session';
import { isExpiredVerification, verifyFailureText } from '../api/verify-failure';

export type VerifyState =
  | { step: 'verifying' }
  /** `next`: what the confirmed address leads to (null from a server that does not say). */
  | { step: 'success'; next: VerifyEmailAnswer['data']['next'] | null; alreadyVerified: boolean }
  /**
   * `prompt` says what to do; `error` why the last try failed; `code` a code taken from the path;
   * `resent` once a new code was mailed (the path's link no longer works).
   */
  | { step: 'manual'; prompt: string; error?: string; code?: string; resent?: boolean }
  /** The path's link expired or was replaced: a new code can be mailed. */
  | { step: 'expired' }
  | { step: 'error'; error: string };

/** The success state for a VerifyEmail answer: its `data` says whether it was used before and what comes next. */
export function verifiedState(answer: unknown): VerifyState {
  const parsed = verifyEmailAnswerSchema.safeParse(answer);
  return parsed.success
    ? { step: 'success', ...parsed.data.data }
    : { step: 'success', next: null, alreadyVerified: false };
}

/** After 'Email me a new code': the new code is typed with its address, or the new link opened. */
export const resentState: VerifyState = { step: 'manual', prompt: MESSAGES.newCodeSent, resent: true };

type Plan = 'ask' | 'keep-link' | 'ask-email' | 'verify';

function planFor(value: string, signedIn: boolean): Plan {
  if (!value) return 'ask';
  if (isLinkToken(value)) return signedIn ? 'keep-link' : 'verify';
  // A short code names no account by itself: the session does, else the address typed with it.
  return signedIn ? 'verify' : 'ask-email';
}

function initialState(plan: Plan, value: string): VerifyState {
  if (plan === 'verify') return { step: 'verifying' };
  if (plan === 'ask-email')
    return { step: 'manual', prompt: MESSAGES.verificationEmailRequired, code: value };
  return {
    step: 'manual',
    prompt: plan === 'ask' ? MESSAGES.enterCodeFromEmail : MESSAGES.verificationPrompt,
  };
}

/**
 * Spec 1 §4 "Email verification" for the value in the path (already URL-decoded): empty → manual
 * entry; a link token opened while signed in → kept for the manual submit, which then asks for the
 * code; a link token otherwise → verified at once. A short code is verified at once when signed in
 * (the session names its account), else it waits in the manual form for the address it was sent to.
 * `linkToken` is the path's link token, sent with any manual submit (the code then needs no address).
 * Mount it with `key={value}` so a new value starts over.
 */
export function useLinkVerification(pathValue: string) {
  const { token } = useSession();
  const value = pathValue.trim();
  const [plan] = useState(() => planFor(value, Boolean(token)));
  const [state, setState] = useState<VerifyState>(() => initialState(plan, value));
  // One call per page visit, also under StrictMode's double effects: a code works only once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || plan !== 'verify') return;
    started.current = true;
    verifyEmail({ pOTP: value }).then(
      (answer) => setState(verifiedState(answer)),
      (error: unknown) => {
        if (isExpiredVerification(error)) return setState({ step: 'expired' });
        const text = verifyFailureText(error, { manual: false });
        setState(
          text === null
            ? { step: 'error', error: MESSAGES.verificationUnexpectedErrorOnLoad }
            : { step: 'manual', prompt: MESSAGES.verificationPrompt, error: text },
        );
      },
    );
  }, [plan, value]);

  const linkToken = isLinkToken(value) && !(state.step === 'manual' && state.resent) ? value : undefined;
  return [state, setState, linkToken] as const;
}
