import { type Holiday, MESSAGES, type StipendSchedule, type StipendSettings } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  deleteHoliday,
  holidaysBetween,
  insertHoliday,
  insertStipendSchedule,
  saveStipendSettings,
  stipendSchedules,
  stipendSettings,
} from './calendar-repository.ts';

// The programme office keeps the calendar and the rates the months are worked out with: the public
// holidays, the stipend schedules and the stipend settings. A change applies to the months written
// after it (a Draft or Returned month is worked out again when saved); approved months keep the
// figures frozen when they were approved. Each change is in the audit trail, in its transaction.

/** A year's public holidays, by date. */
export async function yearHolidays({ db }: Deps, year: number): Promise<Holiday[]> {
  return holidaysBetween(db, `${year}-01-01`, `${year}-12-31`);
}

/** Adds a public holiday; 409 when the date is one already. */
export async function addHoliday({ db }: Deps, admin: AuthUser, holiday: Holiday): Promise<Holiday> {
  await db.transaction().execute(async (trx) => {
    if (!(await insertHoliday(trx, holiday))) throw conflict(MESSAGES.holidayExists);
    await recordAudit(
      trx,
      admin,
      'holiday.added',
      { type: 'holiday', id: holiday.date },
      { name: holiday.name },
    );
  });
  return holiday;
}

/** Removes a public holiday by its date; 404 when the date is none. */
export async function removeHoliday({ db }: Deps, admin: AuthUser, date: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const name = await deleteHoliday(trx, date);
    if (name === undefined) throw notFound(MESSAGES.holidayNotFound);
    await recordAudit(trx, admin, 'holiday.removed', { type: 'holiday', id: date }, { name });
  });
}

/** Every stipend schedule, oldest first (the first is the lookups' rates from 2000-01-01). */
export async function listStipendSchedules({ db }: Deps): Promise<StipendSchedule[]> {
  return stipendSchedules(db);
}

/** Adds a schedule of the five levels' rates from its date; 409 when one starts that day. */
export async function addStipendSchedule(
  { db }: Deps,
  admin: AuthUser,
  schedule: StipendSchedule,
): Promise<StipendSchedule> {
  await db.transaction().execute(async (trx) => {
    if (!(await insertStipendSchedule(trx, schedule, admin.id)))
      throw conflict(MESSAGES.stipendScheduleExists);
    await recordAudit(
      trx,
      admin,
      'stipend-schedule.added',
      { type: 'rates', id: schedule.effectiveFrom },
      { rateCents: { ...schedule.rates } },
    );
  });
  return schedule;
}

/** The programme's stipend settings. */
export async function currentStipendSettings({ db }: Deps): Promise<StipendSettings> {
  return stipendSettings(db);
}

/** Changes the programme's stipend settings (recorded even when unchanged: the office said so again). */
export async function changeStipendSettings(
  { db }: Deps,
  admin: AuthUser,
  settings: StipendSettings,
): Promise<StipendSettings> {
  await db.transaction().execute(async (trx) => {
    const before = await stipendSettings(trx);
    await saveStipendSettings(trx, settings);
    await recordAudit(
      trx,
      admin,
      'stipend-settings.changed',
      { type: 'settings', id: 'stipend' },
      { reduceForAbsences: settings.reduceForAbsences, before: before.reduceForAbsences },
    );
  });
  return settings;
}
