import { JOB_OPENING_STATUS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A job position with the Employer ID of its owner. */
export interface PositionRow {
  id: number;
  employer_user_id: number;
  emp_id: string;
  title: string;
  sector: number;
  status: number;
}

export interface RequirementRow {
  job_position_id: number;
  ordinal: number;
  qualification_type: string;
  certificate_name: string;
}

export interface OpeningRow {
  id: number;
  job_position_id: number;
  num_openings: number;
  opens_at: Date;
  closes_at: Date;
  status: number;
  comment: string;
}

/** An opening with its position's owner and status (for policies and rules). */
export interface OpeningWithOwner extends OpeningRow {
  employer_user_id: number;
  position_status: number;
}

function selectPositions(db: Db) {
  return db
    .selectFrom('job_positions as jp')
    .innerJoin('employers as e', 'e.user_id', 'jp.employer_user_id')
    .select(['jp.id', 'jp.employer_user_id', 'e.emp_id', 'jp.title', 'jp.sector', 'jp.status']);
}

/** The columns of an OpeningRow, for queries aliasing job_openings as `o`. */
export const OPENING_COLUMNS = [
  'o.id',
  'o.job_position_id',
  'o.num_openings',
  'o.opens_at',
  'o.closes_at',
  'o.status',
  'o.comment',
] as const;

export async function findPosition(db: Db, id: number): Promise<PositionRow | undefined> {
  return selectPositions(db).where('jp.id', '=', id).executeTakeFirst();
}

/** Locks a position for the rest of the transaction, so two publications cannot both pass the checks. */
export async function lockPosition(trx: Db, id: number): Promise<PositionRow | undefined> {
  await trx.selectFrom('job_positions').select('id').where('id', '=', id).forUpdate().execute();
  return findPosition(trx, id);
}

export async function listPositions(db: Db, employerUserId: number): Promise<PositionRow[]> {
  return selectPositions(db)
    .where('jp.employer_user_id', '=', employerUserId)
    .orderBy('jp.id', 'desc')
    .execute();
}

export async function insertPosition(
  trx: Db,
  values: { employerUserId: number; title: string; sector: number; status: number },
): Promise<number> {
  const row = await trx
    .insertInto('job_positions')
    .values({
      employer_user_id: values.employerUserId,
      title: values.title,
      sector: values.sector,
      status: values.status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePosition(
  trx: Db,
  id: number,
  values: { title?: string; sector?: number; status?: number },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('job_positions')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces a position's requirements with `rows`, numbered 1..n in order. */
export async function replaceRequirements(
  trx: Db,
  positionId: number,
  rows: readonly { qualificationType: string; certificateName: string }[],
): Promise<void> {
  await trx.deleteFrom('job_requirements').where('job_position_id', '=', positionId).execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('job_requirements')
    .values(
      rows.map((row, index) => ({
        job_position_id: positionId,
        ordinal: index + 1,
        qualification_type: row.qualificationType,
        certificate_name: row.certificateName,
      })),
    )
    .execute();
}

/** Which positions' requirements and openings to read: one employer's, or the listed ones (ids). */
export type PositionScope =
  | { employerUserId: number }
  | { positionIds: readonly number[] }
  | readonly number[];

// One parameter for a whole employer, rather than a list of every position id.
function positionIdsIn(db: Db, scope: PositionScope) {
  const ids = Array.isArray(scope) ? scope : 'positionIds' in scope ? scope.positionIds : undefined;
  if (ids) return ids.length > 0 ? [...ids] : [-1];
  const { employerUserId } = scope as { employerUserId: number };
  return db.selectFrom('job_positions').select('id').where('employer_user_id', '=', employerUserId);
}

export async function requirementsOf(db: Db, scope: PositionScope): Promise<RequirementRow[]> {
  return db
    .selectFrom('job_requirements')
    .select(['job_position_id', 'ordinal', 'qualification_type', 'certificate_name'])
    .where('job_position_id', 'in', positionIdsIn(db, scope))
    .orderBy('job_position_id')
    .orderBy('ordinal')
    .execute();
}

/** The openings of the positions, newest first. */
export async function openingsOf(db: Db, scope: PositionScope): Promise<OpeningRow[]> {
  return db
    .selectFrom('job_openings as o')
    .select(OPENING_COLUMNS)
    .where('o.job_position_id', 'in', positionIdsIn(db, scope))
    .orderBy('o.id', 'desc')
    .execute();
}

export async function findOpening(db: Db, id: number): Promise<OpeningWithOwner | undefined> {
  return db
    .selectFrom('job_openings as o')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .select([...OPENING_COLUMNS, 'jp.employer_user_id', 'jp.status as position_status'])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** How many positions the employer has, and how many are Published at `now`. */
export async function countPositions(db: Db, employerUserId: number, now: Date) {
  const row = await db
    .selectFrom('job_positions as jp')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .countAll<number>()
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('job_openings as o')
              .select('o.id')
              .whereRef('o.job_position_id', '=', 'jp.id')
              .where('o.status', '=', JOB_OPENING_STATUS.ACTIVE)
              .where('o.closes_at', '>', now),
          ),
        )
        .as('published'),
    ])
    .where('jp.employer_user_id', '=', employerUserId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), published: Number(row.published) };
}
