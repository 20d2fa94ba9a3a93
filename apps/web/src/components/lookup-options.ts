import {
  COUNTRIES,
  EMPLOYER_TYPES,
  INDUSTRY_SECTORS,
  MESSAGES,
  OTHER_TOWN_ID,
  OTHER_TOWN_LABEL,
  PROGRAMME_STREAM_SECTORS,
  SECTOR_GROUP_LABELS,
  SECTORS,
  type Sector,
  STAFF_COUNTS,
  START_MONTHS,
  startYears,
  TOWNS,
  townRegion,
} from '@ojt/domain';

/** One option of a native select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled group of options (an `<optgroup>`). */
export interface SelectGroup {
  group: string;
  items: SelectOption[];
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

/** Every sector as one flat list (the final check reads a chosen sector's label here). */
export const SECTOR_OPTIONS = withPrompt(MESSAGES.selectSectorPlaceholder, SECTOR_ROWS);

const sectorRows = (rows: readonly Sector[]) =>
  rows.map((s) => ({ value: String(s.sectorId), label: s.sector })).sort(byLabel);

/** The sectors in their two groups (issue 30): the industries, then the programme's own streams. */
const SECTOR_GROUPS: SelectGroup[] = [
  { group: SECTOR_GROUP_LABELS.industries, items: sectorRows(INDUSTRY_SECTORS) },
  { group: SECTOR_GROUP_LABELS.streams, items: sectorRows(PROGRAMME_STREAM_SECTORS) },
];

/**
 * The company sector select (issue 30): the industries, and apart from them the programme's own
 * streams (OJT- and NAS-named), each group by name, after the prompt.
 */
export const SECTOR_GROUPED_OPTIONS: (SelectOption | SelectGroup)[] = [
  { value: '', label: MESSAGES.selectSectorPlaceholder },
  ...SECTOR_GROUPS,
];

/** A sector select whose first option, 'Select a sector', is 0 (spec 2 §5), then the two groups. */
export const SECTOR_OR_ZERO_OPTIONS: (SelectOption | SelectGroup)[] = [
  { value: '0', label: MESSAGES.selectSectorPlaceholder },
  ...SECTOR_GROUPS,
];

/** A sector filter: 'All Sectors' (0) and the 46 sectors in their two groups (spec 2 §2). */
export const SECTOR_FILTER_OPTIONS: (SelectOption | SelectGroup)[] = [
  { value: '0', label: MESSAGES.allSectors },
  ...SECTOR_GROUPS,
];

/** The hint under a region field. */
export const REGION_HINT = 'Filled in from the town; for example, Tunapuna-Piarco or Tobago';
/** The hint under a typed town. */
export const OTHER_TOWN_HINT = 'The town or village, as you write it';

/** The value of the city selects' "Other (type it)" option. */
export const OTHER_TOWN_VALUE = String(OTHER_TOWN_ID);

// Sorted by name: the towns are easier to find alphabetically on a phone's picker; "Other" comes last.
export const CITY_OPTIONS = withPrompt('Select a city', [
  ...TOWNS.map((t) => ({ value: String(t.id), label: t.name })).sort(byLabel),
  { value: OTHER_TOWN_VALUE, label: OTHER_TOWN_LABEL },
]);
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

/** The current year back to 1900, newest first (read when called). */
export function startYearOptions(now?: Date): SelectOption[] {
  return withPrompt(
    'Select a year',
    startYears(now).map((year) => ({ value: String(year), label: String(year) })),
  );
}

export const COUNTRY_OPTIONS: SelectOption[] = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
export const OPTIONAL_COUNTRY_OPTIONS = withPrompt('Select a country', COUNTRY_OPTIONS);

/**
 * The region field after a town is picked: the new town's region (issue 30) when the field was empty
 * or still held the region the previous town filled in; what the person typed otherwise.
 */
export function regionForTown(previousTown: string, nextTown: string, region: string): string {
  const filled = townRegion(previousTown);
  if (region.trim() !== '' && region !== filled) return region;
  return townRegion(nextTown);
}

/** Each typed-town field and the town select it belongs to. */
const OTHER_TOWN_OF: Readonly<Record<string, string>> = {
  cityOther: 'city',
  permanentCityOther: 'permanentCity',
  empCityOther: 'empCity',
};

/** True for a typed-town field whose town select is not "Other (type it)": nothing to show or ask. */
export function isUnusedOtherTown(field: string, values: object): boolean {
  const town = OTHER_TOWN_OF[field];
  return town !== undefined && (values as Record<string, unknown>)[town] !== OTHER_TOWN_VALUE;
}
