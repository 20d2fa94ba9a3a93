import { type SelectQueryBuilder, sql } from 'kysely';
import { badRequest } from '../lib/app-error.ts';

// Keyset paging of the admin lists (issue 31): a page starts after (or before) the boundary row's sort
// key, read through the sort's index, so page 50,000 costs what page 1 costs. The cursor is opaque to
// clients: base64url of JSON naming its list, its direction, the list's order and the boundary row's
// key (the sort timestamp as PostgreSQL prints it, to the microsecond, and the id that breaks ties).

/** The lists paged by cursor; a cursor names its list, so one list's cursor is refused by another. */
export type KeysetList = 'learners' | 'employers' | 'placements';
type Order = 'asc' | 'desc';

interface Cursor {
  /** The list it came from. */
  l: KeysetList;
  /** 'next': the rows after the boundary row; 'prev': the rows before it. */
  d: 'next' | 'prev';
  /** The list's order when the cursor was made. */
  o: Order;
  /** The boundary row's sort timestamp, as text. */
  at: string;
  /** The boundary row's id. */
  id: number;
}

export const CURSOR_MESSAGES = {
  invalid: 'cursor is not valid: go back to the first page',
  otherList: 'cursor is from another list: go back to the first page',
  otherOrder: 'cursor is for another order: go back to the first page',
} as const;

const LISTS: readonly string[] = ['learners', 'employers', 'placements'];
// What PostgreSQL prints for a timestamptz (ISO DateStyle), or an ISO string: nothing else reaches SQL.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** A timestamp PostgreSQL reads: the pattern, and a real day and time (no 30 February, no 25:00). */
function isTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= 1 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const invalid = (message: string = CURSOR_MESSAGES.invalid) => badRequest(message, { cursor: message });

/** The cursor a client sent, checked whole: anything forged or from elsewhere is a 400, never a 500. */
export function decodeCursor(list: KeysetList, order: Order, text: string): Cursor {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw invalid();
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const c = value as Partial<Cursor> | null;
  if (!c || typeof c !== 'object' || Array.isArray(c)) throw invalid();
  if (typeof c.l !== 'string' || !LISTS.includes(c.l)) throw invalid();
  if (c.d !== 'next' && c.d !== 'prev') throw invalid();
  if (c.o !== 'asc' && c.o !== 'desc') throw invalid();
  if (typeof c.at !== 'string' || !isTimestamp(c.at)) throw invalid();
  if (typeof c.id !== 'number' || !Number.isInteger(c.id) || c.id < 1 || c.id > 2_147_483_647)
    throw invalid();
  if (c.l !== list) throw invalid(CURSOR_MESSAGES.otherList);
  if (c.o !== order) throw invalid(CURSOR_MESSAGES.otherOrder);
  return { l: c.l, d: c.d, o: c.o, at: c.at, id: c.id };
}

export interface KeysetParams {
  list: KeysetList;
  order: Order;
  /** The sort column (a timestamptz), e.g. 'learners.date_registered'. */
  at: string;
  /** The id column that breaks ties, e.g. 'learners.user_id'. */
  id: string;
  page: number;
  pageSize: number;
  /** A previous answer's nextCursor or previousCursor; without it, `page` pages by offset. */
  cursor?: string | undefined;
}

export interface KeysetRows<R> {
  rows: R[];
  nextCursor: string | null;
  previousCursor: string | null;
}

const flip = (order: Order): Order => (order === 'asc' ? 'desc' : 'asc');

/**
 * One page of `query` (filtered, selecting its columns, not yet ordered) in `order` of (at, id): after
 * or before the cursor's row, else at `page` by offset; with the cursors of the rows either side.
 */
export async function keysetPage<R>(
  // biome-ignore lint/suspicious/noExplicitAny: any list's joined tables.
  query: SelectQueryBuilder<any, any, R>,
  p: KeysetParams,
): Promise<KeysetRows<R>> {
  const cursor = p.cursor === undefined ? undefined : decodeCursor(p.list, p.order, p.cursor);
  const back = cursor?.d === 'prev';
  const scan = back ? flip(p.order) : p.order;
  let q = query.select([
    sql<string>`${sql.ref(p.at)}::text`.as('keyset_at'),
    sql<number>`${sql.ref(p.id)}`.as('keyset_id'),
  ]);
  if (cursor) {
    const op = sql.raw(scan === 'desc' ? '<' : '>');
    q = q.where(
      sql<boolean>`(${sql.ref(p.at)}, ${sql.ref(p.id)}) ${op} (${cursor.at}::timestamptz, ${cursor.id}::int)`,
    );
  }
  q = q
    .orderBy(sql.ref(p.at), scan)
    .orderBy(sql.ref(p.id), scan)
    .limit(p.pageSize + 1);
  if (!cursor && p.page > 1) q = q.offset((p.page - 1) * p.pageSize);
  const fetched = (await q.execute()) as (R & { keyset_at: string; keyset_id: number })[];
  const more = fetched.length > p.pageSize;
  const rows = fetched.slice(0, p.pageSize);
  if (back) rows.reverse();
  const edge = (row: { keyset_at: string; keyset_id: number } | undefined, d: Cursor['d']) =>
    row ? encodeCursor({ l: p.list, d, o: p.order, at: row.keyset_at, id: Number(row.keyset_id) }) : null;
  const hasNext = back || more;
  const hasPrevious = back ? more : cursor !== undefined || p.page > 1;
  return {
    rows,
    nextCursor: hasNext ? edge(rows.at(-1), 'next') : null,
    previousCursor: hasPrevious ? edge(rows[0], 'prev') : null,
  };
}
