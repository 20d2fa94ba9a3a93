import { useState } from 'react';

/** A list's filter values: each a text, '' when not set. */
export type FilterValues = Record<string, string>;

export type ServerListFilters<T extends FilterValues> = T & {
  page: number;
  /** Sets one or more filters; the list starts again at page 1 when any of them changed. */
  setFilters: (changes: Partial<T>) => void;
  setPage: (page: number) => void;
  /** Whether any filter is set (for Clear filters). */
  filtered: boolean;
  clear: () => void;
  /** What to ask the server for. */
  params: T & { page: number; pageSize: number };
};

/**
 * A server-paged list's filters and page, starting from `defaults` (every filter '' = not set).
 * A new filter starts again at page 1; setting a filter to its current value keeps the page.
 */
export function useServerListFilters<T extends FilterValues>(
  defaults: T,
  pageSize: number,
): ServerListFilters<T> {
  const [state, setState] = useState<T & { page: number }>({ ...defaults, page: 1 });
  const { page, ...rest } = state;
  const values = rest as unknown as T;
  return {
    ...state,
    setFilters: (changes) =>
      setState((s) => {
        const changed = Object.entries(changes).some(([key, value]) => s[key] !== value);
        return changed ? { ...s, ...changes, page: 1 } : s;
      }),
    setPage: (next) => setState((s) => ({ ...s, page: next })),
    filtered: Object.values(values).some((value) => value !== ''),
    clear: () => setState({ ...defaults, page: 1 }),
    params: { ...values, page, pageSize },
  };
}
