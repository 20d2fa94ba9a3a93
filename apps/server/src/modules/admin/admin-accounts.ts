import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomPassword } from '../../lib/random.ts';
import { findUserByUsername } from '../auth/user-repository.ts';

export interface NewAdmin {
  username: string;
  email: string;
  password?: string | undefined;
  firstName?: string;
  lastName?: string;
}

/** Creates an approved admin; generates a password when none is given and returns it. */
export async function createAdmin(
  db: Kysely<Database>,
  admin: NewAdmin,
): Promise<{ id: number; password: string }> {
  const password = admin.password ?? randomPassword(16);
  if (await findUserByUsername(db, admin.username))
    throw conflict(`The username "${admin.username}" is already taken.`);
  const row = await db
    .insertInto('users')
    .values({
      username: admin.username,
      role: 3,
      status: 'approved',
      email: admin.email,
      first_name: admin.firstName ?? 'Portal',
      last_name: admin.lastName ?? 'Administrator',
      password_hash: await hashPassword(password),
      temp_password_hash: null,
      temp_password_expires_at: null,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, password };
}

/**
 * First start: when no admin exists, creates one from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL,
 * printing a generated password once.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: AppConfig,
  print: (line: string) => void,
) {
  const any = await db.selectFrom('users').select('id').where('role', '=', 3).limit(1).executeTakeFirst();
  if (any) return;
  const { password } = await createAdmin(db, {
    username: config.ADMIN_USERNAME,
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (config.ADMIN_PASSWORD) {
    print(
      `[admin] Created the first admin "${config.ADMIN_USERNAME}" with the password from ADMIN_PASSWORD.`,
    );
  } else {
    print(
      `[admin] Created the first admin "${config.ADMIN_USERNAME}". Password (shown once, change it after signing in): ${password}`,
    );
  }
}
