import { IDENTIFICATION_FIELDS } from '@ojt/domain';

/**
 * A sign-up wizard's draft (issue 30): the answers typed so far and the step shown, kept in this
 * tab's sessionStorage so that a reload does not lose them. It ends with the tab, never travels to
 * another tab, and is removed on a successful sign-up or on Start again.
 *
 * Never kept (PRODUCT.md §3: browser storage holds no identity numbers and no date of birth):
 * identity numbers, dates of birth and passwords, found by name so that a field added later is
 * covered too, and anything that is not plain text or a tick (files).
 */
export interface SignupDraft<V> {
  values: V;
  /** The 0-based step the person was on. */
  step: number;
}

interface StoredDraft {
  version: typeof VERSION;
  step: number;
  values: Record<string, string | boolean>;
}

const VERSION = 1;
const KEY_PREFIX = 'ojt.signupDraft.';

const IDENTITY_FIELDS: ReadonlySet<string> = new Set(IDENTIFICATION_FIELDS);
const NEVER_KEPT =
  /passport|national.?id|birth.?cert|driver|permit|nis.?no|insurance|social.?security|password|^dob$|birth.?date|date.?of.?birth/i;

/** True for a field whose value must never be written to browser storage. */
export function isNeverKept(field: string): boolean {
  return IDENTITY_FIELDS.has(field) || NEVER_KEPT.test(field);
}

/** The storage key of one wizard's draft, e.g. `ojt.signupDraft.learner`. */
export function draftKey(wizard: string): string {
  return `${KEY_PREFIX}${wizard}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

type Plain = Record<string, unknown>;

/** The fields worth keeping: known to the form, of the form's own type, given, and not secret. */
function keptValues<V extends object>(values: V, initial: V): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {};
  for (const [field, start] of Object.entries(initial as Plain)) {
    const value = (values as Plain)[field];
    if (isNeverKept(field) || typeof value !== typeof start || value === start) continue;
    if (typeof value === 'string' || typeof value === 'boolean') kept[field] = value;
  }
  return kept;
}

/**
 * Writes the draft, or removes it when nothing was typed yet (step 1, every field as it started).
 * Storage that is full or disabled leaves the form working, only without a draft.
 */
export function saveDraft<V extends object>(key: string, draft: SignupDraft<V>, initial: V): void {
  const values = keptValues(draft.values, initial);
  try {
    if (draft.step === 0 && Object.keys(values).length === 0) storage()?.removeItem(key);
    else
      storage()?.setItem(
        key,
        JSON.stringify({ version: VERSION, step: draft.step, values } satisfies StoredDraft),
      );
  } catch {
    // Quota exceeded or storage disabled: the answers live only in this page.
  }
}

/**
 * The draft kept in this tab, laid over the form's starting values: fields the form no longer has,
 * values of another type and secret fields are ignored; a step out of range becomes the last one.
 * `null` when there is none or it cannot be read.
 */
export function loadDraft<V extends object>(
  key: string,
  initial: V,
  lastStep: number,
): SignupDraft<V> | null {
  let stored: Partial<StoredDraft> | null;
  try {
    stored = JSON.parse(storage()?.getItem(key) ?? 'null') as Partial<StoredDraft> | null;
  } catch {
    return null;
  }
  if (!stored || stored.version !== VERSION || typeof stored.values !== 'object' || !stored.values)
    return null;
  const values = { ...initial } as Plain;
  for (const [field, start] of Object.entries(initial as Plain)) {
    const value = (stored.values as Plain)[field];
    if (!isNeverKept(field) && value !== undefined && typeof value === typeof start) values[field] = value;
  }
  const step = Number.isInteger(stored.step) ? Math.min(Math.max(stored.step as number, 0), lastStep) : 0;
  return { values: values as V, step };
}

/** Removes the draft (Start again, or the sign-up was sent). */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove from an unusable area.
  }
}
