import { SERVED_PLACEMENT_STATUSES } from '@ojt/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { estimatedCount, type ListTotal } from '../../db/estimated-count.ts';
import { keysetPage } from '../../db/keyset-page.ts';
import { matchedPage } from '../../db/matched-page.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// Placing

/** A placement's status changes, oldest first, with the username of who made each. */
export async function placementHistory(db: Db, placementId: number) {
  return db
    .selectFrom('placement_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select(['h.from_status', 'h.to_status', 'h.changed_at', 'u.username'])
    .where('h.placement_id', '=', placementId)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
}

/** Locks the learner's account row: placings of one learner take their turn from here. */
export async function lockLearnerAccount(trx: Db, learnerUserId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', learnerUserId).forUpdate().execute();
}

/** The learner of a placement (it never changes), read without a lock; undefined when none. */
export async function placementLearner(db: Db, placementId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('placements')
    .select('learner_user_id')
    .where('id', '=', placementId)
    .executeTakeFirst();
  return row?.learner_user_id;
}

/**
 * Another Placed placement of the learner that shares a day with `start`..`end` (inclusive), as
 * the constraint of migration 0019 compares them; undefined when there is none.
 */
export async function overlappingPlacement(
  db: Db,
  learnerUserId: number,
  exceptId: number,
  dates: { start: string; end: string },
) {
  return db
    .selectFrom('placements')
    .select(['id', 'start_date', 'end_date'])
    .where('learner_user_id', '=', learnerUserId)
    .where('status', 'in', [...SERVED_PLACEMENT_STATUSES])
    .where('id', '<>', exceptId)
    .where('start_date', 'is not', null)
    .where(
      sql<boolean>`daterange(start_date, end_date, '[]') && daterange(${dates.start}::date, ${dates.end}::date, '[]')`,
    )
    .orderBy('start_date')
    .limit(1)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// The Placements list

export interface AdminPlacementFilter {
  search?: string | undefined;
  status?: number | undefined;
  sector?: number | undefined;
  /** An employer's EmpId (any case). */
  employer?: string | undefined;
  /** Applied at or after this instant. */
  from?: Date | undefined;
  /** Applied before this instant. */
  before?: Date | undefined;
}

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The placements whose learner's, employer's or position's name matches `pattern`, as their sort keys
 * (id, created_at): the matching learners, employers and openings are found first through the trigram
 * indexes of 0002/0007 (small sets, as arrays), then their placements' keys are read from
 * `placements_learner_keyset_idx` (0037), `placements_employer_idx` and `placements_opening_idx` alone.
 * As arrays (= ANY), not IN: at 1,000,000 placements the planner hashed IN's ids against a scan of
 * every placement.
 */
function searchKeys(db: Db, pattern: string) {
  const learners = db
    .selectFrom('learners')
    .select('user_id')
    .where(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern);
  const employers = db.selectFrom('employers').select('user_id').where('emp_name', 'ilike', pattern);
  const openings = db
    .selectFrom('job_openings as ro')
    .innerJoin('job_positions as rp', 'rp.id', 'ro.job_position_id')
    .select('ro.id')
    .where('rp.title', 'ilike', pattern);
  // biome-ignore lint/suspicious/noExplicitAny: a subquery of any table answering one id column.
  const keys = (column: string, ids: SelectQueryBuilder<any, any, object>) =>
    db
      .selectFrom('placements')
      .select(['id', 'created_at'])
      .where(sql<boolean>`${sql.ref(column)} = ANY (ARRAY(${ids}))`);
  return keys('learner_user_id', learners)
    .union(keys('employer_user_id', employers))
    .union(keys('job_opening_id', openings));
}

/** Only a search (no status, sector, employer or dates): then its keys alone are the list. */
const searchOnly = (filter: AdminPlacementFilter) =>
  Boolean(filter.search?.trim()) &&
  !filter.status &&
  !filter.sector &&
  !filter.employer &&
  !filter.from &&
  !filter.before;

/**
 * Placements filtered on their own row (status, sector, employer, dates: index ranges, no join), and
 * a search's ids as an array read through the primary key.
 */
export function filteredPlacements(db: Db, filter: AdminPlacementFilter) {
  const search = filter.search?.trim();
  let q = db.selectFrom('placements as p');
  if (filter.status) q = q.where('p.status', '=', filter.status);
  if (filter.employer) {
    const employer = filter.employer.toLowerCase();
    q = q.where('p.employer_user_id', '=', (eb) =>
      eb
        .selectFrom('employers')
        .select('user_id')
        .where((inner) => inner(inner.fn('lower', ['emp_id']), '=', employer)),
    );
  }
  if (filter.from) q = q.where('p.created_at', '>=', filter.from);
  if (filter.before) q = q.where('p.created_at', '<', filter.before);
  // The sector is on the placement (0010).
  if (filter.sector) q = q.where('p.sector', '=', filter.sector);
  if (search) {
    const ids = db.selectFrom(searchKeys(db, like(search)).as('k')).select('k.id');
    q = q.where(sql<boolean>`p.id = ANY (ARRAY(${ids}))`);
  }
  return q;
}

/**
 * The matching placements' keys (p.id, p.created_at) for the list and its count: a search alone is its
 * keys (no placement row read), any other filter the filtered placements table.
 */
function placementKeys(db: Db, filter: AdminPlacementFilter): Keys {
  const search = filter.search?.trim();
  if (search && searchOnly(filter)) return db.selectFrom(searchKeys(db, like(search)).as('p'));
  // The placements table has both key columns: the list reads no other.
  return filteredPlacements(db, filter) as unknown as Keys;
}
type Keys = SelectQueryBuilder<Database & { p: { id: number; created_at: Date } }, 'p', object>;

type PageParams = { page: number; pageSize: number; cursor?: string | undefined };
const keysetOf = (page: PageParams) => ({
  list: 'placements' as const,
  order: 'desc' as const,
  at: 'p.created_at',
  id: 'p.id',
  ...page,
});

/**
 * One page of placements across employers, newest applications first (by cursor, else by offset). The
 * page is chosen on the placements' keys alone, then its rows (ten) are read with their names: a search
 * matching thousands does not join thousands of rows to learners, employers and positions.
 */
export async function listAdminPlacements(db: Db, filter: AdminPlacementFilter, page: PageParams) {
  const chosen = placementKeys(db, filter).select(['p.id', 'p.created_at']);
  const keyset = await keysetPage(chosen, keysetOf(page));
  return {
    ...keyset,
    rows: await withNames(
      db,
      keyset.rows.map((row) => row.id),
    ),
  };
}

/** The placements `ids` (a page), in that order, with their learner's, employer's and position's names. */
async function withNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const named = await db
    .selectFrom('placements as p')
    .innerJoin('job_openings as o', 'o.id', 'p.job_opening_id')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
    .select([
      'p.id',
      'p.status',
      'p.created_at',
      'p.date_placed',
      'l.first_name',
      'l.last_name',
      'e.emp_name',
      'jp.title',
      'jp.sector',
    ])
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(named.map((row) => [row.id, row]));
  // Every placement has its learner, employer and position, so each row of the page finds its names.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The Placements list's page and total. A search alone reads its matches' keys once for both, whole
 * (the page sorts them all anyway), so its total is exact however many match; any other filter pages
 * and counts (an estimate above `upTo` unless `exact`) in two queries.
 */
export async function pageAdminPlacements(
  db: Db,
  filter: AdminPlacementFilter,
  page: PageParams,
  count: { exact: boolean; upTo?: number | undefined },
) {
  if (searchOnly(filter)) {
    const matched = await matchedPage(db, placementKeys(db, filter), keysetOf(page), null);
    if (matched && matched !== 'more') return { ...matched, rows: await withNames(db, matched.ids) };
  }
  const [listed, total] = await Promise.all([
    listAdminPlacements(db, filter, page),
    countAdminPlacements(db, filter, count),
  ]);
  return { ...listed, total };
}

/**
 * How many placements match (an estimate above `upTo` unless `exact`). The count reads the placements'
 * indexes (a search alone: its keys), with no join: every placement has its learner, employer and position.
 */
export function countAdminPlacements(
  db: Db,
  filter: AdminPlacementFilter,
  options: { exact: boolean; upTo?: number | undefined },
): Promise<ListTotal> {
  return estimatedCount(db, placementKeys(db, filter), options);
}
