import type { Kysely } from 'kysely';
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
 * The mails queued for the account, newest first: subject, status and dates only. By the account
 * each mail recorded when it was queued, never by address: a profile's addresses are typed, not proven.
 * Bodies are never read: they held verification codes and mailed passwords.
 */
export function mailsFor(db: Db, userId: number) {
  return db
    .selectFrom('outbox')
    .select(['subject', 'status', 'created_at', 'sent_at'])
    .where('recipient_user_id', '=', userId)
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
 * letters, and what they did themselves. Who acted is read as role, account and (for an employer)
 * company name; the staff username and the IP address are never read.
 */
export function auditEntriesAbout(db: Db, records: LearnerRecords) {
  const ids = (list: readonly number[]) => list.map(String);
  return db
    .selectFrom('audit_log as a')
    .leftJoin('employers as e', (join) =>
      join.onRef('e.user_id', '=', 'a.actor_user_id').on('a.actor_role', '=', 'employer'),
    )
    .select([
      'a.id',
      'a.at',
      'a.actor_user_id',
      'a.actor_role',
      'a.action',
      'a.record_type',
      'a.record_id',
      'a.detail',
      'e.emp_name as actor_company',
    ])
    .where((eb) => {
      const about = [
        eb.and([
          eb('a.record_type', '=', 'learner'),
          eb(eb.fn('lower', ['a.record_id']), '=', records.learnerId.toLowerCase()),
        ]),
        eb('a.actor_user_id', '=', records.userId),
      ];
      if (records.placementIds.length > 0)
        about.push(
          eb.and([eb('a.record_type', '=', 'placement'), eb('a.record_id', 'in', ids(records.placementIds))]),
        );
      if (records.letterIds.length > 0)
        about.push(
          eb.and([eb('a.record_type', '=', 'letter'), eb('a.record_id', 'in', ids(records.letterIds))]),
        );
      return eb.or(about);
    })
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}
