import {
  CITIES,
  COUNTRIES,
  EMPLOYER_TYPES,
  MESSAGES,
  SECTORS,
  STAFF_COUNTS,
  START_MONTHS,
  startYears,
} from '@ojt/domain';

/** One option of a native select. */
export interface SelectOption {
  value: string;
  label: string;
}

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

/** The lookup rows as options, after a first empty "Select ..." option. */
export const withPrompt = (prompt: string, rows: readonly SelectOption[]): SelectOption[] => [
  { value: '', label: prompt },
  ...rows,
];

/** The 46 sectors by name (46 names are easier to find alphabetically on a phone's picker). */
export const SECTOR_ROWS: readonly SelectOption[] = SECTORS.map((s) => ({
  value: String(s.sectorId),
  label: s.sector,
})).sort(byLabel);

/** A sector select whose first option, 'Select a sector', is 0 (spec 2 §5). */
export const SECTOR_OR_ZERO_OPTIONS: SelectOption[] = [
  { value: '0', label: MESSAGES.selectSectorPlaceholder },
  ...SECTOR_ROWS,
];

/** A sector filter: 'All Sectors' (0) and the 46 sectors (spec 2 §2). */
export const SECTOR_FILTER_OPTIONS: SelectOption[] = [
  { value: '0', label: MESSAGES.allSectors },
  ...SECTOR_ROWS,
];

export const SECTOR_OPTIONS = withPrompt(MESSAGES.selectSectorPlaceholder, SECTOR_ROWS);
// Sorted by name: 30 towns are easier to find alphabetically on a phone's picker.
export const CITY_OPTIONS = withPrompt(
  'Select a city',
  CITIES.map((c) => ({ value: String(c.id), label: c.name })).sort(byLabel),
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

/** The current year and the 49 before it, newest first (read when called). */
export function startYearOptions(now?: Date): SelectOption[] {
  return withPrompt(
    'Select a year',
    startYears(now).map((year) => ({ value: String(year), label: String(year) })),
  );
}

export const COUNTRY_OPTIONS: SelectOption[] = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
export const OPTIONAL_COUNTRY_OPTIONS = withPrompt('Select a country', COUNTRY_OPTIONS);
