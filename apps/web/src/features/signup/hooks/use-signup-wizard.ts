import { ERROR_CODES, MESSAGES, serverErrorMessage, validateFields } from '@ojt/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { type FailureTable, failureText } from '../../../lib/failure-text';
import type { WizardDefinition } from '../model/wizard-definition';
import { useKeptDraft, useRestoredDraft } from './use-signup-draft';
import { useStepHistory } from './use-step-history';

/** Spec 1 §4: idle, submitting, submitted (success screen) and error (message shown). */
export type SubmissionState = 'idle' | 'submitting' | 'submitted' | 'error';

export type FieldErrors = Record<string, string>;

/** The names of the fields of `V` whose values are of type `T`. */
type KeysOfType<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * Spec 1 §8: a refused payload (400) or a duplicate (409) shows the server's own text, any other
 * failure status 'Server Error ({status}): {text}', no answer at all the spec's connection message.
 */
const FAILURES: FailureTable = {
  NETWORK: MESSAGES.signupNetworkError,
  VALIDATION: ({ text }) => text || MESSAGES.signupFailed,
  CONFLICT: ({ text }) => text || MESSAGES.signupFailed,
  otherwise: ({ status, text }) => (status ? serverErrorMessage(status, text) : MESSAGES.signupFailed),
};

// The wizard's "busy/done/failed" come from the mutation; its own state is only the form.
function submissionState(mutation: UseMutationResult<unknown, unknown, never>): SubmissionState {
  if (mutation.isPending) return 'submitting';
  if (mutation.isSuccess) return 'submitted';
  if (mutation.isError) return 'error';
  return 'idle';
}

/**
 * A sign-up wizard (spec 1 §4): a step advances only when its rules pass; going back is always
 * allowed; moving between steps clears errors; editing a field clears its error and the banner; at
 * submit only the last step is re-checked. Focus follows the step heading, and the banner when shown.
 * The step is kept in the browser history (issue 12); the answers and step also in this tab's draft,
 * restored after a reload with a note and Start again (issue 30).
 */
export function useSignupWizard<V extends object, P>(
  definition: WizardDefinition<V, P>,
  initialValues: V,
  mutation: UseMutationResult<unknown, unknown, P>,
) {
  const lastStep = definition.titles.length - 1;
  const draft = useRestoredDraft(definition.draftName, initialValues, lastStep);
  const [values, setValues] = useState<V>(draft.restored?.values ?? initialValues);
  const [restored, setRestored] = useState(draft.restored !== null);
  const history = useStepHistory(lastStep, arrive, draft.restored?.step);
  const { step, restarted, go, previous: back, finish } = history;
  useKeptDraft(definition.draftName, initialValues, { values, step }, mutation.isSuccess);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ text: string; seq: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // A step shown with errors leaves the focus to the error summary (it takes it when shown).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, not on first render
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!banner) headingRef.current?.focus();
  }, [step]);

  // Declared after the step effect so that a banner shown with a step change takes the focus.
  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  const { reset: resetMutation, isError } = mutation;
  const setField = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      const cleared = [name, definition.sharedErrors?.[name]];
      setErrors((current) => {
        if (!cleared.some((field) => field !== undefined && field in current)) return current;
        return Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field)));
      });
      setBanner(null);
      if (isError) resetMutation();
    },
    [definition, isError, resetMutation],
  );

  const showBanner = (text: string) => setBanner((current) => ({ text, seq: (current?.seq ?? 0) + 1 }));

  const goTo = (target: number) => {
    setErrors({});
    setBanner(null);
    go(target);
  };

  /** Shows errors found anywhere: the wizard opens the first step that has one. */
  const showErrors = (found: FieldErrors, text: string) => {
    const target = definition.stepFields.findIndex((fields) => fields.some((field) => field in found));
    if (target >= 0) {
      const onStep = definition.stepFields[target] ?? [];
      go(target);
      setErrors(Object.fromEntries(Object.entries(found).filter(([field]) => onStep.includes(field))));
    }
    showBanner(text);
  };

  const stepErrors = (index: number): FieldErrors => {
    const schema = definition.stepSchemas[index];
    return schema ? validateFields(schema, definition.toInput(values)) : {};
  };

  const checkStep = (index: number, text: string): boolean => {
    const found = stepErrors(index);
    if (Object.keys(found).length === 0) return true;
    setErrors(found);
    showBanner(text);
    return false;
  };

  const next = () => {
    if (checkStep(step, MESSAGES.fixBeforeProceeding)) goTo(Math.min(step + 1, lastStep));
  };

  const previous = () => {
    setErrors({});
    setBanner(null);
    back();
  };

  /**
   * Back or Forward brought `target` (at most the furthest step reached): as with Next, the first
   * earlier step whose rules fail is shown instead, with its errors. Returns the step to show.
   */
  function arrive(target: number): number {
    for (let index = 0; index < target; index += 1) {
      if (!checkStep(index, MESSAGES.fixBeforeProceeding)) return index;
    }
    if (target !== step) {
      setErrors({});
      setBanner(null);
    }
    return target;
  }

  const submit = () => {
    if (!checkStep(lastStep, MESSAGES.fixBeforeSubmitting)) return;
    const payload = definition.toPayload(values);
    if (!payload.success) {
      // Only if an earlier step changed without being checked again; the rules are the domain's.
      showErrors(
        validateFields(definition.payloadSchema, definition.toInput(values)),
        MESSAGES.fixBeforeSubmitting,
      );
      return;
    }
    setBanner(null);
    mutation.mutate(payload.data, {
      onSuccess: finish,
      onError: (error) => {
        const message = failureText(error, FAILURES) ?? MESSAGES.signupFailed;
        const code = isApiError(error) ? error.code : undefined;
        if (code === ERROR_CODES.VALIDATION) {
          showErrors(validateFields(definition.payloadSchema, definition.toInput(values)), message);
        } else if (code === ERROR_CODES.CONFLICT && definition.conflictField) {
          showErrors({ [definition.conflictField]: message }, message);
        } else {
          showBanner(message);
        }
      },
    });
  };

  /** Start again: the draft and the answers go, back to step 1 with its heading focused. */
  const startAgain = () => {
    setValues(initialValues);
    setErrors({});
    setBanner(null);
    setRestored(false);
    if (isError) resetMutation();
    history.restart();
    headingRef.current?.focus();
  };

  const state = submissionState(mutation as UseMutationResult<unknown, unknown, never>);

  /** The form's submit: Next on steps before the last (so Enter advances), Create Account on the last. */
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'submitting') return;
    if (step < lastStep) next();
    else submit();
  };

  /** Value, change handler and error of a text input or select (`id` is `signup-<name>`). */
  const textProps = (name: KeysOfType<V, string>) => ({
    id: `signup-${name}`,
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setField(name, event.currentTarget.value as V[typeof name]),
    error: errors[name],
  });

  /** Checked state, change handler and error of a checkbox. */
  const checkboxProps = (name: KeysOfType<V, boolean>) => ({
    id: `signup-${name}`,
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setField(name, event.currentTarget.checked as V[typeof name]),
    error: errors[name],
  });

  return {
    values,
    setField,
    textProps,
    checkboxProps,
    step,
    restarted,
    /** The answers came back from this tab's draft: the note with Start again shows. */
    restored,
    /** Whether some fields are never kept in a draft (identity numbers, date of birth). */
    draftOmitsFields: draft.omitsFields,
    startAgain,
    stepCount: lastStep + 1,
    isLastStep: step === lastStep,
    title: definition.titles[step] ?? '',
    errors,
    banner: banner?.text ?? null,
    /** Grows with each banner shown: the error summary takes the focus again. */
    attempt: banner?.seq ?? 0,
    /** The final check's Change: back to an earlier step, as a new history entry. */
    changeStep: goTo,
    state,
    previous,
    handleSubmit,
    headingRef,
    bannerRef,
  };
}
