import {
  JOB_POSITION_STATUS,
  type JobOpening,
  type JobPositionForm,
  type JobPositionItem,
  MESSAGES,
  type OpenJobItem,
  type OpenJobPositionParams,
  parsePortalDateTime,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  findOpening,
  findPosition,
  insertPosition,
  listPositions,
  lockPosition,
  openingsOf,
  type PositionRow,
  type PositionScope,
  replaceRequirements,
  requirementsOf,
  updatePosition,
} from './job-repository.ts';
import {
  closeLapsedOpenings,
  closeOpening,
  insertOpening,
  listLiveOpenings,
  liveOpenings,
} from './opening-repository.ts';
import { assertOwnsOpening, assertOwnsPosition } from './policy.ts';
import { toJobPositionItem, toOpening } from './presenters.ts';

type Db = Kysely<Database>;

function groupByPosition<T extends { job_position_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.job_position_id);
    if (group) group.push(row);
    else groups.set(row.job_position_id, [row]);
  }
  return groups;
}

/** Positions in the answer's shape, each with its own requirements and openings. */
function assemble(
  positions: readonly PositionRow[],
  requirements: Awaited<ReturnType<typeof requirementsOf>>,
  openings: Awaited<ReturnType<typeof openingsOf>>,
  now: Date,
): JobPositionItem[] {
  const requirementsBy = groupByPosition(requirements);
  const openingsBy = groupByPosition(openings);
  return positions.map((position) =>
    toJobPositionItem(
      position,
      requirementsBy.get(position.id) ?? [],
      openingsBy.get(position.id) ?? [],
      now,
    ),
  );
}

/** Adds requirements and openings to positions: two queries whatever the number of positions. */
async function toItems(
  db: Db,
  positions: readonly PositionRow[],
  now: Date,
  scope: PositionScope = { positionIds: positions.map((position) => position.id) },
): Promise<JobPositionItem[]> {
  const [requirements, openings] = await Promise.all([requirementsOf(db, scope), openingsOf(db, scope)]);
  return assemble(positions, requirements, openings, now);
}

async function itemOf(db: Db, id: number, now: Date): Promise<JobPositionItem> {
  const position = await findPosition(db, id);
  if (!position) throw new Error(`job position ${id} vanished`);
  const [item] = await toItems(db, [position], now);
  return item!;
}

/** The employer's job positions, newest first, each with its requirements and openings. */
export async function listJobPositions(
  { db, clock }: Deps,
  employerUserId: number,
): Promise<JobPositionItem[]> {
  const scope = { employerUserId };
  const [positions, requirements, openings] = await Promise.all([
    listPositions(db, employerUserId),
    requirementsOf(db, scope),
    openingsOf(db, scope),
  ]);
  return assemble(positions, requirements, openings, clock.now());
}

/** Locks the caller's position for a change: 404 when there is none, 403 when it is another's. */
async function lockOwnPosition(trx: Db, auth: AuthUser, id: number): Promise<PositionRow> {
  const position = await lockPosition(trx, id);
  assertOwnsPosition(auth, position);
  return position;
}

/** Adds a job position with its requirements (numbered 1..n) for the calling employer. */
export async function addJobPosition(
  { db, clock }: Deps,
  auth: AuthUser,
  form: JobPositionForm,
): Promise<JobPositionItem> {
  return db.transaction().execute(async (trx) => {
    const id = await insertPosition(trx, {
      employerUserId: auth.id,
      title: form.jobTitle,
      sector: form.jobSector,
      status: form.jobPositionStatus,
    });
    await replaceRequirements(trx, id, form.lstRequirements);
    return itemOf(trx, id, clock.now());
  });
}

/**
 * Saves a position's title, sector, status and requirements (replacing them). A position that is
 * Inactive stays Inactive (spec 2 §4): only the enable/disable toggle turns it back on.
 */
export async function updateJobPosition(
  { db, clock }: Deps,
  auth: AuthUser,
  id: number,
  form: JobPositionForm,
): Promise<JobPositionItem> {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const position = await lockOwnPosition(trx, auth, id);
    const status =
      position.status === JOB_POSITION_STATUS.INACTIVE
        ? JOB_POSITION_STATUS.INACTIVE
        : form.jobPositionStatus;
    await updatePosition(trx, id, { title: form.jobTitle, sector: form.jobSector, status }, now);
    await replaceRequirements(trx, id, form.lstRequirements);
    return itemOf(trx, id, now);
  });
}

/** Flips a position between Active and Inactive (a Draft becomes Active); answers the new status. */
export async function toggleJobStatus({ db, clock }: Deps, auth: AuthUser, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const position = await lockOwnPosition(trx, auth, id);
    const status =
      position.status === JOB_POSITION_STATUS.ACTIVE
        ? JOB_POSITION_STATUS.INACTIVE
        : JOB_POSITION_STATUS.ACTIVE;
    await updatePosition(trx, id, { status }, clock.now());
    const action = status === JOB_POSITION_STATUS.ACTIVE ? 'job.published' : 'job.unpublished';
    await recordAudit(trx, auth, action, { type: 'job', id }, { status });
    return status;
  });
}

/**
 * Publishes a position: a new active opening for the given window. Refused when the position is not
 * Active (409), already has a live opening (409 ALREADY_OPEN), or the window has already closed (400).
 * Openings whose window has lapsed are marked closed on the way.
 */
export async function openJobPosition(
  { db, clock }: Deps,
  auth: AuthUser,
  params: OpenJobPositionParams,
): Promise<JobOpening> {
  const now = clock.now();
  const opensAt = parsePortalDateTime(params.OpenDate)!;
  const closesAt = parsePortalDateTime(params.CloseDate)!;
  return db.transaction().execute(async (trx) => {
    const position = await lockOwnPosition(trx, auth, params.EmpJobKey);
    if (closesAt <= now)
      throw badRequest(MESSAGES.closeNotInFuture, { CloseDate: MESSAGES.closeNotInFuture });
    if (position.status !== JOB_POSITION_STATUS.ACTIVE) throw conflict(MESSAGES.positionNotActive);
    if ((await liveOpenings(trx, position.id, now)).length > 0)
      throw new AppError('ALREADY_OPEN', MESSAGES.positionAlreadyOpen);
    await closeLapsedOpenings(trx, position.id, now);
    const opening = await insertOpening(trx, {
      positionId: position.id,
      numOpenings: params.NoOpenings,
      opensAt,
      closesAt,
      comment: params.Details,
    });
    await recordAudit(
      trx,
      auth,
      'job.published',
      { type: 'job', id: position.id },
      {
        openingId: opening.id,
        openings: params.NoOpenings,
        opensAt: params.OpenDate,
        closesAt: params.CloseDate,
      },
    );
    return toOpening(opening);
  });
}

/** Unpublishes: closes an active opening. Its applications stay as they are, with their history. */
export async function closeJobPosition(
  { db, clock }: Deps,
  auth: AuthUser,
  openingId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const opening = await findOpening(trx, openingId);
    assertOwnsOpening(auth, opening);
    if (!(await closeOpening(trx, openingId, clock.now()))) throw conflict(MESSAGES.openingAlreadyClosed);
    await recordAudit(
      trx,
      auth,
      'job.unpublished',
      { type: 'job', id: opening.job_position_id },
      { openingId },
    );
  });
}

/** The employer's open jobs: one item per active opening whose window has not closed, newest first. */
export async function listOpenJobs(
  { db, clock }: Deps,
  employerUserId: number,
  sector?: number,
): Promise<OpenJobItem[]> {
  const now = clock.now();
  const openings = await listLiveOpenings(db, employerUserId, now, sector);
  const positionIds = [...new Set(openings.map((opening) => opening.job_position_id))];
  const positions = (await listPositions(db, employerUserId)).filter((p) => positionIds.includes(p.id));
  const items = new Map((await toItems(db, positions, now)).map((item) => [item.empjobid, item]));
  return openings.map((opening) => ({
    empJobs: items.get(opening.job_position_id)!,
    jobOpenings: toOpening(opening),
  }));
}
