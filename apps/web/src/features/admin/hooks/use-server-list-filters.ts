import { useState } from 'react';

/** A list's filter values: each a text, '' when not set. */
export type FilterValues = Record<string, string>;

/** Paging by cursor (issue 31): the page to show next, and the exact count when asked for. */
export interface CursorPaging {
  /** The cursor of the page asked for (from the answer shown), undefined for page 1 or an offset page. */
  cursor?: string;
  /** 'exact' once the admin asked for the exact count of this search and filters. */
  count?: 'exact';
}

export type ServerListFilters<T extends FilterValues> = T & {
  page: number;
  /** Sets one or more filters; the list starts again at page 1 when any of them changed. */
  setFilters: (changes: Partial<T>) => void;
  /** Another page: by its cursor when the list gives one, else by its number. */
  setPage: (page: number, cursor?: string | null) => void;
  /** Asks for the exact total of the current search and filters ("Count exactly"). */
  countExactly: () => void;
  /** Whether any filter is set (for Clear filters). */
  filtered: boolean;
  clear: () => void;
  /** What to ask the server for. */
  params: T & { page: number; pageSize: number } & CursorPaging;
};

/** The cursor and count parameters to send: only those set. */
export function cursorParams(cursor: string | undefined, exact: boolean): CursorPaging {
  return { ...(cursor ? { cursor } : {}), ...(exact ? { count: 'exact' as const } : {}) };
}

/**
 * A server-paged list's filters and page, starting from `defaults` (every filter '' = not set).
 * A new filter starts again at page 1; setting a filter to its current value keeps the page.
 */
export function useServerListFilters<T extends FilterValues>(
  defaults: T,
  pageSize: number,
): ServerListFilters<T> {
  const [state, setState] = useState<T & { page: number }>({ ...defaults, page: 1 });
  // The cursor and the exact count belong to one search: a new filter starts without them.
  const [paging, setPaging] = useState<{ cursor: string | undefined; exact: boolean }>({
    cursor: undefined,
    exact: false,
  });
  const { page, ...rest } = state;
  const values = rest as unknown as T;
  return {
    ...state,
    setFilters: (changes) => {
      const changed = Object.entries(changes).some(([key, value]) => state[key] !== value);
      if (!changed) return;
      setState((s) => ({ ...s, ...changes, page: 1 }));
      setPaging({ cursor: undefined, exact: false });
    },
    setPage: (next, cursor) => {
      setState((s) => ({ ...s, page: next }));
      setPaging((p) => ({ ...p, cursor: next > 1 ? (cursor ?? undefined) : undefined }));
    },
    countExactly: () => setPaging((p) => ({ ...p, exact: true })),
    filtered: Object.values(values).some((value) => value !== ''),
    clear: () => {
      setState({ ...defaults, page: 1 });
      setPaging({ cursor: undefined, exact: false });
    },
    params: { ...values, page, pageSize, ...cursorParams(paging.cursor, paging.exact) },
  };
}
