import {
  type ExperienceLetter,
  evaluationOverall,
  formatPortalDateTime,
  JOB_OPENING_STATUS,
  type JobOpening,
  type JobPositionItem,
  type PlacementEvaluation,
  type PlacementItem,
} from '@ojt/domain';
import type { OpeningRow, PositionRow, RequirementRow } from './job-repository.ts';
import type { PlacementRow } from './placement-repository.ts';

/** An opening in the API's shape (spec 2 §3): portal date-times, `jobOpeningKey` the position's id. */
export function toOpening(row: OpeningRow): JobOpening {
  return {
    jobOpeningId: row.id,
    numofOpenings: row.num_openings,
    openingDate: formatPortalDateTime(row.opens_at),
    closingDate: formatPortalDateTime(row.closes_at),
    jobOpeningStatus: row.status,
    comment: row.comment,
    jobOpeningKey: row.job_position_id,
  };
}

/** True when the opening is active and its window has not closed at `now`. */
export function isLive(row: Pick<OpeningRow, 'status' | 'closes_at'>, now: Date): boolean {
  return row.status === JOB_OPENING_STATUS.ACTIVE && row.closes_at > now;
}

/** A job position item: requirements numbered 1..n, openings newest first, Published at `now`. */
export function toJobPositionItem(
  position: PositionRow,
  requirements: readonly RequirementRow[],
  openings: readonly OpeningRow[],
  now: Date,
): JobPositionItem {
  return {
    empjobid: position.id,
    empjobname: position.title,
    empjobsector: position.sector,
    empjobpositionstatus: position.status,
    empkey: position.emp_id,
    published: openings.some((opening) => isLive(opening, now)),
    tblemployerjobRequirements: requirements.map((row) => ({
      empJobReqId: row.ordinal,
      empJobKey: position.id,
      qualificationType: row.qualification_type,
      certificateName: row.certificate_name,
    })),
    tblemployerjobopenings: openings.map(toOpening),
  };
}

/** The placement's evaluation in the API's shape, or `undefined` before it is completed. */
export function toEvaluation(row: PlacementRow): PlacementEvaluation | undefined {
  if (row.eval_completed_at === null) return undefined;
  const scores = {
    attendance: row.eval_attendance!,
    punctuality: row.eval_punctuality!,
    quality: row.eval_quality!,
    teamwork: row.eval_teamwork!,
  };
  return {
    ...scores,
    remarks: row.eval_remarks!,
    completedEarlyReason: row.eval_early_reason,
    completedAt: formatPortalDateTime(row.eval_completed_at),
    overall: evaluationOverall(scores),
  };
}

/**
 * An application with its learner, opening and position (PRODUCT.md §4); unset values are null.
 * `evaluation` is there only once the employer completed the placement; `letters` are its issued letters.
 */
export function toPlacementItem(row: PlacementRow, letters: ExperienceLetter[]): PlacementItem {
  const evaluation = toEvaluation(row);
  return {
    placementId: row.id,
    learnerKey: row.learner_id,
    jobOpeningKey: row.opening_id,
    placementTypeKey: row.placement_type,
    placementStatus: row.status,
    interviewDate: row.interview_date,
    interviewTime: row.interview_time ? row.interview_time.slice(0, 5) : null,
    interviewLocation: row.interview_location,
    interviewMessage: row.interview_message,
    placementComments: row.comments,
    datePlaced: row.date_placed,
    startDate: row.start_date,
    endDate: row.end_date,
    placementofficer: row.placement_officer,
    pmeofficer: row.pme_officer,
    placementAssistant: row.placement_assistant,
    dateApplied: formatPortalDateTime(row.created_at),
    learner: {
      learnerId: row.learner_id,
      firstName: row.first_name,
      lastName: row.last_name,
      emailPersonal: row.email_personal,
      phoneMobile: row.phone_mobile,
    },
    opening: toOpening({
      id: row.opening_id,
      job_position_id: row.job_position_id,
      num_openings: row.num_openings,
      opens_at: row.opens_at,
      closes_at: row.closes_at,
      status: row.opening_status,
      comment: row.opening_comment,
    }),
    jobs: {
      empjobid: row.job_position_id,
      empjobname: row.title,
      empjobsector: row.sector,
      empkey: row.emp_id,
    },
    ...(evaluation ? { evaluation } : {}),
    monthlyStipend: row.monthly_stipend,
    letters,
  };
}
