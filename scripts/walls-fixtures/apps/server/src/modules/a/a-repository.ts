import { sql } from 'kysely';

export const findA = (db: any) => db.selectFrom('a').where(sql`true`).execute();
