import { type Kysely, sql } from 'kysely';

// Raw SQL keeps the DDL readable; each statement runs alone (extended protocol allows one per query).
const statements = [
  `CREATE TABLE users (
    id serial PRIMARY KEY,
    username text NOT NULL,
    role smallint NOT NULL CHECK (role IN (1, 2, 3)),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    email text NOT NULL,
    first_name text NOT NULL DEFAULT '',
    last_name text NOT NULL DEFAULT '',
    password_hash text,
    temp_password_hash text,
    temp_password_expires_at timestamptz,
    email_verified_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_username_key ON users (lower(username))`,
  `CREATE INDEX users_role_status_idx ON users (role, status)`,
  `CREATE TABLE sessions (
    id text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    persistent boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  `CREATE INDEX sessions_user_idx ON sessions (user_id)`,
  `CREATE TABLE employers (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    emp_id text NOT NULL,
    emp_name text NOT NULL,
    emp_street text NOT NULL DEFAULT '',
    emp_city integer,
    emp_state text NOT NULL DEFAULT '',
    emp_postal_code text NOT NULL DEFAULT '',
    emp_phone text NOT NULL DEFAULT '',
    emp_fax text NOT NULL DEFAULT '',
    emp_website text NOT NULL DEFAULT '',
    emp_type integer,
    emp_email text NOT NULL,
    emp_registration_state text NOT NULL DEFAULT '',
    emp_country text NOT NULL DEFAULT '',
    emp_p_name text NOT NULL DEFAULT '',
    emp_p_title text NOT NULL DEFAULT '',
    emp_p_phone text NOT NULL DEFAULT '',
    emp_p_fax text NOT NULL DEFAULT '',
    emp_p_email text NOT NULL DEFAULT '',
    is_parent boolean NOT NULL DEFAULT false,
    emp_parent_id text NOT NULL DEFAULT '',
    company_start_month integer,
    company_start_year integer,
    company_sector integer,
    staff_count integer,
    is_rtp boolean NOT NULL DEFAULT false,
    app_date timestamptz NOT NULL DEFAULT now(),
    approval_date timestamptz
  )`,
  `CREATE UNIQUE INDEX employers_emp_id_key ON employers (lower(emp_id))`,
  `CREATE INDEX employers_app_date_idx ON employers (app_date DESC)`,
  `CREATE TABLE learners (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    learner_id text NOT NULL,
    first_name text NOT NULL,
    middle_name text NOT NULL DEFAULT '',
    last_name text NOT NULL,
    dob date,
    country_of_birth text NOT NULL DEFAULT '',
    birth_certificate_no text NOT NULL DEFAULT '',
    passport_no text NOT NULL DEFAULT '',
    national_id text NOT NULL DEFAULT '',
    gender text NOT NULL DEFAULT '',
    marital_status text NOT NULL DEFAULT '',
    street_address text NOT NULL DEFAULT '',
    city integer,
    state text NOT NULL DEFAULT '',
    postal_code text NOT NULL DEFAULT '',
    country text NOT NULL DEFAULT '',
    permanent_street text NOT NULL DEFAULT '',
    permanent_city integer,
    permanent_state text NOT NULL DEFAULT '',
    permanent_postal_code text NOT NULL DEFAULT '',
    permanent_country text NOT NULL DEFAULT '',
    phone_home text NOT NULL DEFAULT '',
    phone_mobile text NOT NULL DEFAULT '',
    phone_work text NOT NULL DEFAULT '',
    email_work text NOT NULL DEFAULT '',
    email_personal text NOT NULL,
    disability smallint NOT NULL DEFAULT 0,
    disability_type text NOT NULL DEFAULT '',
    employment_status text NOT NULL DEFAULT '',
    education_level text NOT NULL DEFAULT '',
    nis_no text NOT NULL DEFAULT '',
    date_registered timestamptz NOT NULL DEFAULT now(),
    learner_status smallint NOT NULL DEFAULT 0
  )`,
  `CREATE UNIQUE INDEX learners_learner_id_key ON learners (lower(learner_id))`,
  `CREATE UNIQUE INDEX learners_email_personal_key ON learners (lower(email_personal))`,
  `CREATE INDEX learners_date_registered_idx ON learners (date_registered DESC)`,
  `CREATE TABLE email_verifications (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('signup', 'change_email')),
    email text NOT NULL,
    link_token_hash text NOT NULL UNIQUE,
    code_hash text NOT NULL,
    link_expires_at timestamptz NOT NULL,
    code_expires_at timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    consumed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX email_verifications_user_idx ON email_verifications (user_id)`,
  `CREATE TABLE admin_decisions (
    id serial PRIMARY KEY,
    admin_id integer NOT NULL REFERENCES users (id),
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE outbox (
    id bigserial PRIMARY KEY,
    recipient text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    console_note text,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  )`,
  `CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending'`,
  `CREATE TABLE rate_limits (
    key text PRIMARY KEY,
    window_started_at timestamptz NOT NULL,
    hits integer NOT NULL
  )`,
  `CREATE TABLE contact_messages (
    id serial PRIMARY KEY,
    name text NOT NULL,
    email text NOT NULL,
    subject text NOT NULL,
    category text NOT NULL,
    message text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_messages',
    'rate_limits',
    'outbox',
    'admin_decisions',
    'email_verifications',
    'learners',
    'employers',
    'sessions',
    'users',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
