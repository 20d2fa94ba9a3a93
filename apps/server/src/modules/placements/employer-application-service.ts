import {
  type AddCommentParams,
  type ApplicationsPageQuery,
  appendComment,
  type CompletePlacementParams,
  evaluationOverall,
  formatComment,
  isInterviewInPast,
  isPlacementWithdrawn,
  LETTER_PLACEMENT_STATUSES,
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
import type { Deps } from '../../deps.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { Recipient } from '../../notifications/notify.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertOwnOpening } from '../openings/opening-service.ts';
import { insertNote } from './note-repository.ts';
import {
  countPlacements,
  findPlacement,
  insertEvaluation,
  listPlacements,
  lockPlacement,
  type PlacementFilter,
  type PlacementRow,
  updatePlacement,
} from './placement-repository.ts';
import { lettersByPlacement } from './placement-service.ts';
import { assertOwnsPlacement } from './policy.ts';
import { toPlacementItem } from './presenters.ts';
import { privateNotesByPlacement } from './private-notes.ts';
import { assertCanMove, changeStatus } from './transitions.ts';

type Db = Kysely<Database>;
type Locked = NonNullable<Awaited<ReturnType<typeof lockPlacement>>>;

const { INTERVIEW_SCHEDULED, COMPLETED } = PLACEMENT_STATUS;

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
  if (openingId) await assertOwnOpening(db, auth, openingId);
  return { employerUserId: auth.id, openingId };
}

/** The caller's applications (all, or one opening's), newest first. */
export async function listApplications(
  { db }: Deps,
  auth: AuthUser,
  openingId?: number,
): Promise<PlacementItem[]> {
  const rows = await listPlacements(db, await filterFor(db, auth, openingId));
  return toPlacementItems(db, rows);
}

/** One page of the caller's applications (all, or one opening's), newest first. */
export async function pageApplications(
  { db }: Deps,
  auth: AuthUser,
  query: ApplicationsPageQuery,
): Promise<PlacementPage> {
  const statuses = query.ForLetters ? LETTER_PLACEMENT_STATUSES : undefined;
  const filter = { ...(await filterFor(db, auth, query.JobOpeningId)), status: query.Status, statuses };
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, total] = await Promise.all([listPlacements(db, filter, page), countPlacements(db, filter)]);
  return { items: await toPlacementItems(db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** Locks the caller's application for a change; a withdrawn one cannot change (409). */
async function lockForChange(trx: Db, auth: AuthUser, placementId: number): Promise<Locked> {
  const row = await lockPlacement(trx, placementId);
  assertOwnsPlacement(auth, row);
  if (isPlacementWithdrawn({ placementStatus: row.status }))
    throw conflict(MESSAGES.applicationWithdrawnLocked);
  return row;
}

async function answer(trx: Db, placementId: number): Promise<PlacementItem> {
  const row = await findPlacement(trx, placementId);
  if (!row) throw new Error(`placement ${placementId} vanished`);
  const [item] = await toPlacementItems(trx, [row]);
  return item!;
}

/** The learner the notices of an employer's change are for. */
function learnerOf(row: Locked): Recipient {
  return { userId: row.learner_user_id, email: row.account_email };
}

function mailContext(row: Locked, publicUrl: string) {
  return {
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
  deps: Deps,
  auth: AuthUser,
  params: ScheduleInterviewParams,
): Promise<PlacementItem> {
  const { db, publicUrl, clock } = deps;
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, auth, params.PlacementId);
    if (isInterviewInPast(params.InterviewDate, params.InterviewTime, now))
      throw badRequest(MESSAGES.interviewInPast, { InterviewDate: MESSAGES.interviewInPast });
    const startsAt = parsePortalDateTime(`${params.InterviewDate}T${params.InterviewTime}`)!;
    const rescheduled = row.interview_date !== null;
    await changeStatus(deps, trx, auth, row, INTERVIEW_SCHEDULED, {
      now,
      set: {
        interview_date: params.InterviewDate,
        interview_time: params.InterviewTime,
        interview_location: params.InterviewLocation,
        interview_message: params.MessageForApplicant || null,
      },
      audit: {
        action: 'interview.scheduled',
        detail: { interviewDate: params.InterviewDate, interviewTime: params.InterviewTime, rescheduled },
      },
      notices: [
        {
          event: {
            kind: 'interview-scheduled',
            context: mailContext(row, publicUrl),
            interview: {
              placementId: row.id,
              startsAt,
              location: params.InterviewLocation,
              message: params.MessageForApplicant,
              rescheduled,
              scheduledAt: now,
            },
          },
          recipient: learnerOf(row),
        },
      ],
    });
    return answer(trx, row.id);
  });
}

/**
 * Adds '[date, time] Company: text' to the application: to its comments, which its learner reads
 * (`Visibility` applicant, the default), or as a private note for the employer and the office.
 */
export async function addComment(
  { db, clock }: Deps,
  auth: AuthUser,
  params: AddCommentParams,
): Promise<PlacementItem> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, auth, params.Id);
    const now = clock.now();
    const comment = formatComment(now, row.emp_name, params.comments);
    if (params.Visibility === 'private')
      await insertNote(trx, { placementId: row.id, note: comment, by: auth.id });
    else await updatePlacement(trx, row.id, { comments: appendComment(row.comments, comment) }, now);
    return answer(trx, row.id);
  });
}

/**
 * Marks an applicant Selected or Not selected (from Applied, Interview scheduled, or the other
 * outcome) and mails the learner. Setting the outcome it already has changes nothing and sends nothing.
 */
export async function setApplicationOutcome(
  deps: Deps,
  auth: AuthUser,
  params: SetOutcomeParams,
): Promise<PlacementItem> {
  const { db, publicUrl, clock } = deps;
  const to = outcomePlacementStatus(params.Outcome);
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, auth, params.PlacementId);
    // The outcome it already has: the rule says no, but the answer is the application as it is.
    if (row.status === to) return answer(trx, row.id);
    await changeStatus(deps, trx, auth, row, to, {
      now: clock.now(),
      audit: { action: 'application.outcome', detail: { outcome: params.Outcome } },
      notices: [
        {
          event: {
            kind: 'application-outcome',
            context: mailContext(row, publicUrl),
            selected: params.Outcome === 'selected',
          },
          recipient: learnerOf(row),
        },
      ],
    });
    return answer(trx, row.id);
  });
}

/**
 * Marks a Placed learner Completed with the employer's evaluation: at or after the end
 * date, or earlier with a `Reason` (400 naming Reason without one; a placement with no end date
 * counts as early), never before the start date (409). An early completion moves the end date to
 * today (the planned one stays in the audit trail). Stores the evaluation, records 5 -> 7 and mails
 * the learner, in one transaction; anything but Placed (a completed one included) answers 409.
 */
export async function completePlacement(
  deps: Deps,
  auth: AuthUser,
  params: CompletePlacementParams,
): Promise<PlacementItem> {
  const { db, publicUrl, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, auth, params.PlacementId);
    assertCanMove(row, COMPLETED);
    const now = clock.now();
    const today = portalToday(now);
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
      at: now,
    });
    // Cut short: the placement ends today, so what is shown and certified is what was served.
    await changeStatus(deps, trx, auth, row, COMPLETED, {
      now,
      ...(early ? { set: { end_date: today } } : {}),
      audit: {
        action: 'placement.completed',
        detail: { early, ...(early ? { plannedEndDate: row.end_date, endDate: today } : {}) },
      },
      notices: [
        {
          event: {
            kind: 'placement-completed',
            context: mailContext(row, publicUrl),
            evaluation: { ...scores, overall: evaluationOverall(scores) },
          },
          recipient: learnerOf(row),
        },
      ],
    });
    return answer(trx, row.id);
  });
}
