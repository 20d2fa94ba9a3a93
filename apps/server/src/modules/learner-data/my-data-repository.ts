import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The learner's account as the copy shows it (no password hashes). */
export function findAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['username', 'email', 'status', 'created_at', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * The mails queued to any of `addresses` (any case), newest first: subject, status and dates only.
 * Bodies are never read: they held verification codes and mailed passwords.
 */
export function mailsTo(db: Db, addresses: readonly string[]) {
  const lowered = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  if (lowered.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('outbox')
    .select(['subject', 'status', 'created_at', 'sent_at'])
    .where(sql<string>`lower(recipient)`, 'in', lowered)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Which records the audit entries about a learner name. */
export interface LearnerRecords {
  userId: number;
  learnerId: string;
  placementIds: readonly number[];
  letterIds: readonly number[];
}

/**
 * The audit entries about the learner, newest first: on their record, their applications and their
 * letters, and what they did themselves.
 */
export function auditEntriesAbout(db: Db, records: LearnerRecords) {
  const ids = (list: readonly number[]) => list.map(String);
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) => {
      const about = [
        eb.and([
          eb('record_type', '=', 'learner'),
          eb(eb.fn('lower', ['record_id']), '=', records.learnerId.toLowerCase()),
        ]),
        eb('actor_user_id', '=', records.userId),
      ];
      if (records.placementIds.length > 0)
        about.push(
          eb.and([eb('record_type', '=', 'placement'), eb('record_id', 'in', ids(records.placementIds))]),
        );
      if (records.letterIds.length > 0)
        about.push(eb.and([eb('record_type', '=', 'letter'), eb('record_id', 'in', ids(records.letterIds))]));
      return eb.or(about);
    })
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
