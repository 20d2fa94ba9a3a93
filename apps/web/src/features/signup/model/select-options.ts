import {
  CITIES,
  COUNTRIES,
  DISABILITY_OPTIONS,
  EDUCATION_LEVELS,
  EMPLOYER_TYPES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  SECTORS,
  STAFF_COUNTS,
  START_MONTHS,
  startYears,
} from '@ojt/domain';

/** One <option> of a native select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** The lookup rows as options, after a first empty "Select ..." option. */
function withPrompt(prompt: string, rows: readonly SelectOption[]): SelectOption[] {
  return [{ value: '', label: prompt }, ...rows];
}

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

// Sorted by name: 30 towns and 46 sectors are easier to find alphabetically on a phone's picker.
export const CITY_OPTIONS = withPrompt(
  'Select a city',
  CITIES.map((c) => ({ value: String(c.id), label: c.name })).sort(byLabel),
);
export const SECTOR_OPTIONS = withPrompt(
  'Select a sector',
  SECTORS.map((s) => ({ value: String(s.sectorId), label: s.sector })).sort(byLabel),
);
export const EMPLOYER_TYPE_OPTIONS = withPrompt(
  'Select an employer type',
  EMPLOYER_TYPES.map((t) => ({ value: String(t.classificationId), label: t.classificationDescr })),
);
export const STAFF_COUNT_OPTIONS = withPrompt(
  'Select a staff count',
  STAFF_COUNTS.map((s) => ({ value: String(s.value), label: s.label })),
);
export const START_MONTH_OPTIONS = withPrompt(
  'Select a month',
  START_MONTHS.map((m) => ({ value: String(m.value), label: m.label })),
);

/** The current year and the 49 before it, newest first (read when the page opens). */
export function startYearOptions(now?: Date): SelectOption[] {
  return withPrompt(
    'Select a year',
    startYears(now).map((year) => ({ value: String(year), label: String(year) })),
  );
}

export const COUNTRY_OPTIONS: SelectOption[] = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
export const OPTIONAL_COUNTRY_OPTIONS = withPrompt('Select a country', COUNTRY_OPTIONS);

export const GENDER_OPTIONS = withPrompt(
  'Select a gender',
  GENDERS.map((g) => ({ value: g.code, label: g.label })),
);
export const MARITAL_STATUS_OPTIONS = withPrompt(
  'Select a marital status',
  MARITAL_STATUSES.map((m) => ({ value: m.code, label: m.label })),
);
export const EMPLOYMENT_STATUS_OPTIONS = withPrompt(
  'Select an employment status',
  EMPLOYMENT_STATUSES.map((s) => ({ value: s, label: s })),
);
export const EDUCATION_LEVEL_OPTIONS = withPrompt(
  'Select an education level',
  EDUCATION_LEVELS.map((l) => ({ value: l, label: l })),
);
export const DISABILITY_SELECT_OPTIONS: SelectOption[] = DISABILITY_OPTIONS.map((d) => ({
  value: String(d.value),
  label: d.label,
}));
