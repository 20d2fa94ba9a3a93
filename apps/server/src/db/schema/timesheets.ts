import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp, WithDefault } from './columns.ts';

/** A public holiday of the list the office keeps (0026); `date` 'YYYY-MM-DD'. */
export interface HolidaysTable {
  date: string;
  name: string;
}

/** Each level's monthly rate in cents from `effective_from` ('YYYY-MM-DD'). */
export interface StipendSchedulesTable {
  effective_from: string;
  level1_cents: number;
  level2_cents: number;
  level3_cents: number;
  level4_cents: number;
  level5_cents: number;
  created_by: number | null;
  created_at: Generated<Date>;
}

/** The programme's one row of stipend settings (id 1). */
export interface StipendSettingsTable {
  id: WithDefault<number>;
  reduce_for_absences: WithDefault<boolean>;
}

/** One day of a month's record as kept in `timesheets.days`. */
export interface TimesheetDayRow {
  date: string;
  am: 'P' | 'A' | 'L' | null;
  pm: 'P' | 'A' | 'L' | null;
  leaveReason: 'sick' | 'personal' | 'public-duty' | null;
}

/**
 * One month (`YYYY-MM`) of one placement. The working days, days credited, level, rate, amount and
 * cut-off are worked out by the service on every write and frozen when the month is approved.
 */
export interface TimesheetsTable {
  id: Generated<number>;
  placement_id: number;
  learner_user_id: number;
  employer_user_id: number;
  month: string;
  status: WithDefault<'Draft' | 'Submitted' | 'Returned' | 'Approved'>;
  /** jsonb: written as JSON text, read as the array. */
  days: ColumnType<TimesheetDayRow[], string | undefined, string>;
  remarks: WithDefault<string>;
  working_days: number;
  /** numeric(4,1): PostgreSQL answers it as a string ('18.5'). */
  days_credited: ColumnType<string, number | undefined, number>;
  level: number;
  rate_cents: number;
  amount_cents: WithDefault<number>;
  cut_off_at: Timestamp;
  pay_cycle: 1 | 2 | null;
  submitted_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  approved_by: number | null;
  returned_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/**
 * A reminder of the monthly attendance record that was sent (0027): its kind, the day it was due
 * (`YYYY-MM-DD`), the month (`YYYY-MM`), the placement and the account it went to; the whole row is
 * the key, so a reminder is recorded, and mailed, once.
 */
export interface TimesheetRemindersTable {
  kind: 'nothing-saved' | 'not-submitted' | 'waiting';
  day: string;
  month: string;
  placement_id: number;
  recipient_user_id: number;
  sent_at: Timestamp;
}
