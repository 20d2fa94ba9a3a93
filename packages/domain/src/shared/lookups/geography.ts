import { toLookupId } from './find-by-key.ts';

/** The one country held by the portal. */
export const COUNTRIES = [{ id: 175, name: 'Trinidad and Tobago' }] as const;

/** Id of Trinidad and Tobago in `COUNTRIES`. */
export const DEFAULT_COUNTRY_ID = 175;

/** Name of the portal's country, the default for country fields. */
export const DEFAULT_COUNTRY_NAME = 'Trinidad and Tobago';

/** The 30 cities and towns, ids 1-30, exactly as the spec numbers them. */
export const CITIES = [
  { id: 1, name: 'Port of Spain' },
  { id: 2, name: 'San Fernando' },
  { id: 3, name: 'Arima' },
  { id: 4, name: 'Point Fortin' },
  { id: 5, name: 'Chaguaramas' },
  { id: 6, name: 'Scarborough' },
  { id: 7, name: 'Tobago' },
  { id: 8, name: 'Diego Martin' },
  { id: 9, name: 'St. Joseph' },
  { id: 10, name: 'Tunapuna' },
  { id: 11, name: 'Curepe' },
  { id: 12, name: 'St. Augustine' },
  { id: 13, name: 'Couva' },
  { id: 14, name: 'Chaguanas' },
  { id: 15, name: 'Princes Town' },
  { id: 16, name: 'Rio Claro' },
  { id: 17, name: 'Mayaro' },
  { id: 18, name: 'Siparia' },
  { id: 19, name: 'Penal' },
  { id: 20, name: 'Debe' },
  { id: 21, name: 'Fyzabad' },
  { id: 22, name: 'Point Lisas' },
  { id: 23, name: 'La Brea' },
  { id: 24, name: 'Gulf View' },
  { id: 25, name: 'Marabella' },
  { id: 26, name: 'Gasparillo' },
  { id: 27, name: 'Freeport' },
  { id: 28, name: 'Claxton Bay' },
  { id: 29, name: 'Cedros' },
  { id: 30, name: 'Icacos' },
] as const;

/** One city row. */
export type City = (typeof CITIES)[number];

/** The regional, city and borough corporations and Tobago: what a "State" field holds in this country. */
export const REGIONS = [
  'Port of Spain',
  'San Fernando',
  'Arima',
  'Chaguanas',
  'Point Fortin',
  'Couva-Tabaquite-Talparo',
  'Diego Martin',
  'Mayaro-Rio Claro',
  'Penal-Debe',
  'Princes Town',
  'San Juan-Laventille',
  'Sangre Grande',
  'Siparia',
  'Tunapuna-Piarco',
  'Tobago',
] as const;

/** A region or corporation. */
export type Region = (typeof REGIONS)[number];

/** One town: its id, its name and the region or corporation it belongs to. */
export interface Town {
  id: number;
  name: string;
  region: Region;
}

const SPEC_CITY_REGIONS: Record<City['id'], Region> = {
  1: 'Port of Spain',
  2: 'San Fernando',
  3: 'Arima',
  4: 'Point Fortin',
  5: 'Diego Martin',
  6: 'Tobago',
  7: 'Tobago',
  8: 'Diego Martin',
  9: 'Tunapuna-Piarco',
  10: 'Tunapuna-Piarco',
  11: 'Tunapuna-Piarco',
  12: 'Tunapuna-Piarco',
  13: 'Couva-Tabaquite-Talparo',
  14: 'Chaguanas',
  15: 'Princes Town',
  16: 'Mayaro-Rio Claro',
  17: 'Mayaro-Rio Claro',
  18: 'Siparia',
  19: 'Penal-Debe',
  20: 'Penal-Debe',
  21: 'Siparia',
  22: 'Couva-Tabaquite-Talparo',
  23: 'Siparia',
  24: 'San Fernando',
  25: 'San Fernando',
  26: 'Couva-Tabaquite-Talparo',
  27: 'Couva-Tabaquite-Talparo',
  28: 'Couva-Tabaquite-Talparo',
  29: 'Siparia',
  30: 'Siparia',
};

/** The towns and villages after the spec's 30 (issue 30): ids from 31 on, never renumbered. */
const MORE_TOWNS: readonly Town[] = [
  { id: 31, name: 'Sangre Grande', region: 'Sangre Grande' },
  { id: 32, name: 'San Juan', region: 'San Juan-Laventille' },
  { id: 33, name: 'Laventille', region: 'San Juan-Laventille' },
  { id: 34, name: 'Maraval', region: 'Diego Martin' },
  { id: 35, name: 'Morvant', region: 'San Juan-Laventille' },
  { id: 36, name: 'Barataria', region: 'San Juan-Laventille' },
  { id: 37, name: 'Carenage', region: 'Diego Martin' },
  { id: 38, name: 'Petit Valley', region: 'Diego Martin' },
  { id: 39, name: 'Westmoorings', region: 'Diego Martin' },
  { id: 40, name: 'Belmont', region: 'Port of Spain' },
  { id: 41, name: 'Woodbrook', region: 'Port of Spain' },
  { id: 42, name: 'St. James', region: 'Port of Spain' },
  { id: 43, name: 'Santa Cruz', region: 'San Juan-Laventille' },
  { id: 44, name: 'Aranguez', region: 'San Juan-Laventille' },
  { id: 45, name: 'El Dorado', region: 'Tunapuna-Piarco' },
  { id: 46, name: 'Trincity', region: 'Tunapuna-Piarco' },
  { id: 47, name: 'Arouca', region: 'Tunapuna-Piarco' },
  { id: 48, name: "D'Abadie", region: 'Tunapuna-Piarco' },
  { id: 49, name: 'Piarco', region: 'Tunapuna-Piarco' },
  { id: 50, name: 'Maloney', region: 'Tunapuna-Piarco' },
  { id: 51, name: 'Valencia', region: 'Sangre Grande' },
  { id: 52, name: 'Toco', region: 'Sangre Grande' },
  { id: 53, name: 'Manzanilla', region: 'Sangre Grande' },
  { id: 54, name: 'California', region: 'Couva-Tabaquite-Talparo' },
  { id: 55, name: 'Tabaquite', region: 'Couva-Tabaquite-Talparo' },
  { id: 56, name: 'Talparo', region: 'Couva-Tabaquite-Talparo' },
  { id: 57, name: 'Felicity', region: 'Chaguanas' },
  { id: 58, name: 'Enterprise', region: 'Chaguanas' },
  { id: 59, name: 'Moruga', region: 'Princes Town' },
  { id: 60, name: 'Tableland', region: 'Princes Town' },
  { id: 61, name: 'Barrackpore', region: 'Penal-Debe' },
  { id: 62, name: 'Santa Flora', region: 'Siparia' },
  { id: 63, name: 'Erin', region: 'Siparia' },
  { id: 64, name: 'Guayaguayare', region: 'Mayaro-Rio Claro' },
  { id: 65, name: 'Plymouth', region: 'Tobago' },
  { id: 66, name: 'Roxborough', region: 'Tobago' },
  { id: 67, name: 'Charlotteville', region: 'Tobago' },
  { id: 68, name: 'Speyside', region: 'Tobago' },
  { id: 69, name: 'Canaan', region: 'Tobago' },
  { id: 70, name: 'Bon Accord', region: 'Tobago' },
  { id: 71, name: 'Crown Point', region: 'Tobago' },
  { id: 72, name: 'Black Rock', region: 'Tobago' },
  { id: 73, name: 'Moriah', region: 'Tobago' },
  { id: 74, name: 'Castara', region: 'Tobago' },
  { id: 75, name: 'Buccoo', region: 'Tobago' },
  { id: 76, name: 'Lambeau', region: 'Tobago' },
  { id: 77, name: 'Signal Hill', region: 'Tobago' },
  { id: 78, name: 'Mason Hall', region: 'Tobago' },
  { id: 79, name: 'Pembroke', region: 'Tobago' },
  { id: 80, name: 'Bethel', region: 'Tobago' },
];

/** Every town a select offers: the spec's 30 (ids 1-30, names unchanged), then the others, each with its region. */
export const TOWNS: readonly Town[] = [
  ...CITIES.map((city) => ({ id: city.id, name: city.name, region: SPEC_CITY_REGIONS[city.id] })),
  ...MORE_TOWNS,
];

/** `GET /api/Common/getCities`: every town as `{ id, name }`, the spec's answer shape. */
export const CITY_LOOKUP: readonly { id: number; name: string }[] = TOWNS.map(({ id, name }) => ({
  id,
  name,
}));

/** The city id meaning "a town not in the list"; its name travels in the matching `…CityOther` field. */
export const OTHER_TOWN_ID = 999;
/** The select's label for `OTHER_TOWN_ID`. */
export const OTHER_TOWN_LABEL = 'Other (type it)';
/** How the "State" fields read in this country. */
export const STATE_LABEL = 'Region or corporation';
/** Longest typed town name. */
export const OTHER_TOWN_MAX = 80;

/** True when `id` is a listed town's id (1-30 or a later one). */
export function isTownId(id: number): boolean {
  return TOWNS.some((town) => town.id === id);
}

/** True when `id` may be sent as a city: a listed town or `OTHER_TOWN_ID`. */
export function isCityId(id: number): boolean {
  return id === OTHER_TOWN_ID || isTownId(id);
}

/** The town's name for an id (number or numeric string); `''` when unknown, missing or "other". */
export function cityName(id: unknown): string {
  const key = toLookupId(id);
  return TOWNS.find((town) => town.id === key)?.name ?? '';
}

/** The town as a person reads it: the listed name, or for "other" the typed name (`''` when neither). */
export function townName(id: unknown, otherText: unknown): string {
  if (toLookupId(id) === OTHER_TOWN_ID) return typeof otherText === 'string' ? otherText.trim() : '';
  return cityName(id);
}

/** The region or corporation of a listed town; `''` for unknown ids and "other". */
export function townRegion(id: unknown): string {
  const key = toLookupId(id);
  return TOWNS.find((town) => town.id === key)?.region ?? '';
}

/** The listed towns of a region or corporation (named in any case); none for an unknown name. */
export function townIdsOfRegion(region: string): number[] {
  const key = region.trim().toLowerCase();
  return TOWNS.filter((town) => town.region.toLowerCase() === key).map((town) => town.id);
}

/** The country's name for an id; `''` when unknown. */
export function countryName(id: unknown): string {
  const key = toLookupId(id);
  return COUNTRIES.find((country) => country.id === key)?.name ?? '';
}
