import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const key = (username: string) => username.trim().toLowerCase();

/**
 * True when an account holds this username (any case) or a sign-up reserved it: every check before
 * creating an account asks this, so a reserved name is refused exactly as an existing account's is.
 */
export async function isUsernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const name = key(username);
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('users')
              .select('id')
              .where((u) => u(u.fn('lower', ['username']), '=', name)),
          ),
          eb.exists(eb.selectFrom('reserved_usernames').select('username').where('username', '=', name)),
        ])
        .as('taken'),
    )
    .executeTakeFirstOrThrow();
  return Boolean(row.taken);
}

/** Reserves a username; false when another sign-up reserved it first (two racing for one name). */
export async function reserveUsername(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .insertInto('reserved_usernames')
    .values({ username: key(username) })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('username')
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees a reservation: an account now holds the name, or its sign-up could not be saved. */
export async function releaseUsername(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('reserved_usernames').where('username', '=', key(username)).execute();
}
