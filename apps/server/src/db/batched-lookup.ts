interface Waiting<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Turns a lookup of many keys into a lookup of one: the keys asked for (of the same database) while
 * the event loop handles one round of I/O are read together by one `load`, started right after that
 * round. Each caller's read still starts after its call, so it sees everything committed before
 * (a revoked session stays revoked); under load, tens of requests share one query instead of
 * paying a round trip each. `load` answers the keys it found; the others resolve to undefined.
 */
export function batchedLookup<D extends object, K, V>(
  load: (db: D, keys: K[]) => Promise<Map<K, V>>,
): (db: D, key: K) => Promise<V | undefined> {
  const pending = new Map<D, Waiting<K, V>[]>();

  async function flush(db: D) {
    const batch = pending.get(db) ?? [];
    pending.delete(db);
    try {
      const found = await load(db, [...new Set(batch.map((waiting) => waiting.key))]);
      for (const waiting of batch) waiting.resolve(found.get(waiting.key));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return (db, key) =>
    new Promise((resolve, reject) => {
      let batch = pending.get(db);
      if (!batch) {
        batch = [];
        pending.set(db, batch);
        setImmediate(flush, db);
      }
      batch.push({ key, resolve, reject });
    });
}
