import { PRUNE_AFTER_DAYS, RETENTION_DEFAULT_DAYS, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../modules/audit/audit.ts';
import {
  clearFailedMailBefore,
  type DeletedSignup,
  deleteContactMessagesBefore,
  deleteMailSentBefore,
  deleteRateLimitsStartedBefore,
  deleteRejectedSignupsBefore,
  deleteReservedUsernamesBefore,
  deleteSessionsEndedBefore,
  deleteTimesheetRemindersBefore,
  deleteUnverifiedSignupsBefore,
  deleteVerificationLinksEndedBefore,
  deleteVerificationsEndedBefore,
  deleteWithdrawalCodesExpiredBefore,
} from './pruning-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long rows are kept after they stop mattering. A rate-limit row does not record its window, so
 * it is kept a day after its window started: no limit may have a window longer than a day. Ended
 * sessions, verifications and withdrawal codes are kept a day, for anyone looking into a recent
 * sign-in; delivered mail (its bodies already cleared) 30 days, and mail that failed for good keeps
 * its bodies 30 days after it was queued (the row stays). A deleted session or code is refused
 * exactly as an ended one is. Verification links are remembered 30 days after they were used or
 * expired, and contact messages (mailed to support when sent) kept 30 days: the privacy notice says so.
 */
export const RETENTION_MS = {
  rateLimits: DAY_MS,
  sessions: DAY_MS,
  verifications: DAY_MS,
  withdrawalCodes: DAY_MS,
  sentMail: 30 * DAY_MS,
  failedMailBodies: PRUNE_AFTER_DAYS.failedMail * DAY_MS,
  verificationLinks: PRUNE_AFTER_DAYS.verificationLinks * DAY_MS,
  contactMessages: PRUNE_AFTER_DAYS.contactMessages * DAY_MS,
  // Attendance reminders' records: a reminder goes at most a month after its month, so 90 days is ample.
  timesheetReminders: 90 * DAY_MS,
} as const;

/**
 * How long sign-ups that were never approved are kept (issue 11): never verified, counted from the
 * sign-up; rejected, counted from the decision. From RETENTION_UNVERIFIED_DAYS and RETENTION_REJECTED_DAYS.
 */
export interface SignupRetention {
  unverifiedDays: number;
  rejectedDays: number;
}

export const DEFAULT_SIGNUP_RETENTION: SignupRetention = {
  unverifiedDays: RETENTION_DEFAULT_DAYS.unverified,
  rejectedDays: RETENTION_DEFAULT_DAYS.rejected,
};

export type PruneCounts = Record<
  keyof typeof RETENTION_MS | 'unverifiedSignups' | 'rejectedSignups' | 'reservedUsernames',
  number
>;

type Db = Kysely<Database>;

/**
 * Runs one retention rule on sign-ups and records each deleted account in the audit trail
 * ('signup.expired', by the system), in the transaction of the delete: by the account's number, as a
 * username is made from the person's name and the entry outlives the account.
 */
async function expireSignups(
  db: Db,
  rule: 'unverified' | 'rejected',
  days: number,
  remove: (trx: Db) => Promise<DeletedSignup[]>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const deleted = await remove(trx);
    for (const { id, role } of deleted) {
      const type = role === ROLE_IDS.employer ? 'employer' : 'learner';
      await recordAudit(trx, null, 'signup.expired', { type, id }, { rule, days });
    }
    return deleted.length;
  });
}

/**
 * Deletes the rows that no longer do anything (issue 9): rate-limit counters whose window is over,
 * sessions, email verifications and withdrawal codes that ended more than a day before `now`, mail
 * delivered, verification links ended and contact messages sent more than 30 days before it; the
 * bodies of mail that failed for good, queued more than 30 days before it; and the sign-ups past
 * their retention period (issue 11), with the usernames sign-ups reserved as long ago.
 * Live rows are never touched. Every delete is one idempotent statement, so several instances may run
 * it at once. Answers how many rows of each kind went.
 */
export async function pruneExpired(
  db: Db,
  now: Date,
  signups: SignupRetention = DEFAULT_SIGNUP_RETENTION,
): Promise<PruneCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const { unverifiedDays, rejectedDays } = signups;
  return {
    rateLimits: await deleteRateLimitsStartedBefore(db, before(RETENTION_MS.rateLimits)),
    sessions: await deleteSessionsEndedBefore(db, before(RETENTION_MS.sessions)),
    verifications: await deleteVerificationsEndedBefore(db, before(RETENTION_MS.verifications)),
    withdrawalCodes: await deleteWithdrawalCodesExpiredBefore(db, before(RETENTION_MS.withdrawalCodes)),
    sentMail: await deleteMailSentBefore(db, before(RETENTION_MS.sentMail)),
    failedMailBodies: await clearFailedMailBefore(db, before(RETENTION_MS.failedMailBodies)),
    verificationLinks: await deleteVerificationLinksEndedBefore(db, before(RETENTION_MS.verificationLinks)),
    contactMessages: await deleteContactMessagesBefore(db, before(RETENTION_MS.contactMessages)),
    timesheetReminders: await deleteTimesheetRemindersBefore(db, before(RETENTION_MS.timesheetReminders)),
    unverifiedSignups: await expireSignups(db, 'unverified', unverifiedDays, (trx) =>
      deleteUnverifiedSignupsBefore(trx, before(unverifiedDays * DAY_MS), ROLE_IDS.admin),
    ),
    rejectedSignups: await expireSignups(db, 'rejected', rejectedDays, (trx) =>
      deleteRejectedSignupsBefore(trx, before(rejectedDays * DAY_MS), ROLE_IDS.admin),
    ),
    // A username a sign-up answered with but did not save is held as long as an unverified account.
    reservedUsernames: await deleteReservedUsernamesBefore(db, before(unverifiedDays * DAY_MS)),
  };
}
