import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001-accounts.ts';
import * as m0002 from './migrations/0002-search-indexes.ts';
import * as m0003 from './migrations/0003-placements.ts';
import * as m0004 from './migrations/0004-learner-profile-lists.ts';
import * as m0005 from './migrations/0005-lowercase-emails.ts';
import * as m0006 from './migrations/0006-password-change-and-idle-sessions.ts';
import * as m0007 from './migrations/0007-placing.ts';
import * as m0008 from './migrations/0008-placement-evaluations.ts';
import * as m0009 from './migrations/0009-experience-letters.ts';
import * as m0010 from './migrations/0010-placement-sector.ts';
import * as m0011 from './migrations/0011-audit-log.ts';
import * as m0012 from './migrations/0012-signup-withdrawals.ts';
import * as m0013 from './migrations/0013-report-indexes.ts';
import * as m0014 from './migrations/0014-employer-type-copies.ts';
import * as m0015 from './migrations/0015-verification-links.ts';
import * as m0016 from './migrations/0016-decision-reasons.ts';
import * as m0018 from './migrations/0018-outbox-recipient-account.ts';
import * as m0019 from './migrations/0019-one-placement-at-a-time.ts';
import * as m0020 from './migrations/0020-learner-share-disability.ts';
import * as m0021 from './migrations/0021-letter-holds.ts';
import * as m0022 from './migrations/0022-private-notes.ts';
import * as m0024 from './migrations/0024-reserved-usernames.ts';
import * as m0025 from './migrations/0025-notification-channel.ts';
import * as m0026 from './migrations/0026-timesheets.ts';
import * as m0027 from './migrations/0027-timesheet-reminders.ts';
import * as m0028 from './migrations/0028-timesheet-list-indexes.ts';
import * as m0029 from './migrations/0029-payments.ts';
import * as m0030 from './migrations/0030-placement-breaks.ts';
import * as m0031 from './migrations/0031-placement-agreements.ts';
import * as m0032 from './migrations/0032-reviews.ts';
import * as m0033 from './migrations/0033-placement-exits.ts';
import * as m0034 from './migrations/0034-typed-towns.ts';
import * as m0035 from './migrations/0035-admin-list-keysets.ts';
import * as m0036 from './migrations/0036-report-summaries.ts';
import * as m0037 from './migrations/0037-admin-search-keysets.ts';

// Migrations are listed in code, not read from disk, so they run the same from source, tests and bundles.
const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-search-indexes': m0002,
  '0003-placements': m0003,
  '0004-learner-profile-lists': m0004,
  '0005-lowercase-emails': m0005,
  '0006-password-change-and-idle-sessions': m0006,
  '0007-placing': m0007,
  '0008-placement-evaluations': m0008,
  '0009-experience-letters': m0009,
  '0010-placement-sector': m0010,
  '0011-audit-log': m0011,
  '0012-signup-withdrawals': m0012,
  '0013-report-indexes': m0013,
  '0014-employer-type-copies': m0014,
  '0015-verification-links': m0015,
  '0016-decision-reasons': m0016,
  '0018-outbox-recipient-account': m0018,
  '0019-one-placement-at-a-time': m0019,
  '0020-learner-share-disability': m0020,
  '0021-letter-holds': m0021,
  '0022-private-notes': m0022,
  '0024-reserved-usernames': m0024,
  '0025-notification-channel': m0025,
  '0026-timesheets': m0026,
  '0027-timesheet-reminders': m0027,
  '0028-timesheet-list-indexes': m0028,
  '0029-payments': m0029,
  '0030-placement-breaks': m0030,
  '0031-placement-agreements': m0031,
  '0032-reviews': m0032,
  '0033-placement-exits': m0033,
  '0034-typed-towns': m0034,
  '0035-admin-list-keysets': m0035,
  '0036-report-summaries': m0036,
  '0037-admin-search-keysets': m0037,
};

/** The newest migration's number ('0037'): a backup's file name carries it. */
export const NEWEST_MIGRATION = Object.keys(migrations).sort().at(-1)?.slice(0, 4) ?? '0000';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws if any migration fails. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** How many of the migrations this code knows the database has not run (readiness, issue 31). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function countPendingMigrations(db: Kysely<any>): Promise<number> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).length;
}
