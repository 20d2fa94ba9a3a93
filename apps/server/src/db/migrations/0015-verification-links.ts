import { type Kysely, sql } from 'kysely';

// Issue 16, verification without dead ends: a verification row is pruned a day after it is used or
// expires, and a resend deletes it, after which its link could only be called invalid. Every link sent
// is remembered here (by its hash, with the account, until the account goes) so that a used link can
// say the address is confirmed, and an expired or replaced one can offer a new code.
const statements = [
  `CREATE TABLE verification_links (
    link_token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('signup', 'change_email')),
    email text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX verification_links_user_idx ON verification_links (user_id, purpose, created_at DESC)`,
  `CREATE INDEX verification_links_email_idx ON verification_links (email, created_at DESC)`,
  `INSERT INTO verification_links (link_token_hash, user_id, purpose, email, expires_at, used_at, created_at)
    SELECT link_token_hash, user_id, purpose, email, link_expires_at, consumed_at, created_at
    FROM email_verifications`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS verification_links`.execute(db);
}
