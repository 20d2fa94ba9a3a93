import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDatabaseFolder } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

// A fresh embedded database takes seconds to create on a shared machine.
const OPEN_TIMEOUT = 60_000;

const root = mkdtempSync(path.join(tmpdir(), 'ojt-db-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the lock on an embedded database folder', () => {
  it(
    'refuses a second open while the first is held, and the first keeps working; closing frees it',
    async () => {
      const dir = path.join(root, 'in-use', 'db');
      const first = await openDatabase({ dataDir: dir });
      try {
        const second = openDatabase({ dataDir: dir });
        await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
        await expect(second).rejects.toThrow(
          `The embedded database in ${dir} is in use by another OJT Portal process. Stop it first, or set DATA_DIR to another folder.`,
        );
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(first.db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ dataDir: dir });
      await again.close();
    },
    OPEN_TIMEOUT,
  );

  it('takes over at once a lock nobody refreshed for longer than the stale time (its holder was killed)', async () => {
    const dir = path.join(root, 'left-behind', 'db');
    mkdirSync(`${dir}.lock`, { recursive: true });
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, longAgo, longAgo);
    const started = Date.now();
    const release = await lockDatabaseFolder(dir);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(lockDatabaseFolder(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    await release();
  }, 20_000);
});
