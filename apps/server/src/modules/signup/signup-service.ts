import { randomInt } from 'node:crypto';
import {
  ageBandProblem,
  type EmployerSignup,
  type LearnerSignup,
  MESSAGES,
  normalizeEmail,
  ROLE_IDS,
} from '@ojt/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { countRateLimitHit } from '../../lib/rate-limit-repository.ts';
import { withRetries } from '../../lib/transient-retry.ts';
import {
  findEmployerByEmail,
  findLearnerByEmail,
  insertUser,
  isUsernameTaken,
  type NewAccount,
  releaseUsername,
  reserveUsername,
} from '../accounts/directory-service.ts';
import type { VerificationCodes } from '../auth/verification-code.ts';
import { startVerification } from '../auth/verification-service.ts';
import { insertEmployer, insertLearner, lockSignupAddress } from './signup-repository.ts';

/** Mails to the owner of an address named by sign-ups again: enough to be told, not to be flooded. */
const OWNER_MAILS = { max: 3, windowSeconds: 24 * 60 * 60 };

/** What a sign-up needs besides its input: where links lead, and how to work after the answer. */
export interface SignupOptions {
  /** Runs the registration once the answer has gone (`OutboxWorker.afterAnswer`). */
  afterAnswer: (task: () => Promise<void>) => void;
  /** Told of a sign-up that was answered but could not be saved: nobody else will hear of it. */
  onLost: (error: unknown, username: string) => void;
}

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
 * The Employer ID is the username the applicant chose: one already registered or reserved answers 409,
 * and that is all that is decided before the answer (`registerAfterAnswer`).
 */
export async function signUpEmployer(
  deps: Deps,
  codes: VerificationCodes,
  input: EmployerSignup,
  options: SignupOptions,
): Promise<void> {
  const { db } = deps;
  // A reservation refused means another sign-up with this Employer ID got there first.
  if ((await isUsernameTaken(db, input.empId)) || !(await reserveUsername(db, input.empId))) {
    throw conflict(MESSAGES.employerIdTaken);
  }
  registerAfterAnswer(deps, codes, options, {
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
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = (error ?? {}) as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}

/**
 * Saves a sign-up whose username is already reserved, after the answer: whether its address is
 * registered must show neither in the answer nor in how long it takes. A sign-up that cannot be
 * saved frees its username (so that trying again is not refused) and is reported to `onLost`.
 */
function registerAfterAnswer(
  deps: Deps,
  codes: VerificationCodes,
  { afterAnswer, onLost }: SignupOptions,
  registration: Registration,
): void {
  const { username } = registration.account;
  afterAnswer(async () => {
    try {
      // A passing fault (a connection not free within the pool's wait during an intake's spike, a
      // deadlock, a database restart) is tried again for about a minute: the sign-up was answered 201.
      await withRetries(() =>
        register(deps, codes, registration).catch((error: unknown) => {
          // The address became another learner's between the look-up and the insert (a change of
          // address confirmed meanwhile): once more, now finding its owner.
          if (!isUniqueViolation(error, 'learners_email_personal_key')) throw error;
          return register(deps, codes, registration);
        }),
      );
    } catch (error) {
      await releaseUsername(deps.db, username).catch(() => undefined);
      onLost(error, username);
    }
  });
}

/**
 * One transaction: the pending account (no password: approval sets one and mails it), its profile,
 * and the verification of its address with the mail; the account takes over the username's
 * reservation. When the address already belongs to an account of this role, its owner is mailed
 * instead (at most 3 times a day) and nothing else is saved: the username stays reserved, as held as
 * if the account had been made, so no later sign-up can tell the two cases apart by it.
 */
function register(
  deps: Deps,
  codes: VerificationCodes,
  { role, account, saveProfile, findOwner }: Registration,
): Promise<void> {
  const { db, publicUrl, notify } = deps;
  return db.transaction().execute(async (trx) => {
    await lockSignupAddress(trx, role, account.email);
    const owner = await findOwner(trx, account.email);
    if (owner) {
      const email = normalizeEmail(account.email);
      const mailed = await countRateLimitHit(trx, `signup-taken:${email}`, OWNER_MAILS.windowSeconds);
      if (mailed <= OWNER_MAILS.max) {
        await notify(
          trx,
          { kind: 'signup-address-taken', owner: { ...owner, role }, loginUrl: `${publicUrl}/login` },
          { userId: owner.userId, email },
        );
      }
      return;
    }
    await releaseUsername(trx, account.username);
    const user = await insertUser(trx, account);
    await saveProfile(trx, user.id);
    await startVerification(deps, trx, codes, user, 'signup', account.email, account.firstName);
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

/** A generated username that no account holds, reserved for this sign-up. */
async function reserveLearnerUsername(db: Kysely<Database>, input: LearnerSignup): Promise<string> {
  for (let tries = 0; tries < 20; tries += 1) {
    const username = learnerUsername(input.firstName, input.lastName);
    if (!(await isUsernameTaken(db, username)) && (await reserveUsername(db, username))) return username;
  }
  throw conflict(MESSAGES.usernameTakenTryAgain);
}

/**
 * Registers a learner as a pending account, generating the username; mails the verification. The
 * username is generated and reserved before the answer, whatever the address; a personal email
 * already registered gets its owner mailed instead, after the answer (`registerAfterAnswer`).
 * A date of birth outside the programme's ages on the clock's Port of Spain day answers 400 (dob).
 */
export async function signUpLearner(
  deps: Deps,
  codes: VerificationCodes,
  input: LearnerSignup,
  options: SignupOptions,
): Promise<string> {
  const outsideBand = ageBandProblem(input.dob, deps.clock.now());
  if (outsideBand) throw badRequest(outsideBand, { dob: outsideBand });
  const username = await reserveLearnerUsername(deps.db, input);
  registerAfterAnswer(deps, codes, options, {
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
  });
  return username;
}
