import type { Kysely } from 'kysely';
import type { Batch } from '../../db/keyset-batch.ts';
import type { Database } from '../../db/schema.ts';
import { type AdminPlacementFilter, filteredPlacements } from './admin-placement-repository.ts';

type Db = Kysely<Database>;

/**
 * One batch of placements matching the filter, by id, newest first, with learner, employer and
 * position, the employer's evaluation once completed and an early exit's reason (issue 30).
 */
export function placementBatch(db: Db, filter: AdminPlacementFilter, batch: Batch) {
  let q = filteredPlacements(db, filter);
  if (batch.after !== undefined) q = q.where('p.id', '<', batch.after);
  return q
    .innerJoin('job_openings as o', 'o.id', 'p.job_opening_id')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
    .leftJoin('placement_evaluations as ev', 'ev.placement_id', 'p.id')
    .select([
      'p.id',
      'p.status',
      'p.placement_type',
      'p.sector',
      'p.created_at',
      'p.interview_date',
      'p.date_placed',
      'p.start_date',
      'p.end_date',
      'p.monthly_stipend',
      'p.placement_officer',
      'p.pme_officer',
      'p.placement_assistant',
      'p.exit_reason',
      'ev.attendance',
      'ev.punctuality',
      'ev.quality',
      'ev.teamwork',
      'ev.completed_at',
      'ev.completed_early_reason',
      'jp.title',
      'e.emp_id',
      'e.emp_name',
      'l.learner_id',
      'l.first_name',
      'l.last_name',
      'l.dob',
      'l.national_id',
      'l.birth_certificate_no',
      'l.passport_no',
      'l.nis_no',
      'l.disability',
      'l.disability_type',
    ])
    .orderBy('p.id', 'desc')
    .limit(batch.size)
    .execute();
}

/** A placement row of an export batch. */
export type PlacementExportRow = Awaited<ReturnType<typeof placementBatch>>[number];
