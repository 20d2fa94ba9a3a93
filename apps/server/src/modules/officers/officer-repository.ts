import type { OfficerRole } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The active officers, by role then name. */
export async function listActiveOfficers(db: Db) {
  return db
    .selectFrom('officers')
    .select(['id', 'name', 'role', 'active'])
    .where('active', '=', true)
    .orderBy('role')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/**
 * Adds an officer; a removed officer of the same name (any case) comes back with the new role.
 * Answers the id, or `undefined` when an active officer has that name (the unique index decides).
 */
export async function insertOfficer(db: Db, name: string, role: OfficerRole): Promise<number | undefined> {
  const row = await db
    .insertInto('officers')
    .values({ name, role })
    .onConflict((oc) =>
      oc
        .expression(sql`lower(name)`)
        .doUpdateSet({ name, role, active: true })
        .where('officers.active', '=', false),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findOfficer(db: Db, id: number) {
  return db
    .selectFrom('officers')
    .select(['id', 'name', 'role', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks an officer inactive; false when it already was. */
export async function deactivateOfficer(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('officers')
    .set({ active: false })
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The officers of these ids (any state). */
export async function findOfficers(db: Db, ids: number[]) {
  return db.selectFrom('officers').select(['id', 'name', 'role', 'active']).where('id', 'in', ids).execute();
}
