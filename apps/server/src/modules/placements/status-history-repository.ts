import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The status changes of the applications, oldest first within each. */
export async function statusHistories(db: Db, placementIds: readonly number[]) {
  if (placementIds.length === 0) return [];
  return db
    .selectFrom('placement_status_history')
    .select(['placement_id', 'from_status', 'to_status', 'changed_at'])
    .where('placement_id', 'in', placementIds)
    .orderBy('placement_id')
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

/** The account email and company name of an employer, to mail it about an application. */
export async function findEmployerContact(db: Db, employerUserId: number) {
  return db
    .selectFrom('employers as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.email', 'e.emp_name'])
    .where('e.user_id', '=', employerUserId)
    .executeTakeFirst();
}
