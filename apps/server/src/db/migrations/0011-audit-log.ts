import { type Kysely, sql } from 'kysely';

// Issue 11, the audit trail: one row per decision or sensitive read, written in the transaction of the
// change. The actor is kept as text (username and role) as well as by id, so an entry outlives the
// account it names. Rows are append-only: a trigger refuses UPDATE and DELETE, so no code path of the
// portal can edit or remove one (only an operator dropping the trigger could).
const statements = [
  `CREATE TABLE audit_log (
    id serial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_user_id integer,
    actor_username text,
    actor_role text,
    action text NOT NULL,
    record_type text NOT NULL,
    record_id text NOT NULL,
    detail jsonb NOT NULL DEFAULT '{}'::jsonb,
    ip text
  )`,
  `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'audit_log is append-only';
  END $$`,
  `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
  'CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)',
  'CREATE INDEX audit_log_record_idx ON audit_log (record_type, record_id, at DESC, id DESC)',
  'CREATE INDEX audit_log_actor_idx ON audit_log (lower(actor_username), at DESC, id DESC)',
  'CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC, id DESC)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS audit_log`.execute(db);
  await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
}
