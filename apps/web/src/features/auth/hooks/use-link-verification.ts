import { isLinkToken, MESSAGES } from '@ojt/domain';
import { useEffect, useRef, useState } from 'react';
import { verifyEmail } from '../../../components/account/api/verify-email';
import { rememberVerifyLinkToken, useSession } from '../../../lib/session';
import { verifyFailureText } from '../api/verify-failure';

export type VerifyState =
  | { step: 'verifying' }
  | { step: 'success'; message: string }
  /** `prompt` says what to do; `error` why the last try failed. */
  | { step: 'manual'; prompt: string; error?: string }
  | { step: 'error'; error: string };

type Plan = 'ask' | 'keep-link' | 'verify';

function planFor(value: string, signedIn: boolean): Plan {
  if (!value) return 'ask';
  return signedIn && isLinkToken(value) ? 'keep-link' : 'verify';
}

function initialState(plan: Plan): VerifyState {
  if (plan === 'verify') return { step: 'verifying' };
  return {
    step: 'manual',
    prompt: plan === 'ask' ? MESSAGES.enterCodeFromEmail : MESSAGES.verificationPrompt,
  };
}

/**
 * Spec 1 §4 "Email verification" for the value in the path (already URL-decoded): empty → manual
 * entry; a link token opened while signed in → kept for the manual submit, which then asks for the
 * code; anything else is verified at once (the server takes a long value as a link token).
 * Mount it with `key={value}` so a new value starts over.
 */
export function useLinkVerification(pathValue: string) {
  const { token } = useSession();
  const value = pathValue.trim();
  const [plan] = useState(() => planFor(value, Boolean(token)));
  const [state, setState] = useState<VerifyState>(() => initialState(plan));
  // One call per page visit, also under StrictMode's double effects: a code works only once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (plan === 'keep-link') rememberVerifyLinkToken(value);
    if (plan !== 'verify') return;
    verifyEmail({ pOTP: value }).then(
      (answer) => setState({ step: 'success', message: answer?.message || MESSAGES.emailVerified }),
      (error: unknown) => {
        const text = verifyFailureText(error, { manual: false });
        setState(
          text === null
            ? { step: 'error', error: MESSAGES.verificationUnexpectedErrorOnLoad }
            : { step: 'manual', prompt: MESSAGES.verificationPrompt, error: text },
        );
      },
    );
  }, [plan, value]);

  return [state, setState] as const;
}
