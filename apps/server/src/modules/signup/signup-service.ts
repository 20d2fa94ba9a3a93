import { randomInt } from 'node:crypto';
import { type EmployerSignup, type LearnerSignup, MESSAGES, ROLE_IDS } from '@ojt/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import {
  findUserByUsername,
  insertUser,
  isLearnerEmailTaken,
  type NewAccount,
} from '../auth/user-repository.ts';
import type { VerificationCodes } from '../auth/verification-code.ts';
import { startVerification } from '../auth/verification-service.ts';
import { insertEmployer, insertLearner } from './signup-repository.ts';

const usernameTaken = async (db: Kysely<Database>, username: string) =>
  (await findUserByUsername(db, username)) !== undefined;

/**
 * Registers an employer as a pending account (no password yet) and mails the verification link and code.
 * The Employer ID is the username. One transaction: nothing is half-saved.
 */
export async function signUpEmployer(
  db: Kysely<Database>,
  codes: VerificationCodes,
  input: EmployerSignup,
  publicUrl: string,
): Promise<void> {
  if (await usernameTaken(db, input.empId)) throw conflict(MESSAGES.employerIdTaken);
  try {
    await register(
      db,
      codes,
      {
        username: input.empId,
        role: ROLE_IDS.employer,
        email: input.empEmail,
        firstName: input.empPName,
        lastName: '',
      },
      (trx, userId) => insertEmployer(trx, userId, input),
      publicUrl,
    );
  } catch (error) {
    // Two sign-ups with one Employer ID at once: the later one trips the username index.
    if (isUniqueViolation(error, 'users_username_key')) throw conflict(MESSAGES.employerIdTaken);
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = (error ?? {}) as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}

/**
 * One transaction: the pending account (no password: approval sets one and mails it), its profile,
 * and the verification of its address with the mail.
 */
function register(
  db: Kysely<Database>,
  codes: VerificationCodes,
  account: NewAccount,
  saveProfile: (trx: Transaction<Database>, userId: number) => Promise<void>,
  publicUrl: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, account);
    await saveProfile(trx, user.id);
    await startVerification(trx, codes, user, 'signup', account.email, account.firstName, publicUrl);
  });
}

/** A short username that is easy to type: initial + surname (letters only) + 4 digits, e.g. 'asharma4821'. */
export function learnerUsername(firstName: string, lastName: string): string {
  const letters = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase();
  const stem = `${letters(firstName).slice(0, 1)}${letters(lastName).slice(0, 8)}` || 'learner';
  return `${stem}${randomInt(1000, 10000)}`;
}

/** Registers a learner as a pending account, generating the username; mails the verification. */
export async function signUpLearner(
  db: Kysely<Database>,
  codes: VerificationCodes,
  input: LearnerSignup,
  publicUrl: string,
): Promise<string> {
  if (await isLearnerEmailTaken(db, input.emailPersonal)) throw conflict(MESSAGES.learnerEmailTaken);
  let username = learnerUsername(input.firstName, input.lastName);
  for (let tries = 0; (await usernameTaken(db, username)) && tries < 20; tries += 1) {
    username = learnerUsername(input.firstName, input.lastName);
  }
  await register(
    db,
    codes,
    {
      username,
      role: ROLE_IDS.learner,
      email: input.emailPersonal,
      firstName: input.firstName,
      lastName: input.lastName,
    },
    (trx, userId) => insertLearner(trx, userId, username, input),
    publicUrl,
  );
  return username;
}
