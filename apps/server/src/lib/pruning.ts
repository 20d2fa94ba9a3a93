import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  deleteMailSentBefore,
  deleteRateLimitsStartedBefore,
  deleteSessionsEndedBefore,
  deleteVerificationsEndedBefore,
} from './pruning-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long rows are kept after they stop mattering. A rate-limit row does not record its window, so
 * it is kept a day after its window started: no limit may have a window longer than a day. Ended
 * sessions and verifications are kept a day, for anyone looking into a recent sign-in; delivered
 * mail (its bodies already cleared) 30 days. A deleted session or verification is refused exactly
 * as an ended one is.
 */
export const RETENTION_MS = {
  rateLimits: DAY_MS,
  sessions: DAY_MS,
  verifications: DAY_MS,
  sentMail: 30 * DAY_MS,
} as const;

export type PruneCounts = Record<keyof typeof RETENTION_MS, number>;

/**
 * Deletes the rows that no longer do anything (issue 9): rate-limit counters whose window is over,
 * sessions and email verifications that ended more than a day before `now`, and mail delivered more
 * than 30 days before it. Live rows are never touched. Answers how many rows of each kind went.
 */
export async function pruneExpired(db: Kysely<Database>, now: Date): Promise<PruneCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    rateLimits: await deleteRateLimitsStartedBefore(db, before(RETENTION_MS.rateLimits)),
    sessions: await deleteSessionsEndedBefore(db, before(RETENTION_MS.sessions)),
    verifications: await deleteVerificationsEndedBefore(db, before(RETENTION_MS.verifications)),
    sentMail: await deleteMailSentBefore(db, before(RETENTION_MS.sentMail)),
  };
}
