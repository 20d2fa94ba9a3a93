import { ROLE_IDS, usernameTakenMessage } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomPassword } from '../../lib/random.ts';
import { findUserByUsername, hasUserWithRole, insertUser } from '../auth/user-repository.ts';

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
  if (await findUserByUsername(db, admin.username)) throw conflict(usernameTakenMessage(admin.username));
  const row = await insertUser(db, {
    username: admin.username,
    role: ROLE_IDS.admin,
    status: 'approved',
    email: admin.email,
    firstName: admin.firstName ?? 'Portal',
    lastName: admin.lastName ?? 'Administrator',
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
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
  if (await hasUserWithRole(db, ROLE_IDS.admin)) return;
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
