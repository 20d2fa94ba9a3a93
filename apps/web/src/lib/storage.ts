/**
 * Browser storage for the session (spec 1 §9, PRODUCT.md §3).
 *
 * The browser keeps the token and the display name, nothing else: who the user is (username,
 * email, role, company) comes from GET /api/Login/me and lives in memory only.
 * "Remember me" ticked writes to localStorage (survives closing the browser); unticked writes to
 * sessionStorage (ends with the browser session). Reads look in both, sessionStorage first.
 * Every access is guarded: storage can be disabled or full (private modes, strict settings), and a
 * portal that cannot remember a session must still work for the current page.
 */

export const STORAGE_KEYS = {
  token: 'ojt.token',
  name: 'ojt.name',
} as const;

/** Keys an earlier version wrote (user data, email, link token): removed at start-up. */
export const LEGACY_STORAGE_KEYS = [
  'ojt.user',
  'ojt.adminSession',
  'ojt.userData',
  'ojt.verifyLinkToken',
  'ojt.updatedEmail',
] as const;

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | (typeof LEGACY_STORAGE_KEYS)[number];

type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

/** Which area holds the key, if any (sessionStorage first). */
export function findItem(key: StorageKey): { value: string; persistent: boolean } | null {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const value = area(name)?.getItem(key);
      if (value != null) return { value, persistent: name === 'localStorage' };
    } catch {
      // An unreadable area counts as empty.
    }
  }
  return null;
}

/** Writes to one area and removes the key from the other, so a value never lives in both. */
export function writeItem(key: StorageKey, value: string, persistent: boolean): void {
  removeItem(key);
  try {
    area(persistent ? 'localStorage' : 'sessionStorage')?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value lives only in memory for this page.
  }
}

export function removeItem(key: StorageKey): void {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      area(name)?.removeItem(key);
    } catch {
      // Nothing to remove from an unusable area.
    }
  }
}
