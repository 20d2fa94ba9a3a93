import { createHash } from 'node:crypto';
import {
  type AgreementTerms,
  DEFAULT_AGREEMENT_CONDITIONS,
  parseWorkDays,
  sectorName,
  townName,
} from '@ojt/domain';
import type { AgreementPlacementRow } from './agreement-repository.ts';

/** 'Street, City, State, Country', a part equal to the one before it left out. */
function siteAddress(row: AgreementPlacementRow): string {
  const parts = [row.emp_street, townName(row.emp_city, row.emp_city_other), row.emp_state, row.emp_country];
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part, i, all) => part !== '' && part.toLowerCase() !== all[i - 1]?.toLowerCase())
    .join(', ');
}

/** The learner's full name. */
export function learnerNameOf(row: AgreementPlacementRow): string {
  return [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ');
}

/** What the placement's agreement states now, from what is recorded and the office's conditions. */
export function termsOf(row: AgreementPlacementRow, conditions: string | null | undefined): AgreementTerms {
  return {
    learnerName: learnerNameOf(row),
    employerName: row.emp_name,
    positionTitle: row.title,
    sectorName: sectorName(row.sector),
    siteAddress: siteAddress(row),
    startDate: row.start_date ?? '',
    endDate: row.end_date ?? '',
    hoursPerWeek: row.hours_per_week,
    days: parseWorkDays(row.work_days),
    stipendLevel: row.stipend_level,
    monthlyStipendCents: row.monthly_stipend === null ? null : Math.round(row.monthly_stipend * 100),
    placementOfficer: row.placement_officer ?? '',
    pmeOfficer: row.pme_officer ?? '',
    placementAssistant: row.placement_assistant ?? '',
    conditions: conditions ?? DEFAULT_AGREEMENT_CONDITIONS,
  };
}

/** SHA-256 of the terms with their keys in a fixed order (the database keeps its own order). */
export function termsHash(terms: AgreementTerms): string {
  const keys = Object.keys(terms).sort();
  return createHash('sha256').update(JSON.stringify(terms, keys)).digest('hex');
}
