import type { ExperienceLetter } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lettersHeld, lettersOf } from './placement-letters-repository.ts';
import { lockPlacement, type PlacementRow } from './placement-repository.ts';
import { placementsForTimesheets } from './placement-timesheet-repository.ts';
import { toExperienceLetter } from './presenters.ts';

type Db = Kysely<Database>;

// What other modules may ask of a placement (letters, exports, a learner's data): reads and the lock.

export { type PlacementExportRow, placementBatch } from './placement-export-repository.ts';
export type { PlacementRow };

/**
 * Locks the placement for the rest of the transaction and reads it, with the account emails of its
 * learner and employer; undefined when unknown.
 */
export function lockPlacementForChange(trx: Db, placementId: number) {
  return lockPlacement(trx, placementId);
}

/** The letters of these placements in the API's shape, by placement (newest first). */
export async function lettersByPlacement(
  db: Db,
  placementIds: readonly number[],
): Promise<Map<number, ExperienceLetter[]>> {
  const byPlacement = new Map<number, ExperienceLetter[]>();
  for (const row of await lettersOf(db, placementIds)) {
    const list = byPlacement.get(row.placement_id) ?? [];
    list.push(toExperienceLetter(row));
    byPlacement.set(row.placement_id, list);
  }
  return byPlacement;
}

/** Whether the placement's employer is held from generating a new letter after a revocation. */
export function newLettersHeld(db: Db, placementId: number): Promise<boolean> {
  return lettersHeld(db, placementId);
}

/**
 * A placement as its monthly attendance record (issue 27) needs it: status, dates, stipend level, the
 * learner (account id, username `learnerId`, name, address) and the employer (account id, `empId`,
 * company, contact name, address), and the position's title.
 */
export interface TimesheetPlacement {
  id: number;
  status: number;
  startDate: string | null;
  endDate: string | null;
  stipendLevel: number | null;
  learnerUserId: number;
  learnerId: string;
  learnerName: string;
  learnerEmail: string;
  employerUserId: number;
  empId: string;
  company: string;
  employerContact: string;
  employerEmail: string;
  jobTitle: string;
}

/** The placements of the monthly attendance records, by id (unknown ids are left out). */
export async function placementsForTimesheet(
  db: Db,
  placementIds: readonly number[],
): Promise<Map<number, TimesheetPlacement>> {
  const rows = await placementsForTimesheets(db, [...new Set(placementIds)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        status: row.status,
        startDate: row.start_date,
        endDate: row.end_date,
        stipendLevel: row.stipend_level,
        learnerUserId: row.learner_user_id,
        learnerId: row.learner_id,
        learnerName: `${row.first_name} ${row.last_name}`.trim(),
        learnerEmail: row.learner_email,
        employerUserId: row.employer_user_id,
        empId: row.emp_id,
        company: row.emp_name,
        employerContact: row.emp_p_name || row.emp_name,
        employerEmail: row.employer_email,
        jobTitle: row.title,
      },
    ]),
  );
}

/** One placement for its monthly attendance record; undefined when unknown. */
export async function placementForTimesheet(
  db: Db,
  placementId: number,
): Promise<TimesheetPlacement | undefined> {
  return (await placementsForTimesheet(db, [placementId])).get(placementId);
}
