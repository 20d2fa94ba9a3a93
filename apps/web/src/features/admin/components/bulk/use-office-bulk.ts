import { useState } from 'react';

/** A selection of pending rows across pages, by key, keeping each record (its name and email). */
export function useBulkSelection<T>(idOf: (record: T) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const change = (records: T[], select: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const record of records) {
        if (select) next.set(idOf(record), record);
        else next.delete(idOf(record));
      }
      return next;
    });
  return {
    records: [...selected.values()],
    count: selected.size,
    has: (record: T) => selected.has(idOf(record)),
    change,
    clear: () => setSelected(new Map()),
  };
}
