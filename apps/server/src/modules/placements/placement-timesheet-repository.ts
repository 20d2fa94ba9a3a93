import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * What the monthly attendance record (issue 27) reads of its placements: the dates, the stipend
 * level, the people and the addresses its notices go to, by placement id.
 */
export async function placementsForTimesheets(db: Db, placementIds: readonly number[]) {
  if (placementIds.length === 0) return [];
  return db
    .selectFrom('placements as p')
    .innerJoin('job_openings as o', 'o.id', 'p.job_opening_id')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
    .innerJoin('users as lu', 'lu.id', 'p.learner_user_id')
    .innerJoin('users as eu', 'eu.id', 'p.employer_user_id')
    .select([
      'p.id',
      'p.status',
      'p.start_date',
      'p.end_date',
      'p.stipend_level',
      'p.learner_user_id',
      'p.employer_user_id',
      'l.learner_id',
      'l.first_name',
      'l.last_name',
      'lu.email as learner_email',
      'e.emp_id',
      'e.emp_name',
      'e.emp_p_name',
      'eu.email as employer_email',
      'jp.title',
    ])
    .where('p.id', 'in', [...placementIds])
    .execute();
}

/** The breaks in training (issue 29, migration 0030) of these placements, earliest first. */
export async function breakDaysOf(db: Db, placementIds: readonly number[]) {
  if (placementIds.length === 0) return [];
  return db
    .selectFrom('placement_breaks')
    .select(['placement_id', 'from_date', 'to_date'])
    .where('placement_id', 'in', [...placementIds])
    .orderBy('placement_id')
    .orderBy('from_date')
    .execute();
}
