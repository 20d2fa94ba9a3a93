import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { moveDatabase } from './ops-db-move.ts';
import {
  apiAnswers,
  contextOn,
  drillClock,
  fillPortal,
  scratchDataDir,
  scratchPostgres,
} from './ops-drill-fixture.ts';
import { runOnPg, summarize } from './ops-tables.ts';

// Moving off the embedded database (issue 31): a realistic data set copied into an empty
// PostgreSQL database answers every API call the same; a filled target and a running portal are refused.

const PG = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!PG)('npm run db:move', () => {
  it('copies every table into an empty PostgreSQL database, and the API answers the same there', async () => {
    const DATA_DIR = scratchDataDir();
    dirs.push(DATA_DIR);
    writeFileSync(path.join(DATA_DIR, 'jwt-secret'), 'the-data-folder-secret-of-48-characters-xxxxxxxxx');
    const target = await scratchPostgres(PG!);
    try {
      const clock = drillClock();
      const dataDir = path.join(DATA_DIR, 'db');
      const filled = await contextOn(await openDatabase({ dataDir }), clock);
      const scene = await fillPortal(filled, clock);
      const before = await apiAnswers(filled, scene);

      // A portal running on the data folder holds it.
      const refused = await moveDatabase({ config: { DATA_DIR }, to: target.url }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DatabaseInUseError);
      await filled.close();

      const moved = await moveDatabase({ config: { DATA_DIR }, to: target.url });
      expect(moved.jwtSecret).toBe('the-data-folder-secret-of-48-characters-xxxxxxxxx');
      expect(moved.sequences).toBeGreaterThan(10);
      expect(moved.tables.find((t) => t.table === 'placements')?.rows).toBe(3);
      expect(moved.tables.find((t) => t.table === 'audit_log')?.rows).toBeGreaterThan(5);

      // The target's own counts and checksums, read afresh.
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        expect(await summarize(runOnPg(client))).toEqual(moved.tables);
      } finally {
        await client.end();
      }

      const after = await contextOn(await openDatabase({ url: target.url }), clock);
      try {
        expect(await apiAnswers(after, scene)).toEqual(before);
        // The sequences stand where the source's did: a new row takes the next id, not one taken.
        const res = await after.app.inject({
          method: 'POST',
          url: '/api/Admin/Holidays',
          headers: { authorization: `Bearer ${scene.admin.token}` },
          payload: { date: '2030-12-27', name: 'Boxing Day bridge' },
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
      } finally {
        await after.close();
      }

      await expect(moveDatabase({ config: { DATA_DIR }, to: target.url })).rejects.toThrow(
        /^The target database is not empty \(table \w+ has rows\): move into an empty one\.$/,
      );
    } finally {
      await target.drop();
    }
  }, 90_000);
});

describe('npm run db:move without an embedded database', () => {
  it('refuses a data folder that holds none', async () => {
    const DATA_DIR = scratchDataDir();
    dirs.push(DATA_DIR);
    await expect(
      moveDatabase({ config: { DATA_DIR }, to: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow(`There is no embedded database in ${path.join(DATA_DIR, 'db')} to move.`);
  });
});
