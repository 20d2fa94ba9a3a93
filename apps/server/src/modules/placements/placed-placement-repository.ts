import { PLACEMENT_STATUS } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The people of placements as a notice to them needs them: the learner's account, email and name,
 * and the employer's account, email, company and contact person.
 */
function selectPlacementPeople(db: Db) {
  return db
    .selectFrom('placements as p')
    .innerJoin('users as lu', 'lu.id', 'p.learner_user_id')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
    .innerJoin('users as eu', 'eu.id', 'p.employer_user_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .select([
      'p.id',
      'p.status',
      'p.start_date',
      'p.end_date',
      'p.learner_user_id',
      'lu.email as learner_email',
      'l.first_name',
      'l.last_name',
      'p.employer_user_id',
      'eu.email as employer_email',
      'e.emp_name',
      'e.emp_p_name',
    ]);
}

/** A placement with its people, as `selectPlacementPeople` reads it. */
export type PlacementPeopleRow = Awaited<
  ReturnType<ReturnType<typeof selectPlacementPeople>['executeTakeFirstOrThrow']>
>;

/**
 * The Placed placements whose dates cover any day from `from` to `to` (`YYYY-MM-DD`, a month's
 * first and last days), by id. The overlap is asked as the one-placement-at-a-time constraint's
 * index (0019) asks it.
 */
export async function placedPlacementsBetween(
  db: Db,
  from: string,
  to: string,
): Promise<PlacementPeopleRow[]> {
  return selectPlacementPeople(db)
    .where('p.status', '=', PLACEMENT_STATUS.PLACED)
    .where('p.start_date', 'is not', null)
    .where(
      sql<boolean>`daterange(p.start_date, p.end_date, '[]') && daterange(${from}::date, ${to}::date, '[]')`,
    )
    .orderBy('p.id')
    .execute();
}

/** These placements with their people, whatever their status. */
export async function placementPeople(db: Db, ids: readonly number[]): Promise<PlacementPeopleRow[]> {
  if (ids.length === 0) return [];
  return selectPlacementPeople(db)
    .where('p.id', 'in', [...ids])
    .orderBy('p.id')
    .execute();
}
