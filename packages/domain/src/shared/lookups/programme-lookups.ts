import { toLookupId } from './find-by-key.ts';

/** Employer classifications (`classificationId`, `classificationDescr`), ids 1-4. */
export const EMPLOYER_TYPES = [
  { classificationId: 1, classificationDescr: 'Enterprise-Based' },
  { classificationId: 2, classificationDescr: 'Institution-Based' },
  { classificationId: 3, classificationDescr: 'Community-Based' },
  { classificationId: 4, classificationDescr: 'School-Based' },
] as const;

/** One employer type row. */
export type EmployerType = (typeof EMPLOYER_TYPES)[number];
/** An employer type id, 1-4. */
export type EmployerTypeId = EmployerType['classificationId'];

/** True when `id` is one of the employer type ids. */
export function isEmployerTypeId(id: number): id is EmployerTypeId {
  return EMPLOYER_TYPES.some((row) => row.classificationId === id);
}

/** The employer type's description for an id; `''` when unknown or missing. */
export function employerTypeName(id: unknown): string {
  const key = toLookupId(id);
  return EMPLOYER_TYPES.find((row) => row.classificationId === key)?.classificationDescr ?? '';
}

/** Qualifications with their monthly stipend rate in TTD, ids 1-17 in the order the spec lists them. */
export const QUALIFICATIONS = [
  { id: 1, name: 'CVQ', stipend: 2750 },
  { id: 2, name: 'CXC', stipend: 2750 },
  { id: 3, name: 'NVQ', stipend: 2750 },
  { id: 4, name: 'Secondary', stipend: 2750 },
  { id: 5, name: 'Primary', stipend: 2750 },
  { id: 6, name: 'Certificate Level 1', stipend: 2750 },
  { id: 7, name: 'Technical', stipend: 3960 },
  { id: 8, name: 'A Levels', stipend: 3960 },
  { id: 9, name: 'CAPE', stipend: 3960 },
  { id: 10, name: 'Certificate Level 2', stipend: 3960 },
  { id: 11, name: 'Diploma', stipend: 3960 },
  { id: 12, name: 'Tertiary', stipend: 3960 },
  { id: 13, name: 'Associate Degree', stipend: 4950 },
  { id: 14, name: 'First Degree', stipend: 6875 },
  { id: 15, name: 'Certificate Level 3', stipend: 6875 },
  { id: 16, name: 'Doctorate', stipend: 7920 },
  { id: 17, name: 'Masters Degree', stipend: 7920 },
] as const;

/** One qualification row. */
export type Qualification = (typeof QUALIFICATIONS)[number];

/** Placement types chosen when applying, ids 1-5. */
export const PLACEMENT_TYPES = [
  { id: 1, name: 'First Time' },
  { id: 2, name: 'Resumption' },
  { id: 3, name: 'Reapplying' },
  { id: 4, name: 'Internship' },
  { id: 5, name: 'Transfer' },
] as const;

/** One placement type row. */
export type PlacementType = (typeof PLACEMENT_TYPES)[number];
/** A placement type id, 1-5. */
export type PlacementTypeId = PlacementType['id'];

/** True when `id` is one of the placement type ids. */
export function isPlacementTypeId(id: number): id is PlacementTypeId {
  return PLACEMENT_TYPES.some((row) => row.id === id);
}

/** The placement type's name for an id; `''` when unknown or missing. */
export function placementTypeName(id: unknown): string {
  const key = toLookupId(id);
  return PLACEMENT_TYPES.find((row) => row.id === key)?.name ?? '';
}

/** Each placement type in a sentence, for the learner choosing one when applying (issue 30). */
export const PLACEMENT_TYPE_DESCRIPTIONS: Record<PlacementTypeId, string> = {
  1: 'First Time: your first on-the-job training placement.',
  2: 'Resumption: you are returning to a placement you paused or left before finishing.',
  3: 'Reapplying: you were placed before and are applying for a new placement.',
  4: 'Internship: a placement that is part of your course of study.',
  5: 'Transfer: you are on a placement now and want to move to this employer.',
};
