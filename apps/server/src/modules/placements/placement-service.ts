import type { BreakDays, ExperienceLetter } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lettersHeld, lettersOf } from './placement-letters-repository.ts';
import { lockPlacement, type PlacementRow, updatePlacement } from './placement-repository.ts';
import { breakDaysOf, placementsForTimesheets } from './placement-timesheet-repository.ts';
import { toExperienceLetter } from './presenters.ts';

type Db = Kysely<Database>;

// What other modules may ask of a placement (letters, exports, a learner's data): reads and the lock.

export { type PlacementExportRow, placementBatch } from './placement-export-repository.ts';
export { lockSelectedForPlacing, type PlacingValues, placeLocked } from './placing.ts';
export { changeFields } from './presenters.ts';
export type { PlacementRow };

/**
 * Locks the placement for the rest of the transaction and reads it, with the account emails of its
 * learner and employer; undefined when unknown.
 */
export function lockPlacementForChange(trx: Db, placementId: number) {
  return lockPlacement(trx, placementId);
}

/**
 * Moves a locked placement's end date (a break in training, issue 29), in the caller's transaction;
 * the one-placement-at-a-time constraint answers an overlap it would make (409).
 */
export function movePlacementEnd(trx: Db, placementId: number, endDate: string, now: Date): Promise<void> {
  return updatePlacement(trx, placementId, { end_date: endDate }, now);
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
  /** Its breaks in training (issue 29): days not expected, earning nothing. */
  breaks: BreakDays[];
}

/** The breaks in training of these placements, by placement id (none: absent). */
export async function breaksByPlacement(
  db: Db,
  placementIds: readonly number[],
): Promise<Map<number, BreakDays[]>> {
  const byPlacement = new Map<number, BreakDays[]>();
  for (const row of await breakDaysOf(db, [...new Set(placementIds)])) {
    const list = byPlacement.get(row.placement_id) ?? [];
    list.push({ from: row.from_date, to: row.to_date });
    byPlacement.set(row.placement_id, list);
  }
  return byPlacement;
}

/** The placements of the monthly attendance records, by id (unknown ids are left out). */
export async function placementsForTimesheet(
  db: Db,
  placementIds: readonly number[],
): Promise<Map<number, TimesheetPlacement>> {
  const ids = [...new Set(placementIds)];
  const [rows, breaks] = await Promise.all([placementsForTimesheets(db, ids), breaksByPlacement(db, ids)]);
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
        breaks: breaks.get(row.id) ?? [],
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
