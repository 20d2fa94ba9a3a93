import { type Kysely, sql } from 'kysely';

// Addresses are stored lower-cased from now on (issue 9, finding 6) and compared as stored, so rows
// written before keep working: their addresses are lower-cased here. Only learners' personal
// address is unique (on lower(), so no two rows can collide); the NOT EXISTS guard still leaves a
// row as it is rather than fail the migration should another row already hold the lowered value.
const statements = [
  `UPDATE users SET email = lower(email) WHERE email <> lower(email)`,
  `UPDATE employers SET emp_email = lower(emp_email), emp_p_email = lower(emp_p_email)
    WHERE emp_email <> lower(emp_email) OR emp_p_email <> lower(emp_p_email)`,
  `UPDATE learners SET email_work = lower(email_work) WHERE email_work <> lower(email_work)`,
  `UPDATE learners AS l SET email_personal = lower(l.email_personal)
    WHERE l.email_personal <> lower(l.email_personal)
      AND NOT EXISTS (
        SELECT 1 FROM learners AS o WHERE o.user_id <> l.user_id AND o.email_personal = lower(l.email_personal)
      )`,
  `UPDATE email_verifications SET email = lower(email) WHERE email <> lower(email)`,
  `UPDATE learner_references SET email = lower(email) WHERE email <> lower(email)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// The original letter case is not kept anywhere, and no code depends on it: nothing to undo.
export async function down(): Promise<void> {}
