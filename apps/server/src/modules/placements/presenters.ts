import {
  type ExperienceLetter,
  evaluationOverall,
  formatLetterCode,
  formatPortalDateTime,
  type LearnerApplicationItem,
  type PlacementEvaluation,
  type PlacementItem,
} from '@ojt/domain';
import { toOpening } from '../openings/presenters.ts';
import type { PlacementRow } from './placement-repository.ts';

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

/** A transfer's links and an early exit's reason (issue 29), as every placement answer carries them. */
export function changeFields(row: PlacementRow) {
  return {
    transferredFrom: row.transferred_from,
    transferredTo: row.transferred_to,
    exitReason: row.exit_reason,
    exitDetails: row.exit_details,
    exitedAt: row.exited_at?.toISOString() ?? null,
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
    ...changeFields(row),
  };
}

/** A status change as the history query reads it. */
export interface HistoryRow {
  from_status: number | null;
  to_status: number;
  changed_at: Date;
}

/** An application as its learner sees it: the placement item, the employer and the history (oldest first). */
export function toLearnerApplicationItem(
  row: PlacementRow,
  history: readonly HistoryRow[],
  letters: ExperienceLetter[],
): LearnerApplicationItem {
  return {
    ...toPlacementItem(row, letters),
    employer: { empId: row.emp_id, empName: row.emp_name },
    history: history.map((change) => ({
      fromStatus: change.from_status,
      toStatus: change.to_status,
      at: formatPortalDateTime(change.changed_at),
    })),
  };
}

/** One letter as its holders see it (without its content). */
export interface LetterRow {
  id: number;
  placement_id: number;
  code: string;
  issued_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  verify_url: string;
}

/** A letter in the API's shape. */
export function toExperienceLetter(row: LetterRow): ExperienceLetter {
  return {
    letterId: row.id,
    placementId: row.placement_id,
    verificationCode: formatLetterCode(row.code),
    verifyUrl: row.verify_url,
    issuedAt: row.issued_at.toISOString(),
    revoked: row.revoked_at !== null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revokeReason: row.revoke_reason,
  };
}
