import { ROLE_IDS, usernameTakenMessage } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomPassword } from '../../lib/random.ts';
import { isUsernameTaken } from '../auth/reserved-username-repository.ts';
import { hasUserWithRole, insertUser } from '../auth/user-repository.ts';

export interface NewAdmin {
  username: string;
  email: string;
  password?: string | undefined;
  firstName?: string;
  lastName?: string;
}

const DEFAULT_FIRST_NAME = 'Portal';
const DEFAULT_LAST_NAME = 'Administrator';

/**
 * The problem of an admin's chosen password under the rules every password follows (length, the
 * server's common list, not containing the username, names or email name), or null; null when
 * the password is to be generated.
 */
export function adminPasswordProblem(admin: NewAdmin): string | null {
  if (admin.password === undefined) return null;
  return passwordProblem(admin.password, {
    username: admin.username,
    firstName: admin.firstName ?? DEFAULT_FIRST_NAME,
    lastName: admin.lastName ?? DEFAULT_LAST_NAME,
    email: admin.email,
  });
}

/**
 * Creates an approved admin; generates a password when none is given and returns it (then the
 * first sign-in must choose a new one). The password is
 * taken as given: callers that take one from a person check `adminPasswordProblem` first.
 */
export async function createAdmin(
  db: Kysely<Database>,
  admin: NewAdmin,
): Promise<{ id: number; password: string }> {
  const password = admin.password ?? randomPassword(16);
  if (await isUsernameTaken(db, admin.username)) throw conflict(usernameTakenMessage(admin.username));
  const row = await insertUser(db, {
    username: admin.username,
    role: ROLE_IDS.admin,
    status: 'approved',
    email: admin.email,
    firstName: admin.firstName ?? DEFAULT_FIRST_NAME,
    lastName: admin.lastName ?? DEFAULT_LAST_NAME,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    // A generated password is printed once: like a mailed one, it is for the first sign-in only.
    passwordChangeRequired: admin.password === undefined,
  });
  return { id: row.id, password };
}

/** Said at every start that finds an admin: the way back in when its password is lost. */
export const ADMIN_EXISTS_LINE =
  '[admin] An admin account exists, so none was created. Lost its password? Stop the portal and run ' +
  'npm run create-admin -- --username NAME --email ADDRESS to add an admin who can sign in.';

const firstAdmin = (config: AppConfig): NewAdmin => ({
  username: config.ADMIN_USERNAME,
  email: config.ADMIN_EMAIL,
  password: config.ADMIN_PASSWORD,
});

/** The one line a start outside development without an admin stops with. */
export const ADMIN_PASSWORD_REQUIRED =
  'Invalid configuration: set ADMIN_PASSWORD to create the first admin (outside development a generated password is never printed), or run npm run create-admin first.';

/**
 * Throws the configuration error of an ADMIN_PASSWORD that breaks the password rules when a first
 * admin is still to be created from it, or is missing outside development (there the console goes to
 * logs others read, so a generated password is only ever shown in development): `npm start` asks
 * before it listens, so that start fails at once.
 */
export async function checkFirstAdminConfig(db: Kysely<Database>, config: AppConfig): Promise<void> {
  if (await hasUserWithRole(db, ROLE_IDS.admin)) return;
  if (!config.ADMIN_PASSWORD && config.NODE_ENV !== 'development') throw new Error(ADMIN_PASSWORD_REQUIRED);
  const problem = adminPasswordProblem(firstAdmin(config));
  // Worded as loadConfig words a bad variable, so the operator knows which setting to change.
  if (problem) throw new Error(`Invalid configuration:\n  ADMIN_PASSWORD: ${problem}`);
}

/**
 * First start: when no admin exists, creates one from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL,
 * in development printing a generated password once (elsewhere ADMIN_PASSWORD is required); every
 * later start says an admin exists. An ADMIN_PASSWORD
 * that breaks the password rules stops the start with a configuration error: the portal never
 * starts with a weak admin password. Of several instances starting at once, one creates the admin.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: AppConfig,
  print: (line: string) => void,
) {
  if (await hasUserWithRole(db, ROLE_IDS.admin)) {
    print(ADMIN_EXISTS_LINE);
    return;
  }
  await checkFirstAdminConfig(db, config);
  const admin = firstAdmin(config);
  let password: string;
  try {
    ({ password } = await createAdmin(db, admin));
  } catch (error) {
    // Instances starting together on an empty database all find no admin; one insert wins, and the
    // others meet its username (the check or the unique index): the first admin exists, start on.
    if (!(await hasUserWithRole(db, ROLE_IDS.admin))) throw error;
    print(ADMIN_EXISTS_LINE);
    return;
  }
  if (config.ADMIN_PASSWORD) {
    print(
      `[admin] Created the first admin "${config.ADMIN_USERNAME}" with the password from ADMIN_PASSWORD.`,
    );
  } else {
    print(
      `[admin] Created the first admin "${config.ADMIN_USERNAME}". Password (shown once; the first sign-in asks for a new one): ${password}`,
    );
  }
}
