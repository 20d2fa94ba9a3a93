/**
 * Keeps each answer of `load` for `ttlMs`, per key, and lets concurrent callers share one load.
 * For what every learner sees alike (the live openings of a sector): many learners browsing at once
 * cost one query a second instead of one each. Nothing here is state another instance needs; an
 * instance just sees a change up to `ttlMs` late. `ttlMs` 0 turns it off.
 */
export function cacheFor<K, V>(load: (key: K) => Promise<V>, ttlMs: number): (key: K) => Promise<V> {
  if (ttlMs <= 0) return load;
  const entries = new Map<K, { expiresAt: number; value: Promise<V> }>();
  return (key) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const entry = { expiresAt: now + ttlMs, value: load(key) };
    entries.set(key, entry);
    // A failed load is not kept: the next caller tries again.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
