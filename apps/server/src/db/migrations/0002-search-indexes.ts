import { type Kysely, sql } from 'kysely';

// Trigram indexes make the admin's substring search (ILIKE '%…%') fast on 100,000 rows.
// pg_trgm ships with PostgreSQL's contrib and with PGlite; where the extension cannot be created
// (no privilege), search still works, only slower.
const INDEXES = [
  `CREATE INDEX learners_name_trgm ON learners USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`,
  'CREATE INDEX learners_email_trgm ON learners USING gin (email_personal gin_trgm_ops)',
  'CREATE INDEX learners_learner_id_trgm ON learners USING gin (learner_id gin_trgm_ops)',
  'CREATE INDEX employers_name_trgm ON employers USING gin (emp_name gin_trgm_ops)',
  'CREATE INDEX employers_p_name_trgm ON employers USING gin (emp_p_name gin_trgm_ops)',
  'CREATE INDEX employers_email_trgm ON employers USING gin (emp_email gin_trgm_ops)',
  'CREATE INDEX employers_p_email_trgm ON employers USING gin (emp_p_email gin_trgm_ops)',
  'CREATE INDEX employers_emp_id_trgm ON employers USING gin (emp_id gin_trgm_ops)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DO $$ BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN insufficient_privilege OR undefined_file THEN
    RAISE NOTICE 'pg_trgm is not available: admin search will not use trigram indexes';
  END $$`.execute(db);
  const { rows } = await sql<{
    ok: boolean;
  }>`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS ok`.execute(db);
  if (!rows[0]?.ok) return;
  for (const statement of INDEXES) await sql.raw(statement).execute(db);
  await sql.raw('CREATE INDEX users_role_created_idx ON users (role, created_at DESC)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'learners_name_trgm',
    'learners_email_trgm',
    'learners_learner_id_trgm',
    'employers_name_trgm',
    'employers_p_name_trgm',
    'employers_email_trgm',
    'employers_p_email_trgm',
    'employers_emp_id_trgm',
    'users_role_created_idx',
  ]) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  }
}
