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
/** A city id, 1-30. */
export type CityId = City['id'];

/** True when `id` is one of the 30 city ids. */
export function isCityId(id: number): id is CityId {
  return CITIES.some((city) => city.id === id);
}

/** The city's name for an id (number or numeric string); `''` when unknown or missing. */
export function cityName(id: unknown): string {
  const key = toLookupId(id);
  return CITIES.find((city) => city.id === key)?.name ?? '';
}

/** The country's name for an id; `''` when unknown. */
export function countryName(id: unknown): string {
  const key = toLookupId(id);
  return COUNTRIES.find((country) => country.id === key)?.name ?? '';
}
