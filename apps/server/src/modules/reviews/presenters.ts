import { type AdminReview, type PartyReview, portalToday, reviewStatus } from '@ojt/domain';
import type { NamedReviewRow, ReviewRow } from './review-repository.ts';

// Review rows as the calls answer them (issue 29).

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The learner's part, when filled. */
function learnerPart(row: ReviewRow) {
  if (row.learner_rating === null || !row.learner_at) return null;
  return {
    rating: row.learner_rating,
    whatWouldHelp: row.learner_help ?? '',
    at: row.learner_at.toISOString(),
  };
}

/** The supervisor's part, when filled. */
function employerPart(row: ReviewRow) {
  if (row.employer_attendance === null || !row.employer_at) return null;
  return {
    attendance: row.employer_attendance,
    punctuality: row.employer_punctuality ?? 0,
    quality: row.employer_quality ?? 0,
    teamwork: row.employer_teamwork ?? 0,
    remarks: row.employer_remarks ?? '',
    at: row.employer_at.toISOString(),
  };
}

const statusOf = (row: ReviewRow, now: Date) =>
  reviewStatus(
    { dueDate: row.due_date, scheduledAt: row.scheduled_at, signedOffAt: row.signed_off_at },
    portalToday(now),
  );

/** A review in the office's answers: both parts, the sign-off. */
export function toAdminReview(row: NamedReviewRow, now: Date): AdminReview {
  return {
    reviewId: row.id,
    placementId: row.placement_id,
    seq: row.seq,
    learnerName: `${row.first_name} ${row.last_name}`.trim(),
    employerName: row.emp_name,
    dueDate: row.due_date,
    scheduledAt: iso(row.scheduled_at),
    where: row.place,
    status: statusOf(row, now),
    learnerDone: row.learner_at !== null,
    employerDone: row.employer_at !== null,
    risk: row.risk,
    learnerPart: learnerPart(row),
    employerPart: employerPart(row),
    actions: row.actions,
    signedOffAt: iso(row.signed_off_at),
  };
}

/**
 * A review as the learner or the supervisor reads it: their own part only (the other's scores and
 * the officer's risk stay with the office), what they must fill, the actions agreed once signed off.
 */
export function toPartyReview(row: ReviewRow, party: 'learner' | 'employer', now: Date): PartyReview {
  const signed = row.signed_off_at !== null;
  const mine = party === 'learner' ? row.learner_at : row.employer_at;
  return {
    reviewId: row.id,
    placementId: row.placement_id,
    seq: row.seq,
    dueDate: row.due_date,
    scheduledAt: iso(row.scheduled_at),
    where: row.place,
    status: statusOf(row, now),
    learnerDone: row.learner_at !== null,
    employerDone: row.employer_at !== null,
    learnerPart: party === 'learner' ? learnerPart(row) : null,
    employerPart: party === 'employer' ? employerPart(row) : null,
    mustFill: !signed && mine === null,
    canFill: !signed,
    actions: signed ? row.actions : null,
    signedOffAt: iso(row.signed_off_at),
  };
}
