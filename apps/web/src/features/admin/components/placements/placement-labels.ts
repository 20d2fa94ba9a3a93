import { formatStipend, MESSAGES, OFFICER_ROLE_NAMES, type OfficerRole } from '@ojt/domain';

/** 'Placement officer', 'PME officer', 'Placement assistant'. */
export function officerRoleLabel(role: OfficerRole): string {
  const name = OFFICER_ROLE_NAMES[role];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** 'Placement officers' … for a group heading. */
export function officerRolePlural(role: OfficerRole): string {
  return `${officerRoleLabel(role)}s`;
}

/** 'TTD 4,500 a month', or 'Not known' when no qualification has a rate. */
export function stipendText(monthly: number | null | undefined): string {
  return formatStipend(monthly) || MESSAGES.stipendNotKnown;
}

/** The place dialog's fields, as the API names them, and how the screen names them. */
export const PLACE_FIELD_LABELS = {
  DatePlaced: 'Date placed',
  StartDate: 'Start date',
  EndDate: 'End date',
  PlacementOfficer: 'Placement officer',
  PmeOfficer: 'PME officer',
  PlacementAssistant: 'Placement assistant',
  StipendLevel: MESSAGES.stipendLevelLabel,
  StipendReason: MESSAGES.stipendReasonLabel,
  QualificationChecked: 'Qualification checked',
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

/** Reads problems found per parameter as the form shows them: under each field's screen name, in the form's order. */
export function labelledBy<F extends string>(labels: Readonly<Record<F, string>>) {
  const fields = Object.keys(labels) as F[];
  return (found: Record<string, string>): Partial<Record<F, string>> => {
    const errors: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const message = found[field];
      if (message) errors[field] = relabel(message, labels);
    }
    return errors;
  };
}
