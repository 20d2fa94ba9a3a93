import { randomInt } from 'node:crypto';
import { type EmployerSignup, type LearnerSignup, MESSAGES, normalizeEmail, ROLE_IDS } from '@ojt/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { countRateLimitHit } from '../../lib/rate-limit-repository.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { signupAddressTakenMail } from '../../mail/signup-templates.ts';
import { findUserByUsername, insertUser, type NewAccount } from '../auth/user-repository.ts';
import type { VerificationCodes } from '../auth/verification-code.ts';
import { startVerification } from '../auth/verification-service.ts';
import {
  findEmployerByEmail,
  findLearnerByEmail,
  insertEmployer,
  insertLearner,
  lockSignupAddress,
} from './signup-repository.ts';

/** Mails to the owner of an address named by sign-ups again: enough to be told, not to be flooded. */
const OWNER_MAILS = { max: 3, windowSeconds: 24 * 60 * 60 };

const usernameTaken = async (db: Kysely<Database>, username: string) =>
  (await findUserByUsername(db, username)) !== undefined;

/** A sign-up to save: the account, its profile, and how to find who already holds its address. */
interface Registration {
  role: 'learner' | 'employer';
  account: NewAccount;
  saveProfile: (trx: Transaction<Database>, userId: number) => Promise<void>;
  findOwner: (
    trx: Transaction<Database>,
    email: string,
  ) => Promise<{ userId: number; username: string; name: string } | undefined>;
}

/**
 * Registers an employer as a pending account (no password yet) and mails the verification link and code.
 * The Employer ID is the username the applicant chose: one already registered answers 409. A company
 * email already registered answers as a new sign-up does and mails its owner instead (`register`).
 */
export async function signUpEmployer(
  db: Kysely<Database>,
  codes: VerificationCodes,
  input: EmployerSignup,
  publicUrl: string,
): Promise<void> {
  if (await usernameTaken(db, input.empId)) throw conflict(MESSAGES.employerIdTaken);
  try {
    await register(db, codes, publicUrl, {
      role: 'employer',
      account: {
        username: input.empId,
        role: ROLE_IDS.employer,
        email: input.empEmail,
        firstName: input.empPName,
        lastName: '',
      },
      saveProfile: (trx, userId) => insertEmployer(trx, userId, input),
      findOwner: findEmployerByEmail,
    });
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
 * and the verification of its address with the mail. When the address already belongs to an account
 * of this role, its owner is mailed instead (at most 3 times a day) and nothing else is saved: the
 * caller answers as for a new sign-up, so the answer never tells a stranger that an address is registered.
 */
function register(
  db: Kysely<Database>,
  codes: VerificationCodes,
  publicUrl: string,
  { role, account, saveProfile, findOwner }: Registration,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockSignupAddress(trx, role, account.email);
    const owner = await findOwner(trx, account.email);
    if (owner) {
      const email = normalizeEmail(account.email);
      const mailed = await countRateLimitHit(trx, `signup-taken:${email}`, OWNER_MAILS.windowSeconds);
      if (mailed <= OWNER_MAILS.max) {
        await enqueueMail(trx, {
          ...signupAddressTakenMail(email, { ...owner, role }, `${publicUrl}/login`),
          toUserId: owner.userId,
        });
      }
      return;
    }
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

/**
 * Registers a learner as a pending account, generating the username; mails the verification. A
 * personal email already registered is answered alike, with a username generated the same way that
 * belongs to nobody, and its owner is mailed instead (`register`).
 */
export async function signUpLearner(
  db: Kysely<Database>,
  codes: VerificationCodes,
  input: LearnerSignup,
  publicUrl: string,
): Promise<string> {
  let username = learnerUsername(input.firstName, input.lastName);
  for (let tries = 0; (await usernameTaken(db, username)) && tries < 20; tries += 1) {
    username = learnerUsername(input.firstName, input.lastName);
  }
  const registration: Registration = {
    role: 'learner',
    account: {
      username,
      role: ROLE_IDS.learner,
      email: input.emailPersonal,
      firstName: input.firstName,
      lastName: input.lastName,
    },
    saveProfile: (trx, userId) => insertLearner(trx, userId, username, input),
    findOwner: findLearnerByEmail,
  };
  try {
    await register(db, codes, publicUrl, registration);
  } catch (error) {
    // The address became another learner's between the look-up and the insert (a change of address
    // confirmed meanwhile): once more, now finding its owner, rather than a 409 that names it taken.
    if (!isUniqueViolation(error, 'learners_email_personal_key')) throw error;
    await register(db, codes, publicUrl, registration);
  }
  return username;
}
