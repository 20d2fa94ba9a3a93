import { type Kysely, sql } from 'kysely';

// Issue 28, paying the stipend:
// - `banks`: the list the office keeps (name, 9-digit routing number);
// - `bank_accounts`: one account a user (learner or employer) is paid into; the whole number is
//   stored for the bank file only, every answer masks it; `changed_at` says from when it applies;
// - `employer_funding`: who pays an employer's trainees from a month on (no row: by employer type,
//   Enterprise-Based employer pays and is reimbursed 60%, the others the programme pays);
// - `employer_stipend_payments`: an employer's confirmation that it paid a month (date, reference);
// - `reimbursement_claims` (+ lines): 60% of an employer's confirmed months, approved by the office;
// - `payment_runs` (+ lines): one month and pay cycle, at most one live run (not Rejected, not Closed)
//   per month and cycle; a line pays one approved month (stipend) or one approved claim, and a month
//   or claim is in at most one live line that is not Held or Failed — enforced here, not only in code.
const statements = [
  `CREATE TABLE banks (
    id serial PRIMARY KEY,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    routing_number char(9) NOT NULL UNIQUE CHECK (routing_number ~ '^[0-9]{9}$'),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE bank_accounts (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    bank_id integer NOT NULL REFERENCES banks (id),
    account_number text NOT NULL CHECK (account_number ~ '^[0-9]{5,16}$'),
    account_holder text NOT NULL CHECK (length(account_holder) BETWEEN 1 AND 100),
    changed_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE employer_funding (
    id serial PRIMARY KEY,
    employer_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    model text NOT NULL CHECK (model IN ('programme', 'employer')),
    from_month char(7) NOT NULL CHECK (from_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    reason text NOT NULL,
    set_by integer REFERENCES users (id) ON DELETE SET NULL,
    set_at timestamptz NOT NULL,
    UNIQUE (employer_user_id, from_month)
  )`,
  `CREATE TABLE employer_stipend_payments (
    timesheet_id integer PRIMARY KEY REFERENCES timesheets (id) ON DELETE CASCADE,
    paid_on date NOT NULL,
    reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
    confirmed_by integer REFERENCES users (id) ON DELETE SET NULL,
    confirmed_at timestamptz NOT NULL
  )`,
  `CREATE TABLE reimbursement_claims (
    id serial PRIMARY KEY,
    employer_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    month char(7) NOT NULL,
    status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved')),
    amount_cents integer NOT NULL CHECK (amount_cents >= 0),
    approved_by integer REFERENCES users (id) ON DELETE SET NULL,
    approved_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    UNIQUE (employer_user_id, month)
  )`,
  `CREATE TABLE reimbursement_claim_lines (
    claim_id integer NOT NULL REFERENCES reimbursement_claims (id) ON DELETE CASCADE,
    timesheet_id integer NOT NULL UNIQUE REFERENCES timesheets (id) ON DELETE CASCADE,
    stipend_cents integer NOT NULL,
    amount_cents integer NOT NULL,
    PRIMARY KEY (claim_id, timesheet_id)
  )`,
  `CREATE TABLE payment_runs (
    id serial PRIMARY KEY,
    month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    cycle smallint NOT NULL CHECK (cycle IN (1, 2)),
    status text NOT NULL DEFAULT 'Draft'
      CHECK (status IN ('Draft', 'Approved', 'Rejected', 'Sent', 'Closed')),
    total_cents bigint NOT NULL DEFAULT 0,
    line_count integer NOT NULL DEFAULT 0,
    held_count integer NOT NULL DEFAULT 0,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL,
    calculated_at timestamptz NOT NULL,
    approved_by integer REFERENCES users (id) ON DELETE SET NULL,
    approved_at timestamptz,
    rejected_by integer REFERENCES users (id) ON DELETE SET NULL,
    rejected_at timestamptz,
    rejected_reason text,
    sent_by integer REFERENCES users (id) ON DELETE SET NULL,
    sent_at timestamptz,
    closed_at timestamptz
  )`,
  `CREATE UNIQUE INDEX payment_runs_live_key ON payment_runs (month, cycle)
    WHERE status NOT IN ('Rejected', 'Closed')`,
  `CREATE TABLE payment_lines (
    id serial PRIMARY KEY,
    run_id integer NOT NULL REFERENCES payment_runs (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('stipend', 'claim')),
    timesheet_id integer REFERENCES timesheets (id),
    claim_id integer REFERENCES reimbursement_claims (id),
    payee_user_id integer NOT NULL,
    payee_name text NOT NULL,
    employee_id text NOT NULL,
    bank_id integer REFERENCES banks (id),
    routing_number char(9),
    account_number text,
    account_holder text,
    days_credited numeric(4, 1),
    amount_cents integer NOT NULL CHECK (amount_cents >= 0),
    status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Held', 'Pending', 'Paid', 'Failed')),
    failed_reason text,
    paid_on date,
    live boolean NOT NULL DEFAULT true,
    CHECK ((kind = 'stipend') = (timesheet_id IS NOT NULL)),
    CHECK ((kind = 'claim') = (claim_id IS NOT NULL)),
    CHECK (status = 'Held' OR account_number IS NOT NULL)
  )`,
  `CREATE INDEX payment_lines_run_idx ON payment_lines (run_id, id)`,
  `CREATE UNIQUE INDEX payment_lines_timesheet_once ON payment_lines (timesheet_id)
    WHERE live AND status IN ('Pending', 'Paid')`,
  `CREATE UNIQUE INDEX payment_lines_claim_once ON payment_lines (claim_id)
    WHERE live AND status IN ('Pending', 'Paid')`,
  `CREATE INDEX payment_lines_payee_idx ON payment_lines (payee_user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_lines',
    'payment_runs',
    'reimbursement_claim_lines',
    'reimbursement_claims',
    'employer_stipend_payments',
    'employer_funding',
    'bank_accounts',
    'banks',
  ])
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
