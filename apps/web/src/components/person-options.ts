import {
  DISABILITY_OPTIONS,
  EDUCATION_LEVEL_CHOICES,
  EMPLOYMENT_STATUSES,
  educationLevelLabel,
  GENDERS,
  MARITAL_STATUSES,
  MESSAGES,
  PLACEMENT_TYPES,
  PROFILE_EMPLOYMENT_STATUSES,
  QUALIFICATIONS,
} from '@ojt/domain';
import { type SelectOption, withPrompt } from './lookup-options';

// Native select options of the person lookups, for the forms that enter or edit a learner.

/** A list's options, plus `current` when the record holds a value the list no longer offers. */
export function withCurrent(options: SelectOption[], current: string): SelectOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: current }];
}

export const GENDER_OPTIONS = withPrompt(
  'Select a gender',
  GENDERS.map((g) => ({ value: g.code, label: g.label })),
);
export const MARITAL_STATUS_OPTIONS = withPrompt(
  'Select a marital status',
  MARITAL_STATUSES.map((m) => ({ value: m.code, label: m.label })),
);
/** Sign-up's employment statuses (all of them). */
export const EMPLOYMENT_STATUS_OPTIONS = withPrompt(
  'Select an employment status',
  EMPLOYMENT_STATUSES.map((s) => ({ value: s, label: s })),
);
/** The profile editors' employment statuses (without Retired; `withCurrent` keeps a retired learner's). */
export const PROFILE_EMPLOYMENT_STATUS_OPTIONS = withPrompt(
  'Select an employment status',
  PROFILE_EMPLOYMENT_STATUSES.map((s) => ({ value: s, label: s })),
);
/**
 * The education levels offered (issue 30): the spec's value with the local qualifications beside it,
 * Secondary once ("High School" is the same level: it reads as Secondary when a record holds it).
 */
export const EDUCATION_LEVEL_OPTIONS = withPrompt(
  'Select an education level',
  EDUCATION_LEVEL_CHOICES.map((l) => ({ value: l.value, label: educationLevelLabel(l.value) })),
);
export const DISABILITY_SELECT_OPTIONS: SelectOption[] = DISABILITY_OPTIONS.map((d) => ({
  value: String(d.value),
  label: d.label,
}));
/** Qualification types by name (the value a qualification row keeps). */
export const QUALIFICATION_TYPE_OPTIONS = withPrompt(
  'Select a qualification type',
  QUALIFICATIONS.map((q) => ({ value: q.name, label: q.name })),
);
export const PLACEMENT_TYPE_OPTIONS = withPrompt(
  MESSAGES.placementTypePrompt,
  PLACEMENT_TYPES.map((type) => ({ value: String(type.id), label: type.name })),
);
