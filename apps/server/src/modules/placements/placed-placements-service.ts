import { datesOfMonth } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type PlacementPeopleRow,
  placedPlacementsBetween,
  placementPeople,
} from './placed-placement-repository.ts';

type Db = Kysely<Database>;

// What other modules may ask of placed learners and their employers (the timesheets' reminders):
// who is placed in a month, and who the people of a placement are, for a notice to them.

/** A person a notice about a placement goes to: the account, its email and how it is greeted. */
export interface PlacementPerson {
  userId: number;
  email: string;
  name: string;
}

/** A placement with its dates and people: the learner, and the employer with its company name. */
export interface PlacementWithPeople {
  placementId: number;
  /** `YYYY-MM-DD`; null before placing. */
  startDate: string | null;
  endDate: string | null;
  learner: PlacementPerson;
  employer: PlacementPerson & { company: string };
}

function withPeople(row: PlacementPeopleRow): PlacementWithPeople {
  return {
    placementId: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    learner: {
      userId: row.learner_user_id,
      email: row.learner_email,
      name: `${row.first_name} ${row.last_name}`.trim(),
    },
    employer: {
      userId: row.employer_user_id,
      email: row.employer_email,
      // The contact person when the employer named one, as the placing notice greets them.
      name: row.emp_p_name || row.emp_name,
      company: row.emp_name,
    },
  };
}

/** The Placed placements whose start..end covers any day of the month `YYYY-MM`, with their people. */
export async function placedPlacementsInMonth(db: Db, month: string): Promise<PlacementWithPeople[]> {
  const dates = datesOfMonth(month);
  const rows = await placedPlacementsBetween(db, dates[0] as string, dates.at(-1) as string);
  return rows.map(withPeople);
}

/** These placements with their people, whatever their status (a month may wait after completion). */
export async function placementsWithPeople(
  db: Db,
  placementIds: readonly number[],
): Promise<Map<number, PlacementWithPeople>> {
  const rows = await placementPeople(db, placementIds);
  return new Map(rows.map((row) => [row.id, withPeople(row)]));
}
