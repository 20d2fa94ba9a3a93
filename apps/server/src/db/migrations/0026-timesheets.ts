import { holidaySeed } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';

// Issue 27, the monthly attendance record and the stipend it earns:
// - `holidays`: the public holidays the office keeps (one entry a date), seeded for 2025-2027;
// - `stipend_schedules`: each level's monthly rate in cents from a date; the first schedule is the
//   lookups' amounts from 2000-01-01 (frozen here: a migration must not change when the domain does);
// - `stipend_settings`: the programme's one row of stipend settings (reduce for absences: yes);
// - `placements.stipend_level`: placing fixes a level 1-5 (existing placements get the level whose
//   first-schedule rate equals their amount);
// - `timesheets`: one month of one placement. The learner, employer, the month's working days, the
//   days credited, level, rate, amount and the cut-off are kept with it (worked out by the service on
//   every write, frozen when approved) so that the lists filter and page on columns.
const FIRST_SCHEDULE_CENTS = [275000, 396000, 495000, 687500, 792000] as const;

const statements = [
  `CREATE TABLE holidays (
    date date PRIMARY KEY,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100)
  )`,
  `CREATE TABLE stipend_schedules (
    effective_from date PRIMARY KEY,
    level1_cents integer NOT NULL CHECK (level1_cents > 0),
    level2_cents integer NOT NULL CHECK (level2_cents > 0),
    level3_cents integer NOT NULL CHECK (level3_cents > 0),
    level4_cents integer NOT NULL CHECK (level4_cents > 0),
    level5_cents integer NOT NULL CHECK (level5_cents > 0),
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE stipend_settings (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    reduce_for_absences boolean NOT NULL DEFAULT true
  )`,
  `ALTER TABLE placements ADD COLUMN stipend_level smallint CHECK (stipend_level BETWEEN 1 AND 5)`,
  `CREATE TABLE timesheets (
    id serial PRIMARY KEY,
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    learner_user_id integer NOT NULL,
    employer_user_id integer NOT NULL,
    month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    status text NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Submitted', 'Returned', 'Approved')),
    days jsonb NOT NULL DEFAULT '[]',
    remarks text NOT NULL DEFAULT '',
    working_days smallint NOT NULL,
    days_credited numeric(4, 1) NOT NULL DEFAULT 0,
    level smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
    rate_cents integer NOT NULL,
    amount_cents integer NOT NULL DEFAULT 0,
    cut_off_at timestamptz NOT NULL,
    pay_cycle smallint CHECK (pay_cycle IN (1, 2)),
    submitted_at timestamptz,
    approved_at timestamptz,
    approved_by integer REFERENCES users (id) ON DELETE SET NULL,
    returned_reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (placement_id, month)
  )`,
  `CREATE INDEX timesheets_learner_idx ON timesheets (learner_user_id, month DESC)`,
  `CREATE INDEX timesheets_employer_idx ON timesheets (employer_user_id, month DESC, id DESC)`,
  `CREATE INDEX timesheets_month_idx ON timesheets (month DESC, id DESC)`,
  `CREATE INDEX timesheets_status_month_idx ON timesheets (status, month DESC, id DESC)`,
  `CREATE INDEX timesheets_open_cut_off_idx ON timesheets (cut_off_at) WHERE status <> 'Approved'`,
];

/** The seeded holidays, first schedule and settings (the test reset puts them back after emptying). */
// biome-ignore lint/suspicious/noExplicitAny: seeds any schema that has these tables.
export async function seedTimesheetReference(db: Kysely<any>): Promise<void> {
  const holidays = holidaySeed([2025, 2026, 2027]).map((h) => sql`(${h.date}::date, ${h.name})`);
  await sql`INSERT INTO holidays (date, name) VALUES ${sql.join(holidays)}`.execute(db);
  const [l1, l2, l3, l4, l5] = FIRST_SCHEDULE_CENTS;
  await sql`INSERT INTO stipend_schedules
      (effective_from, level1_cents, level2_cents, level3_cents, level4_cents, level5_cents)
    VALUES (DATE '2000-01-01', ${l1}, ${l2}, ${l3}, ${l4}, ${l5})`.execute(db);
  await sql`INSERT INTO stipend_settings (id, reduce_for_absences) VALUES (1, true)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await seedTimesheetReference(db);
  // An existing placement's amount (TTD) becomes the level whose first-schedule rate equals it.
  for (const [index, cents] of FIRST_SCHEDULE_CENTS.entries()) {
    await sql`UPDATE placements SET stipend_level = ${index + 1}
      WHERE monthly_stipend IS NOT NULL AND monthly_stipend * 100 = ${cents}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS timesheets`.execute(db);
  await sql`ALTER TABLE placements DROP COLUMN IF EXISTS stipend_level`.execute(db);
  for (const table of ['stipend_settings', 'stipend_schedules', 'holidays'])
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
