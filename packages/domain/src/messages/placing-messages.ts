/**
 * Texts of placing a learner and of the officers list (issue 10), in the voice of the placement
 * messages. The server answers them; the admin dashboard shows them.
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
  dateFromAfterTo: 'The "from" date must not be after the "to" date',
  placementNotFound: 'Placement not found.',
} as const;

/** '{label} must be a date (YYYY-MM-DD)'. */
export function isoDateMessage(label: string): string {
  return `${label} must be a date (YYYY-MM-DD)`;
}

/** The message when an officer id is not an active officer of the role the parameter asks for. */
export function officerRoleMessage(parameter: string, roleName: string): string {
  return `${parameter} must be an active ${roleName} from the officers list`;
}
