import { type ApplicationOutcome, PLACEMENT_STATUS } from '@ojt/domain';
import type { Application } from '../../api/types';

const number = (value: unknown) => Number(value);

/** Spec 2 §4: a withdrawn application (status 6) takes no more actions. */
export function isWithdrawn(application: Application): boolean {
  return number(application.placementStatus) === PLACEMENT_STATUS.WITHDRAWN;
}

/** An interview is scheduled when the application has an interview date (spec 2 §4). */
export function hasInterview(application: Application): boolean {
  return Boolean(application.interviewDate?.trim());
}

/** Interviews are scheduled or moved while the application is Applied or Interview scheduled. */
export function canScheduleInterview(application: Application): boolean {
  const status = number(application.placementStatus);
  return status === PLACEMENT_STATUS.APPLIED || status === PLACEMENT_STATUS.INTERVIEW_SCHEDULED;
}

/**
 * An applicant is marked Selected or Not selected before a placement starts: from Applied,
 * Interview scheduled, or the other outcome (a change of mind), never to the outcome it already has.
 */
export function canSetOutcome(application: Application, outcome: ApplicationOutcome): boolean {
  const status = number(application.placementStatus);
  const target = outcome === 'selected' ? PLACEMENT_STATUS.SELECTED : PLACEMENT_STATUS.NOT_SELECTED;
  const open: number[] = [
    PLACEMENT_STATUS.APPLIED,
    PLACEMENT_STATUS.INTERVIEW_SCHEDULED,
    PLACEMENT_STATUS.SELECTED,
    PLACEMENT_STATUS.NOT_SELECTED,
  ];
  return open.includes(status) && status !== target;
}
