import { type Kysely, sql } from 'kysely';
import type { Database, UserStatus } from '../../db/schema.ts';

type Db = Kysely<Database>;

// The exports read their rows in keyset batches (`id < after`, newest id first): each batch is one
// short query on an index, the response streams batch by batch, and no export holds every row in
// memory. The filters are those of the admin tables (admin-repository.ts, placement-repository.ts).

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Employers and Learners tables' filter. */
export interface AccountExportFilter {
  search?: string | undefined;
  status: 'all' | UserStatus;
}

/** Where a batch starts: after this id (exclusive), the first batch with none. */
export interface Batch {
  after?: number | undefined;
  size: number;
}

/** One batch of employers matching the filter, by user id, newest first. */
export function employerBatch(db: Db, filter: AccountExportFilter, batch: Batch) {
  let q = db
    .selectFrom('employers as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select('u.status');
  if (filter.status !== 'all') q = q.where('u.status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) {
    const pattern = like(search);
    q = q.where((eb) =>
      eb.or([
        eb('e.emp_name', 'ilike', pattern),
        eb('e.emp_p_name', 'ilike', pattern),
        eb('e.emp_email', 'ilike', pattern),
        eb('e.emp_p_email', 'ilike', pattern),
        eb('e.emp_id', 'ilike', pattern),
      ]),
    );
  }
  if (batch.after !== undefined) q = q.where('e.user_id', '<', batch.after);
  return q.orderBy('e.user_id', 'desc').limit(batch.size).execute();
}

/** One batch of learners matching the filter, by user id, newest first. */
export function learnerBatch(db: Db, filter: AccountExportFilter, batch: Batch) {
  let q = db
    .selectFrom('learners as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .selectAll('l')
    .select('u.status');
  if (filter.status !== 'all') q = q.where('u.status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) {
    const pattern = like(search);
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`l.first_name || ' ' || l.last_name`, 'ilike', pattern),
        eb('l.email_personal', 'ilike', pattern),
        eb('l.learner_id', 'ilike', pattern),
      ]),
    );
  }
  if (batch.after !== undefined) q = q.where('l.user_id', '<', batch.after);
  return q.orderBy('l.user_id', 'desc').limit(batch.size).execute();
}

/** The Placements table's filter, its days already turned into instants. */
export interface PlacementExportFilter {
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

/** The placements matching the filter, as ids found on the placements table and its indexes. */
function placementsMatching(db: Db, filter: PlacementExportFilter) {
  let q = db.selectFrom('placements as p');
  if (filter.status) q = q.where('p.status', '=', filter.status);
  if (filter.sector) q = q.where('p.sector', '=', filter.sector);
  if (filter.from) q = q.where('p.created_at', '>=', filter.from);
  if (filter.before) q = q.where('p.created_at', '<', filter.before);
  if (filter.employer) {
    const employer = filter.employer.toLowerCase();
    q = q.where('p.employer_user_id', '=', (eb) =>
      eb
        .selectFrom('employers')
        .select('user_id')
        .where((inner) => inner(inner.fn('lower', ['emp_id']), '=', employer)),
    );
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = like(search);
    q = q.where((eb) =>
      eb.or([
        eb('p.learner_user_id', 'in', (sub) =>
          sub
            .selectFrom('learners')
            .select('user_id')
            .where(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
        ),
        eb('p.employer_user_id', 'in', (sub) =>
          sub.selectFrom('employers').select('user_id').where('emp_name', 'ilike', pattern),
        ),
        eb('p.job_opening_id', 'in', (sub) =>
          sub
            .selectFrom('job_openings as ro')
            .innerJoin('job_positions as rp', 'rp.id', 'ro.job_position_id')
            .select('ro.id')
            .where('rp.title', 'ilike', pattern),
        ),
      ]),
    );
  }
  return q;
}

/** One batch of placements matching the filter, by id, newest first, with learner, employer and position. */
export function placementBatch(db: Db, filter: PlacementExportFilter, batch: Batch) {
  let q = placementsMatching(db, filter);
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
