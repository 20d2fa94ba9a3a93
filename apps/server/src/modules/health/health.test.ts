import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext({ freshEachTest: false });

describe('GET /api/health', () => {
  it('answers 200 when the database is reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps serving when PostgreSQL drops its idle connections (restart, failover)',
    async () => {
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(ctx.db);
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      const { rows: killed } = await killer.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [rows[0]?.name],
      );
      await killer.end();
      expect(killed.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    },
  );
});
