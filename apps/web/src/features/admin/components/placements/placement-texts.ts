import { MAX_PLACEMENT_MONTHS, OFFICER_ROLE_NAMES, type OfficerRole } from '@ojt/domain';

// Texts of the Placements tab that the domain's MESSAGES do not hold (the server never sends them).
export const PLACEMENT_TEXTS = {
  failedLoadPlacements: 'Failed to load placements. Please try again.',
  noPlacementsFound: 'No placements found',
  failedLoadPlacement: 'Failed to load the placement. Please try again.',
  failedLoadOfficers: 'Failed to load the officers. Please try again.',
  noOfficers: 'No officers yet.',
  stipendNotKnown: 'Not known',
  failedAction: 'Something went wrong. Please try again later.',
  placeIntro: `The learner and the employer are emailed. The placement lasts at most ${MAX_PLACEMENT_MONTHS} months.`,
  removeOfficerText: 'They leave the officers list. Placements that name them keep the name.',
  revokeText:
    'Anyone who checks this letter will be told it was revoked. The reason is kept with the letter.',
} as const;

/** 'Placement officer', 'PME officer', 'Placement assistant'. */
export function officerRoleLabel(role: OfficerRole): string {
  const name = OFFICER_ROLE_NAMES[role];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** 'Placement officers' … for a group heading. */
export function officerRolePlural(role: OfficerRole): string {
  return `${officerRoleLabel(role)}s`;
}

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 'TTD 4,500 a month', or 'Not known' when no qualification has a rate. */
export function stipendText(monthly: number | null | undefined): string {
  return typeof monthly === 'number'
    ? `TTD ${amount.format(monthly)} a month`
    : PLACEMENT_TEXTS.stipendNotKnown;
}

/** The place dialog's fields, as the API names them, and how the screen names them. */
export const PLACE_FIELD_LABELS = {
  DatePlaced: 'Date placed',
  StartDate: 'Start date',
  EndDate: 'End date',
  PlacementOfficer: 'Placement officer',
  PmeOfficer: 'PME officer',
  PlacementAssistant: 'Placement assistant',
} as const;

/**
 * A domain or server message about a parameter, with the parameter's API name ('DatePlaced is
 * required') replaced by its label on screen ('Date placed is required').
 */
export function relabel(message: string, labels: Readonly<Record<string, string>>): string {
  for (const [parameter, label] of Object.entries(labels)) {
    if (message.startsWith(`${parameter} `)) return `${label}${message.slice(parameter.length)}`;
  }
  return message;
}
