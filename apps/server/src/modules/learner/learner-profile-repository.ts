import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, LearnersTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The four profile list tables; each row belongs to a learner and is numbered by `ordinal`. */
export type ProfileListTable =
  | 'learner_identifications'
  | 'learner_experience'
  | 'learner_qualifications'
  | 'learner_references';

/** A row to save in a profile list table, without its owner and number. */
export type ProfileListValues<T extends ProfileListTable> = Omit<
  Insertable<Database[T]>,
  'learner_user_id' | 'ordinal'
>;

// The four tables share the owner column; Kysely cannot see that through a generic table name.
const asOneList = (db: Db, table: ProfileListTable) =>
  [db as unknown as Kysely<Pick<Database, 'learner_references'>>, table as 'learner_references'] as const;

/** The learner's rows of one list, in the learner's order. */
async function listRows<T extends ProfileListTable>(db: Db, table: T, learnerUserId: number) {
  const [list, name] = asOneList(db, table);
  const rows = await list
    .selectFrom(name)
    .selectAll()
    .where('learner_user_id', '=', learnerUserId)
    .orderBy('ordinal')
    .execute();
  return rows as unknown as Selectable<Database[T]>[];
}

/** The learner's four profile lists, each in the learner's order. */
export async function profileListRows(db: Db, learnerUserId: number) {
  const [identifications, experience, qualifications, references] = await Promise.all([
    listRows(db, 'learner_identifications', learnerUserId),
    listRows(db, 'learner_experience', learnerUserId),
    listRows(db, 'learner_qualifications', learnerUserId),
    listRows(db, 'learner_references', learnerUserId),
  ]);
  return { identifications, experience, qualifications, references };
}

/** Replaces the learner's rows of one list with `rows`, numbered 1..n in order. */
export async function replaceProfileList<T extends ProfileListTable>(
  trx: Db,
  table: T,
  learnerUserId: number,
  rows: readonly ProfileListValues<T>[],
): Promise<void> {
  const [db, name] = asOneList(trx, table);
  await db.deleteFrom(name).where('learner_user_id', '=', learnerUserId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto(name)
    .values(
      rows.map((row, index) => ({
        ...(row as ProfileListValues<'learner_references'>),
        learner_user_id: learnerUserId,
        ordinal: index + 1,
      })),
    )
    .execute();
}

/** The learner's current personal email (the account's address), to tell a change apart. */
export async function findLearnerEmail(db: Db, learnerUserId: number) {
  return db
    .selectFrom('learners')
    .select('email_personal')
    .where('user_id', '=', learnerUserId)
    .executeTakeFirst();
}

/** Profile fields a learner may change (not the username, status or registration date). */
export type LearnerProfileChange = Omit<
  Updateable<LearnersTable>,
  'user_id' | 'learner_id' | 'learner_status' | 'date_registered' | 'email_personal'
>;

/** Saves the learner's profile fields and keeps the account's name in step with them. */
export async function updateLearnerProfileRow(
  trx: Db,
  learnerUserId: number,
  change: LearnerProfileChange,
  now: Date,
): Promise<void> {
  await trx.updateTable('learners').set(change).where('user_id', '=', learnerUserId).execute();
  await trx
    .updateTable('users')
    .set({ first_name: change.first_name, last_name: change.last_name, updated_at: now })
    .where('id', '=', learnerUserId)
    .execute();
}
