import {
  APPLICATION_FIELD_LABELS as F,
  formatStipend,
  type LearnerApplicationItem,
  MESSAGES,
  placementTypeName,
} from '@ojt/domain';
import { formatDate, formatDateTime } from '../../../../components/date-text';
import type { DetailItem } from '../../../../components/details/detail-section';
import { joinName } from '../../../../components/record-text';

const assigned = (value: string | null) => value?.trim() || MESSAGES.notAssignedYet;

/**
 * The opening's facts: its window, number of openings, the employer's comment on it (spec 2 §2; shown
 * when there is one), the placement type and when the learner applied.
 */
export function openingFacts(a: LearnerApplicationItem): DetailItem[] {
  const comment = a.opening.comment.trim();
  return [
    [F.openingDate, formatDateTime(a.opening.openingDate)],
    [F.closingDate, formatDateTime(a.opening.closingDate)],
    [F.numofOpenings, a.opening.numofOpenings],
    ...(comment ? [[F.details, comment] satisfies DetailItem] : []),
    [F.placementType, placementTypeName(a.placementTypeKey)],
    [F.dateApplied, formatDateTime(a.dateApplied)],
  ];
}

/**
 * The placement's dates and the officers assigned to it ('Not assigned yet' while empty), and the
 * monthly stipend once it is set (when the learner is placed).
 */
export function placementFacts(a: LearnerApplicationItem): DetailItem[] {
  const facts: DetailItem[] = [
    [F.datePlaced, formatDate(a.datePlaced)],
    [F.startDate, formatDate(a.startDate)],
    [F.endDate, formatDate(a.endDate)],
    [F.placementofficer, assigned(a.placementofficer)],
    [F.pmeofficer, assigned(a.pmeofficer)],
    [F.placementAssistant, assigned(a.placementAssistant)],
  ];
  if (a.monthlyStipend != null)
    facts.push([MESSAGES.learnerMonthlyStipendLabel, formatStipend(a.monthlyStipend)]);
  return facts;
}

/** The learner as the application carries them. */
export function learnerFacts(a: LearnerApplicationItem): DetailItem[] {
  return [
    [F.learnerName, joinName(a.learner.firstName, a.learner.lastName)],
    [F.learnerId, a.learner.learnerId || a.learnerKey],
    [F.email, a.learner.emailPersonal],
    [F.phone, a.learner.phoneMobile],
  ];
}
