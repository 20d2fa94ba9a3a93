import { useEffect, useState } from 'react';
import {
  clearDraft,
  draftKey,
  isNeverKept,
  loadDraft,
  type SignupDraft,
  saveDraft,
} from '../model/signup-draft';

/** The draft this tab kept for the wizard (issue 30), read once when the wizard opens. */
export function useRestoredDraft<V extends object>(wizard: string, initialValues: V, lastStep: number) {
  const [restored] = useState(() => loadDraft(draftKey(wizard), initialValues, lastStep));
  return {
    restored,
    /** Whether the form has fields a draft never keeps, so the restored note asks for them again. */
    omitsFields: Object.keys(initialValues).some(isNeverKept),
  };
}

/**
 * Writes the answers and step to this tab's draft on every change, and removes it once `sent`.
 * A write is a small JSON string, so it is not debounced: a reload straight after typing keeps
 * the last key.
 */
export function useKeptDraft<V extends object>(
  wizard: string,
  initialValues: V,
  current: SignupDraft<V>,
  sent: boolean,
) {
  const key = draftKey(wizard);
  const { values, step } = current;
  useEffect(() => {
    if (sent) clearDraft(key);
    else saveDraft(key, { values, step }, initialValues);
  }, [key, values, step, sent, initialValues]);
}
