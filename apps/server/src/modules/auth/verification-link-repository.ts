import type { Kysely, Selectable } from 'kysely';
import type { Database, VerificationLinksTable } from '../../db/schema.ts';
import { writtenNow } from './verification-repository.ts';

export type VerificationLink = Selectable<VerificationLinksTable>;

/** Remembers a link sent, so that it can be recognised after its verification is gone. */
export async function recordVerificationLink(
  db: Kysely<Database>,
  link: Omit<VerificationLink, 'used_at' | 'created_at'>,
): Promise<void> {
  await db
    .insertInto('verification_links')
    .values({ ...link, used_at: null, created_at: writtenNow() })
    .execute();
}

/** Marks a link used, when its verification succeeds. */
export async function markVerificationLinkUsed(
  db: Kysely<Database>,
  linkTokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('verification_links')
    .set({ used_at: now })
    .where('link_token_hash', '=', linkTokenHash)
    .execute();
}

/** The link with this hash, used, expired or live; undefined for a link never sent. */
export function findVerificationLink(
  db: Kysely<Database>,
  linkTokenHash: string,
): Promise<VerificationLink | undefined> {
  return db
    .selectFrom('verification_links')
    .selectAll()
    .where('link_token_hash', '=', linkTokenHash)
    .executeTakeFirst();
}

/** The newest link sent to `email` (stored lower-cased), of any account and purpose. */
export function findNewestLinkForEmail(
  db: Kysely<Database>,
  email: string,
): Promise<VerificationLink | undefined> {
  return db
    .selectFrom('verification_links')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** True when `link` is its account's newest link of its purpose: an older one was replaced. */
export async function isNewestLink(db: Kysely<Database>, link: VerificationLink): Promise<boolean> {
  const newest = await db
    .selectFrom('verification_links')
    .select('link_token_hash')
    .where('user_id', '=', link.user_id)
    .where('purpose', '=', link.purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return newest?.link_token_hash === link.link_token_hash;
}
