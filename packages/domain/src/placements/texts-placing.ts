/**
 * Texts of placing a learner, the officers list, completing a placement and its evaluation (issue
 * 10), in the voice of the placement messages. The server answers them; the dashboards show them.
 */
export const PLACING_MESSAGES = {
  // Officers
  officerAdded: 'Officer added.',
  officerRemoved: 'Officer removed.',
  officerNameTaken: 'An officer with this name is already on the list.',
  officerNotFound: 'Officer not found.',
  officerAlreadyRemoved: 'This officer was already removed from the list.',

  // Placing
  learnerPlaced: 'The learner was placed.',
  placeOnlySelected: 'Only a Selected application can be placed.',
  alreadyPlaced: 'This application has already been placed.',
  endDateAfterStart: 'End date must be after the start date',
  endDateWithin24Months: 'End date must be at most 24 months after the start date',
  placementNotFound: 'Placement not found.',
  // A learner holds one placement at a time; the database refuses an overlap whatever the path.
  placedDatesOverlap:
    'This learner is already placed for some of these dates, and a learner holds one placement at a time.',
  qualificationCheckedRequired:
    "Confirm that you checked the qualification against the learner's certificate",
  stipendSetByLabel: 'Stipend set by',
  noStipendQualification: 'No qualification the learner lists has a stipend rate',
  qualificationCheckedLabel: "I checked this qualification against the learner's certificate",
  stipendLevelInvalid: 'StipendLevel must be a stipend level from 1 to 5',
  stipendLevelLabel: 'Stipend level',
  stipendReasonLabel: 'Reason for the level',
  stipendReasonHint: 'Required when the level is not the one the qualification sets.',

  // The admin's Placements tab and officers list
  failedLoadPlacements: 'Failed to load placements. Please try again.',
  noPlacementsFound: 'No placements found',
  failedLoadPlacement: 'Failed to load the placement. Please try again.',
  failedLoadOfficers: 'Failed to load the officers. Please try again.',
  noOfficersYet: 'No officers yet.',
  removeOfficerExplain: 'They leave the officers list. Placements that name them keep the name.',

  // The stipend: employer and admin say 'Monthly stipend'; the learner's facts keep spec 2's
  // Title Case labels ('Monthly Stipend').
  monthlyStipendLabel: 'Monthly stipend',
  learnerMonthlyStipendLabel: 'Monthly Stipend',
  stipendNotSet: 'Not set',
  stipendNotKnown: 'Not known',

  // Completing a placement: the server's answers (issue 10)
  completeNotPlaced: 'Only a Placed learner can be marked Completed.',
  placementAlreadyCompleted: 'This placement is already completed.',
  completionReasonRequired: 'Reason is required to complete a placement before its end date.',
  remarksRequired: 'Remarks are required',
  placementCompleted: 'The placement was marked Completed.',

  // Completing a placement (the employer's dialog)
  markCompletedAction: 'Mark Completed',
  completePlacementTitle: 'Complete placement',
  completePlacementIntro: 'Rate the placement from 1 to 5 on each point. The learner sees the evaluation.',
  evaluationScoreLegend: '1 = poor, 2 = fair, 3 = good, 4 = very good, 5 = excellent',
  evaluationRemarksHint: 'How the learner did: what went well and what to work on.',
  completeNoEndDateNote: 'This placement has no end date yet. To complete it now, give the reason.',
  failedCompletePlacement: 'Failed to mark the placement Completed.',

  // The evaluation as employer and learner read it; 'Reason' also labels a revoked letter's reason
  evaluationTitle: 'Evaluation',
  yourEvaluationTitle: 'Your evaluation',
  overallResultLabel: 'Overall result',
  remarksLabel: 'Remarks',
  reasonLabel: 'Reason',
  completedEarlyLabel: 'Completed early because',
  completedOnLabel: 'Completed on',
} as const;

/** 409 when the learner is already Placed from `start` to `end` (YYYY-MM-DD; null when open-ended). */
export function placedOverlapMessage(start: string, end: string | null): string {
  const until = end ? ` to ${end}` : '';
  return `This learner is already placed from ${start}${until}, and a learner holds one placement at a time. Choose dates outside it.`;
}

/**
 * 400 when placing sets a stipend level other than the default without a reason; `defaultLevel` is
 * the level of the qualification that sets the stipend, null when none does.
 */
export function stipendReasonRequiredMessage(defaultLevel: number | null): string {
  return defaultLevel === null
    ? 'StipendReason is required to set a level when no qualification sets one'
    : `StipendReason is required for a level other than the default (Level ${defaultLevel})`;
}

/** The place dialog's first level option: the level the qualification sets, or none. */
export function stipendLevelDefaultOption(defaultLevel: number | null): string {
  return defaultLevel === null
    ? 'No level (no qualification sets one)'
    : `The qualification's level (Level ${defaultLevel})`;
}

/** A level of the place dialog's select: 'Level 2: Technical, A Levels, …', '(default)' after the default. */
export function stipendLevelOptionLabel(legend: string, isDefault: boolean): string {
  return isDefault ? `${legend} (default)` : legend;
}

/** The message when an officer id is not an active officer of the role the parameter asks for. */
export function officerRoleMessage(parameter: string, roleName: string): string {
  return `${parameter} must be an active ${roleName} from the officers list`;
}

/** '{label} must be a whole number from 1 to 5' for an evaluation score (issue 10). */
export function scoreRangeMessage(label: string): string {
  return `${label} must be a whole number from 1 to 5`;
}

/** The place dialog's intro: the learner and employer are emailed; the placement's longest span. */
export function placeLearnerIntro(maxMonths: number): string {
  return `The learner and the employer are emailed. The placement lasts at most ${maxMonths} months.`;
}

/** The complete dialog's note before the end date, e.g. 'The placement ends on 24 Nov 2026. …'. */
export function completeEarlyNote(endDate: string): string {
  return `The placement ends on ${endDate}. To complete it before then, give the reason.`;
}
