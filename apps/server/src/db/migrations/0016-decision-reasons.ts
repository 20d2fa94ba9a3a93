import { type Kysely, sql } from 'kysely';

// Issue 16, approvals an office can trust: a rejection may carry a reason, which the applicant is
// mailed and the decision keeps. Null for approvals and for rejections given without one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE admin_decisions ADD COLUMN reason text CHECK (char_length(reason) <= 500)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE admin_decisions DROP COLUMN IF EXISTS reason`.execute(db);
}
