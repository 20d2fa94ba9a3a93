import type { Holiday, StipendSchedule, StipendSettings } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The programme's calendar and rates (0026): the public holidays the office keeps, the stipend
 * schedules and the stipend settings. Reads for the months' figures, writes for the office's calls.
 */

/** The holidays from `from` to `to` (dates `YYYY-MM-DD`, both inclusive), by date. */
export async function holidaysBetween(db: Db, from: string, to: string): Promise<Holiday[]> {
  return db
    .selectFrom('holidays')
    .select(['date', 'name'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** Adds a holiday; false when the date is one already. */
export async function insertHoliday(db: Db, holiday: Holiday): Promise<boolean> {
  const row = await db
    .insertInto('holidays')
    .values(holiday)
    .onConflict((oc) => oc.column('date').doNothing())
    .returning('date')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a holiday; answers its name, undefined when the date was none. */
export async function deleteHoliday(db: Db, date: string): Promise<string | undefined> {
  const row = await db.deleteFrom('holidays').where('date', '=', date).returning('name').executeTakeFirst();
  return row?.name;
}

/** Every stipend schedule, oldest first. */
export async function stipendSchedules(db: Db): Promise<StipendSchedule[]> {
  const rows = await db.selectFrom('stipend_schedules').selectAll().orderBy('effective_from').execute();
  return rows.map((row) => ({
    effectiveFrom: row.effective_from,
    rates: {
      1: row.level1_cents,
      2: row.level2_cents,
      3: row.level3_cents,
      4: row.level4_cents,
      5: row.level5_cents,
    },
  }));
}

/** Adds a schedule; false when one starts on that date already. */
export async function insertStipendSchedule(
  db: Db,
  schedule: StipendSchedule,
  createdBy: number,
): Promise<boolean> {
  const row = await db
    .insertInto('stipend_schedules')
    .values({
      effective_from: schedule.effectiveFrom,
      level1_cents: schedule.rates[1],
      level2_cents: schedule.rates[2],
      level3_cents: schedule.rates[3],
      level4_cents: schedule.rates[4],
      level5_cents: schedule.rates[5],
      created_by: createdBy,
    })
    .onConflict((oc) => oc.column('effective_from').doNothing())
    .returning('effective_from')
    .executeTakeFirst();
  return row !== undefined;
}

/** The programme's stipend settings (the one row 0026 seeds). */
export async function stipendSettings(db: Db): Promise<StipendSettings> {
  const row = await db
    .selectFrom('stipend_settings')
    .select('reduce_for_absences')
    .where('id', '=', 1)
    .executeTakeFirst();
  return { reduceForAbsences: row?.reduce_for_absences ?? true };
}

/** Changes the programme's stipend settings. */
export async function saveStipendSettings(db: Db, settings: StipendSettings): Promise<void> {
  await db
    .insertInto('stipend_settings')
    .values({ id: 1, reduce_for_absences: settings.reduceForAbsences })
    .onConflict((oc) => oc.column('id').doUpdateSet({ reduce_for_absences: settings.reduceForAbsences }))
    .execute();
}
