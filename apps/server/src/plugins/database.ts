import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Exposes the database as `app.db`; closes it with the app unless the caller owns it. */
export const databasePlugin = fp<{ handle: DatabaseHandle; owned: boolean }>(
  async (app: FastifyInstance, { handle, owned }) => {
    app.decorate('db', handle.db);
    if (owned) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
