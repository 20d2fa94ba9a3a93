import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { EXACT_COUNT_UP_TO, type ListTotal } from './estimated-count.ts';
import { type KeysetParams, keysetPage } from './keyset-page.ts';

// A name search's page and total in one pass (issue 31): the trigram scan of a search costs most of
// its time, and the page and the bounded count each made it. Here the matches' sort keys (at most the
// exact-count limit + 1) are read once, counted, and the page is taken from them.

export interface MatchedPage {
  /** The page's ids, in the list's order. */
  ids: number[];
  nextCursor: string | null;
  previousCursor: string | null;
  total: ListTotal;
}

/**
 * The page and exact total of `matches` (filtered, not selecting, not ordered) in one statement, when
 * at most `upTo` match (null: however many, read whole: for a set the page reads whole anyway);
 * 'more' when more match (the set read is not whole: the caller then pages the usual way, with an
 * estimate and no bounded count); undefined when the page is past the end (no row carries the count).
 */
export async function matchedPage(
  // biome-ignore lint/suspicious/noExplicitAny: any schema.
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: any list's table.
  matches: SelectQueryBuilder<any, any, object>,
  keyset: KeysetParams,
  upTo: number | null = EXACT_COUNT_UP_TO,
): Promise<MatchedPage | 'more' | undefined> {
  const selected = matches.select([sql.ref(keyset.at).as('key_at'), sql.ref(keyset.id).as('key_id')]);
  const keys = upTo === null ? selected : selected.limit(upTo + 1);
  const page = await keysetPage(
    db
      .with(
        (cte) => cte('m').materialized(),
        () => keys,
      )
      .selectFrom('m')
      .select(sql<number | string>`(SELECT count(*) FROM m)`.as('matched')),
    { ...keyset, at: 'm.key_at', id: 'm.key_id' },
  );
  const first = page.rows[0];
  const matched = first ? Number(first.matched) : 0;
  if (upTo !== null && matched > upTo) return 'more';
  if (!first && (keyset.cursor !== undefined || keyset.page > 1)) return undefined;
  return {
    ids: page.rows.map((row) => Number((row as unknown as { keyset_id: number }).keyset_id)),
    nextCursor: page.nextCursor,
    previousCursor: page.previousCursor,
    total: { total: matched, totalExact: true, totalIsLowerBound: false },
  };
}
