import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AccountFilter, employersMatching, learnersMatching } from '../admin/admin-repository.ts';
import { type AdminPlacementFilter, filteredPlacements } from '../admin/placement-repository.ts';

type Db = Kysely<Database>;

// The exports read their rows in keyset batches (`id < after`, newest id first): each batch is one
// short query on an index, the response streams batch by batch, and no export holds every row in
// memory. The filters are the admin tables' own (admin-repository.ts, placement-repository.ts).

/** The Employers and Learners tables' filter. */
export type AccountExportFilter = AccountFilter;

/** Where a batch starts: after this id (exclusive), the first batch with none. */
export interface Batch {
  after?: number | undefined;
  size: number;
}

/** One batch of employers matching the filter, by user id, newest first. */
export function employerBatch(db: Db, filter: AccountExportFilter, batch: Batch) {
  let q = employersMatching(db, filter).selectAll('employers').select('users.status');
  if (batch.after !== undefined) q = q.where('employers.user_id', '<', batch.after);
  return q.orderBy('employers.user_id', 'desc').limit(batch.size).execute();
}

/** One batch of learners matching the filter, by user id, newest first. */
export function learnerBatch(db: Db, filter: AccountExportFilter, batch: Batch) {
  let q = learnersMatching(db, filter).selectAll('learners').select('users.status');
  if (batch.after !== undefined) q = q.where('learners.user_id', '<', batch.after);
  return q.orderBy('learners.user_id', 'desc').limit(batch.size).execute();
}

/** The Placements table's filter, its days already turned into instants. */
export type PlacementExportFilter = AdminPlacementFilter;

/** One batch of placements matching the filter, by id, newest first, with learner, employer and position. */
export function placementBatch(db: Db, filter: PlacementExportFilter, batch: Batch) {
  let q = filteredPlacements(db, filter);
  if (batch.after !== undefined) q = q.where('p.id', '<', batch.after);
  return q
    .innerJoin('job_openings as o', 'o.id', 'p.job_opening_id')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
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
/** An employer row of an export batch. */
export type EmployerExportRow = Awaited<ReturnType<typeof employerBatch>>[number];
/** A learner row of an export batch. */
export type LearnerExportRow = Awaited<ReturnType<typeof learnerBatch>>[number];
