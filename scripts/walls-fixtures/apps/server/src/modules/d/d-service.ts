import { sql } from 'kysely';
import { describeA } from '../a/a-service.ts';

export const readD = (db: any) => db.selectFrom('d').where(sql`true`).execute().then(() => describeA(db));
