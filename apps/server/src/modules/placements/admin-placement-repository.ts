import { SERVED_PLACEMENT_STATUSES } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import { estimatedCount, type ListTotal } from '../../db/estimated-count.ts';
import { keysetPage } from '../../db/keyset-page.ts';
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

/** Placements filtered on their own row (status, employer, dates): index ranges, no join needed. */
export function filteredPlacements(db: Db, filter: AdminPlacementFilter) {
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
  // The sector is on the placement (0010). The search is a set of ids found first through the trigram
  // indexes of 0002/0007, so it does not join every placement to its learner, employer and position:
  // with 100,000 placements that join alone took over 100 ms.
  if (filter.sector) q = q.where('p.sector', '=', filter.sector);
  const search = filter.search?.trim();
  if (search) {
    const pattern = like(search);
    // As an array computed first (= ANY), not IN: at 1,000,000 placements the planner hashed IN's
    // 25,000 ids against a scan of every placement (1.2 s); the array is read through the primary key.
    const ids = db
      .selectFrom('placements')
      .select('id')
      .where('learner_user_id', 'in', (eb) =>
        eb
          .selectFrom('learners')
          .select('user_id')
          .where(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
      )
      .union(
        db
          .selectFrom('placements')
          .select('id')
          .where('employer_user_id', 'in', (eb) =>
            eb.selectFrom('employers').select('user_id').where('emp_name', 'ilike', pattern),
          ),
      )
      .union(
        db
          .selectFrom('placements')
          .select('id')
          .where('job_opening_id', 'in', (eb) =>
            eb
              .selectFrom('job_openings as ro')
              .innerJoin('job_positions as rp', 'rp.id', 'ro.job_position_id')
              .select('ro.id')
              .where('rp.title', 'ilike', pattern),
          ),
      );
    q = q.where(sql<boolean>`p.id = ANY (ARRAY(${ids}))`);
  }
  return q;
}

/**
 * One page of placements across employers, newest applications first (by cursor, else by offset). The
 * page is chosen on the placements table alone, then its rows (ten) are joined to their names: a search
 * matching thousands does not join thousands of rows to learners, employers and positions.
 */
export async function listAdminPlacements(
  db: Db,
  filter: AdminPlacementFilter,
  page: { page: number; pageSize: number; cursor?: string | undefined },
) {
  const chosen = filteredPlacements(db, filter).select(['p.id', 'p.status', 'p.created_at', 'p.date_placed']);
  const keyset = await keysetPage(chosen, {
    list: 'placements',
    order: 'desc',
    at: 'p.created_at',
    id: 'p.id',
    ...page,
  });
  const ids = keyset.rows.map((row) => row.id);
  const names =
    ids.length === 0
      ? []
      : await db
          .selectFrom('placements as p')
          .innerJoin('job_openings as o', 'o.id', 'p.job_opening_id')
          .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
          .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
          .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
          .select(['p.id', 'l.first_name', 'l.last_name', 'e.emp_name', 'jp.title', 'jp.sector'])
          .where('p.id', 'in', ids)
          .execute();
  const byId = new Map(names.map((row) => [row.id, row]));
  // Every placement has its learner, employer and position, so each row of the page finds its names.
  const rows = keyset.rows.flatMap((row) => {
    const named = byId.get(row.id);
    return named ? [{ ...row, ...named }] : [];
  });
  return { ...keyset, rows };
}

/**
 * How many placements match (an estimate above `upTo` unless `exact`). The count reads the placements
 * table alone (its indexes, the sector's and the search's id sets), with no join: every placement has
 * its learner, employer and position.
 */
export function countAdminPlacements(
  db: Db,
  filter: AdminPlacementFilter,
  options: { exact: boolean; upTo?: number | undefined },
): Promise<ListTotal> {
  return estimatedCount(db, filteredPlacements(db, filter), options);
}
