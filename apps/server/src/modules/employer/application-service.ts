import {
  type AddCommentParams,
  type ApplicationsPageQuery,
  appendComment,
  type CompletePlacementParams,
  canCompletePlacement,
  canScheduleInterview,
  canSetOutcome,
  type EmployerOverview,
  evaluationOverall,
  formatComment,
  isInterviewInPast,
  isPlacementWithdrawn,
  MESSAGES,
  outcomePlacementStatus,
  PLACEMENT_STATUS,
  type PlacementItem,
  type PlacementPage,
  parsePortalDateTime,
  portalToday,
  type ScheduleInterviewParams,
  type SetOutcomeParams,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { applicationOutcomeMail, interviewScheduledMail } from '../../mail/placement-templates.ts';
import { placementCompletedMail } from '../../mail/templates.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { lettersByPlacement } from '../letters/letter-service.ts';
import { countPositions, findOpening } from './job-repository.ts';
import { insertNote } from './note-repository.ts';
import {
  countEmployerPlacements,
  countPlacements,
  findPlacement,
  insertEvaluation,
  insertStatusChange,
  listPlacements,
  lockPlacement,
  type PlacementFilter,
  type PlacementRow,
  updatePlacement,
} from './placement-repository.ts';
import { assertOwnsOpening, assertOwnsPlacement } from './policy.ts';
import { privateNotesByPlacement } from './private-notes.ts';
import { toPlacementItem } from './records.ts';

type Db = Kysely<Database>;
type Locked = NonNullable<Awaited<ReturnType<typeof lockPlacement>>>;

const RECENT = 5;

/** The applications in the employer's shape, each with its letters and private notes (one query each for all). */
export async function toPlacementItems(db: Db, rows: readonly PlacementRow[]): Promise<PlacementItem[]> {
  const ids = rows.map((row) => row.id);
  const [letters, notes] = await Promise.all([lettersByPlacement(db, ids), privateNotesByPlacement(db, ids)]);
  return rows.map((row) => ({
    ...toPlacementItem(row, letters.get(row.id) ?? []),
    privateNotes: notes.get(row.id) ?? '',
  }));
}

/** The filter for the caller's applications; an opening named must exist (404) and be the caller's (403). */
async function filterFor(db: Db, auth: AuthUser, openingId?: number): Promise<PlacementFilter> {
  if (openingId) assertOwnsOpening(auth, await findOpening(db, openingId));
  return { employerUserId: auth.id, openingId };
}

/** The caller's applications (all, or one opening's), newest first. */
export async function listApplications(db: Db, auth: AuthUser, openingId?: number): Promise<PlacementItem[]> {
  const rows = await listPlacements(db, await filterFor(db, auth, openingId));
  return toPlacementItems(db, rows);
}

/** One page of the caller's applications (all, or one opening's), newest first. */
export async function pageApplications(
  db: Db,
  auth: AuthUser,
  query: ApplicationsPageQuery,
): Promise<PlacementPage> {
  const filter = { ...(await filterFor(db, auth, query.JobOpeningId)), status: query.Status };
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, total] = await Promise.all([listPlacements(db, filter, page), countPlacements(db, filter)]);
  return { items: await toPlacementItems(db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** The overview counters (Selected = Selected or Placed) and the 5 newest applications. */
export async function employerOverview(db: Db, auth: AuthUser): Promise<EmployerOverview> {
  const filter = { employerUserId: auth.id };
  const [jobs, applications, recent] = await Promise.all([
    countPositions(db, auth.id, new Date()),
    countEmployerPlacements(db, auth.id),
    listPlacements(db, filter, { limit: RECENT, offset: 0 }),
  ]);
  return {
    totalJobs: jobs.total,
    publishedJobs: jobs.published,
    totalApplications: applications.total,
    selectedCandidates: applications.selected,
    recentApplications: await toPlacementItems(db, recent),
  };
}

/** Locks the caller's application for a change; a withdrawn one cannot change (409). */
async function lockForChange(trx: Db, auth: AuthUser, placementId: number): Promise<Locked> {
  const row = await lockPlacement(trx, placementId);
  assertOwnsPlacement(auth, row);
  if (isPlacementWithdrawn({ placementStatus: row.status }))
    throw conflict(MESSAGES.applicationWithdrawnLocked);
  return row;
}

async function changeStatus(trx: Db, auth: AuthUser, row: Locked, to: number): Promise<void> {
  if (row.status === to) return;
  await updatePlacement(trx, row.id, { status: to });
  await insertStatusChange(trx, { placementId: row.id, from: row.status, to, by: auth.id });
}

/** Records the decision on this application, naming its learner and employer (to find it by either). */
async function audit(
  trx: Db,
  auth: AuthUser,
  row: Locked,
  action: 'interview.scheduled' | 'application.outcome' | 'placement.completed',
  detail: Record<string, unknown>,
): Promise<void> {
  await recordAudit(
    trx,
    auth,
    action,
    { type: 'placement', id: row.id },
    { learnerId: row.learner_id, empId: row.emp_id, ...detail },
  );
}

async function answer(trx: Db, placementId: number): Promise<PlacementItem> {
  const row = await findPlacement(trx, placementId);
  if (!row) throw new Error(`placement ${placementId} vanished`);
  const [item] = await toPlacementItems(trx, [row]);
  return item!;
}

function mailContext(row: Locked, publicUrl: string) {
  return {
    to: row.account_email,
    toUserId: row.learner_user_id,
    learnerName: `${row.first_name} ${row.last_name}`.trim(),
    company: row.emp_name,
    jobTitle: row.title,
    applicationsUrl: `${publicUrl}/learner-dashboard?tab=applications`,
  };
}

/**
 * Schedules or moves an interview: Applied becomes Interview scheduled (a move keeps it), and the
 * learner is mailed the details with an .ics invitation, in the same transaction. A date and time
 * already past in Port of Spain answers 400 (often a day and month swapped).
 */
export async function scheduleInterview(
  db: Db,
  auth: AuthUser,
  params: ScheduleInterviewParams,
  publicUrl: string,
): Promise<PlacementItem> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, auth, params.PlacementId);
    if (isInterviewInPast(params.InterviewDate, params.InterviewTime, now))
      throw badRequest(MESSAGES.interviewInPast, { InterviewDate: MESSAGES.interviewInPast });
    if (!canScheduleInterview({ placementStatus: row.status })) throw conflict(MESSAGES.interviewNotAllowed);
    await updatePlacement(trx, row.id, {
      interview_date: params.InterviewDate,
      interview_time: params.InterviewTime,
      interview_location: params.InterviewLocation,
      interview_message: params.MessageForApplicant || null,
    });
    await changeStatus(trx, auth, row, PLACEMENT_STATUS.INTERVIEW_SCHEDULED);
    const startsAt = parsePortalDateTime(`${params.InterviewDate}T${params.InterviewTime}`)!;
    await enqueueMail(
      trx,
      interviewScheduledMail(mailContext(row, publicUrl), {
        placementId: row.id,
        startsAt,
        location: params.InterviewLocation,
        message: params.MessageForApplicant,
        rescheduled: row.interview_date !== null,
      }),
    );
    await audit(trx, auth, row, 'interview.scheduled', {
      interviewDate: params.InterviewDate,
      interviewTime: params.InterviewTime,
      rescheduled: row.interview_date !== null,
    });
    return answer(trx, row.id);
  });
}

/**
 * Adds '[date, time] Company: text' to the application: to its comments, which its learner reads
 * (`Visibility` applicant, the default), or as a private note for the employer and the office.
 */
export async function addComment(db: Db, auth: AuthUser, params: AddCommentParams): Promise<PlacementItem> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, auth, params.Id);
    const comment = formatComment(new Date(), row.emp_name, params.comments);
    if (params.Visibility === 'private')
      await insertNote(trx, { placementId: row.id, note: comment, by: auth.id });
    else await updatePlacement(trx, row.id, { comments: appendComment(row.comments, comment) });
    return answer(trx, row.id);
  });
}

/**
 * Marks an applicant Selected or Not selected (from Applied, Interview scheduled, or the other
 * outcome) and mails the learner. Setting the outcome it already has changes nothing and sends nothing.
 */
export async function setApplicationOutcome(
  db: Db,
  auth: AuthUser,
  params: SetOutcomeParams,
  publicUrl: string,
): Promise<PlacementItem> {
  const to = outcomePlacementStatus(params.Outcome);
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, auth, params.PlacementId);
    // The outcome it already has: the rule says no, but the answer is the application as it is.
    if (row.status === to) return answer(trx, row.id);
    if (!canSetOutcome({ placementStatus: row.status }, params.Outcome))
      throw conflict(MESSAGES.outcomeNotAllowed);
    await changeStatus(trx, auth, row, to);
    const selected = params.Outcome === 'selected';
    await enqueueMail(trx, applicationOutcomeMail(mailContext(row, publicUrl), selected));
    await audit(trx, auth, row, 'application.outcome', { outcome: params.Outcome });
    return answer(trx, row.id);
  });
}

/**
 * Marks a Placed learner Completed with the employer's evaluation (issue 10): at or after the end
 * date, or earlier with a `Reason` (400 naming Reason without one; a placement with no end date
 * counts as early), never before the start date (409). An early completion moves the end date to
 * today (the planned one stays in the audit trail). Stores the evaluation, records 5 -> 7 and mails
 * the learner, in one transaction; anything but Placed (a completed one included) answers 409.
 */
export async function completePlacement(
  db: Db,
  auth: AuthUser,
  params: CompletePlacementParams,
  publicUrl: string,
): Promise<PlacementItem> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, auth, params.PlacementId);
    if (row.status === PLACEMENT_STATUS.COMPLETED) throw conflict(MESSAGES.placementAlreadyCompleted);
    if (!canCompletePlacement({ placementStatus: row.status })) throw conflict(MESSAGES.completeNotPlaced);
    const today = portalToday();
    // A letter would certify service that never happened.
    if (row.start_date !== null && today < row.start_date) throw conflict(MESSAGES.completeBeforeStart);
    const early = row.end_date === null || today < row.end_date;
    if (early && params.Reason === '')
      throw badRequest(MESSAGES.completionReasonRequired, { Reason: MESSAGES.completionReasonRequired });
    const scores = {
      attendance: params.Attendance,
      punctuality: params.Punctuality,
      quality: params.Quality,
      teamwork: params.Teamwork,
    };
    await insertEvaluation(trx, {
      placementId: row.id,
      ...scores,
      remarks: params.Remarks,
      earlyReason: early ? params.Reason : null,
      by: auth.id,
    });
    // Cut short: the placement ends today, so what is shown and certified is what was served.
    if (early) await updatePlacement(trx, row.id, { end_date: today });
    await changeStatus(trx, auth, row, PLACEMENT_STATUS.COMPLETED);
    await enqueueMail(
      trx,
      placementCompletedMail(mailContext(row, publicUrl), { ...scores, overall: evaluationOverall(scores) }),
    );
    await audit(trx, auth, row, 'placement.completed', {
      early,
      ...(early ? { plannedEndDate: row.end_date, endDate: today } : {}),
    });
    return answer(trx, row.id);
  });
}
