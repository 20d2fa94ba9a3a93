import { sql } from 'kysely';

export const up = (db: never) => sql`create table a (id int)`.execute(db);
