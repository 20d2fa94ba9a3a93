import { toLookupId } from './find-by-key.ts';

/**
 * The 46 sectors, ids 1-46. The spec fixes 1, 4, 5, 22 and 46 and names the others it lists
 * (including the ten OJT programme sectors); the remaining ids complete the list with the sectors
 * of the Trinidad and Tobago economy.
 */
export const SECTORS = [
  { sectorId: 1, sector: 'Agriculture Industry' },
  { sectorId: 2, sector: 'Energy (Oil and Gas)' },
  { sectorId: 3, sector: 'Petrochemicals' },
  { sectorId: 4, sector: 'Information Technology' },
  { sectorId: 5, sector: 'Health' },
  { sectorId: 6, sector: 'Business Services' },
  { sectorId: 7, sector: 'Construction' },
  { sectorId: 8, sector: 'Manufacturing Industry' },
  { sectorId: 9, sector: 'Education' },
  { sectorId: 10, sector: 'Entertainment' },
  { sectorId: 11, sector: 'Financial Services' },
  { sectorId: 12, sector: 'Insurance' },
  { sectorId: 13, sector: 'Retail and Distribution' },
  { sectorId: 14, sector: 'Transportation and Logistics' },
  { sectorId: 15, sector: 'Maritime Services' },
  { sectorId: 16, sector: 'Telecommunications' },
  { sectorId: 17, sector: 'Media and Communications' },
  { sectorId: 18, sector: 'Legal Services' },
  { sectorId: 19, sector: 'Public Administration' },
  { sectorId: 20, sector: 'Security Services' },
  { sectorId: 21, sector: 'Real Estate' },
  { sectorId: 22, sector: 'Tourism and Hospitality' },
  { sectorId: 23, sector: 'Food and Beverage' },
  { sectorId: 24, sector: 'Fishing and Aquaculture' },
  { sectorId: 25, sector: 'Mining and Quarrying' },
  { sectorId: 26, sector: 'Utilities (Water and Electricity)' },
  { sectorId: 27, sector: 'Environmental Services' },
  { sectorId: 28, sector: 'Creative Industries (Arts and Culture)' },
  { sectorId: 29, sector: 'Sport and Recreation' },
  { sectorId: 30, sector: 'Social and Community Services' },
  { sectorId: 31, sector: 'Non-Governmental Organisations' },
  { sectorId: 32, sector: 'Automotive Services' },
  { sectorId: 33, sector: 'Printing and Publishing' },
  { sectorId: 34, sector: 'Beauty and Cosmetology' },
  { sectorId: 35, sector: 'OJT Education (CVQ/CAC)' },
  { sectorId: 36, sector: 'OJT Global' },
  { sectorId: 37, sector: 'OJT Media' },
  { sectorId: 38, sector: 'OJT Medical' },
  { sectorId: 39, sector: 'OJT Engineering' },
  { sectorId: 40, sector: 'OJT Culinary' },
  { sectorId: 41, sector: 'OJT Agriculture and Environment' },
  { sectorId: 42, sector: 'OJT Airport' },
  { sectorId: 43, sector: 'OJT Digital' },
  { sectorId: 44, sector: 'OJT Training' },
  { sectorId: 45, sector: 'Aviation' },
  { sectorId: 46, sector: 'National Apprenticeship Service (NAS)' },
] as const;

/** One sector row. */
export type Sector = (typeof SECTORS)[number];
/** A sector id, 1-46. */
export type SectorId = Sector['sectorId'];

/** True when `id` is one of the 46 sector ids. */
export function isSectorId(id: number): id is SectorId {
  return SECTORS.some((row) => row.sectorId === id);
}

/** The sector's name for an id (number or numeric string); `''` when unknown or missing. */
export function sectorName(id: unknown): string {
  const key = toLookupId(id);
  return SECTORS.find((row) => row.sectorId === key)?.sector ?? '';
}

/**
 * The programme's own streams among the sectors (issue 30): the OJT- and NAS-named ones. They are
 * offered apart from the industries, so an employer is not asked whether it is "OJT Airport".
 */
export function isProgrammeStream(id: unknown): boolean {
  const name = sectorName(id);
  return name.startsWith('OJT ') || name.endsWith('(NAS)');
}

/** The industries: every sector that is not a programme stream. */
export const INDUSTRY_SECTORS: readonly Sector[] = SECTORS.filter((row) => !isProgrammeStream(row.sectorId));
/** The programme streams (OJT- and NAS-named sectors). */
export const PROGRAMME_STREAM_SECTORS: readonly Sector[] = SECTORS.filter((row) =>
  isProgrammeStream(row.sectorId),
);
/** The two groups' headings. */
export const SECTOR_GROUP_LABELS = { industries: 'Industries', streams: 'Programme streams' } as const;
