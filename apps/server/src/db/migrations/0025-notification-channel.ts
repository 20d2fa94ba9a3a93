import { type Kysely, sql } from 'kysely';

// A notice goes by a channel: email for now; SMS and in-portal notices come next, each adding itself
// to the check. Rows queued before this migration were all mail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox ADD COLUMN channel text NOT NULL DEFAULT 'email'
    CONSTRAINT outbox_channel_check CHECK (channel IN ('email'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox DROP COLUMN IF EXISTS channel`.execute(db);
}
