import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { NEWEST_MIGRATION } from '../db/migrate.ts';
import { backup, OpsRefusal } from './ops-backup.ts';
import {
  apiAnswers,
  contextOn,
  drillClock,
  fillPortal,
  onServer,
  scratchDataDir,
  scratchPostgres,
} from './ops-drill-fixture.ts';
import { restore } from './ops-restore.ts';

// The restore drill (issue 31): fill the portal, back it up, destroy the database, restore the
// backup, and every API answer is the same.

const dirs: string[] = [];
const dataDir = () => {
  const dir = scratchDataDir();
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('refuses a data folder without a database, a file that is no backup, and a portal that runs on it', async () => {
    const DATA_DIR = dataDir();
    await expect(backup({ config: { DATA_DIR }, now: new Date() })).rejects.toThrow(
      /There is no embedded database in .* to back up/,
    );
    await expect(restore({ config: { DATA_DIR }, file: path.join(DATA_DIR, 'notes.txt') })).rejects.toThrow(
      /is not a portal backup/,
    );
    await expect(
      restore({ config: { DATA_DIR, DATABASE_URL: 'postgres://x@127.0.0.1/none' }, file: 'ojt-1.tar.gz' }),
    ).rejects.toThrow(/backup of the embedded database: unset DATABASE_URL/);
    const running = await openDatabase({ dataDir: path.join(DATA_DIR, 'db') });
    try {
      const error = await backup({ config: { DATA_DIR }, now: new Date() }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseInUseError);
      expect((error as Error).message).toMatch(/in use by another OJT Portal process/);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('backs up, and a restore into an empty DATA_DIR answers every API call the same', async () => {
    const DATA_DIR = dataDir();
    const clock = drillClock();
    const filled = await contextOn(await openDatabase({ dataDir: path.join(DATA_DIR, 'db') }), clock);
    const scene = await fillPortal(filled, clock);
    const before = await apiAnswers(filled, scene);
    await filled.close();

    const taken = await backup({ config: { DATA_DIR }, now: new Date('2030-04-10T13:05:00Z') });
    expect(taken.file).toBe(
      path.join(DATA_DIR, 'backups', `ojt-20300410-1305-schema-${NEWEST_MIGRATION}.tar.gz`),
    );
    expect(existsSync(taken.file)).toBe(true);
    // A realistic data set: all but 6 of the 46 tables hold rows (agreement_questions, exit_surveys,
    // placement_notes, reserved_usernames, signup_withdrawals and timesheet_reminders stay empty).
    expect(taken.tables.filter((t) => t.rows > 0).length).toBeGreaterThanOrEqual(40);

    rmSync(path.join(DATA_DIR, 'db'), { recursive: true });
    const restored = await restore({ config: { DATA_DIR }, file: taken.file });
    expect(restored.tables).toEqual(taken.tables);
    expect(restored.tables.find((t) => t.table === 'placements')?.rows).toBe(3);

    const after = await contextOn(await openDatabase({ dataDir: path.join(DATA_DIR, 'db') }), clock);
    try {
      expect(await apiAnswers(after, scene)).toEqual(before);
    } finally {
      await after.close();
    }
    await expect(restore({ config: { DATA_DIR }, file: taken.file })).rejects.toThrow(
      new OpsRefusal(`${path.join(DATA_DIR, 'db')} is not empty: restore into an empty DATA_DIR.`),
    );
  }, 90_000);
});

const PG = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG)('backup and restore of a PostgreSQL database', () => {
  it('backs up with pg_dump, refuses a non-empty target, and a restore answers every API call the same', async () => {
    const database = await scratchPostgres(PG!);
    const DATA_DIR = dataDir();
    const config = { DATA_DIR, DATABASE_URL: database.url };
    try {
      const clock = drillClock();
      const filled = await contextOn(await openDatabase({ url: database.url }), clock);
      const scene = await fillPortal(filled, clock);
      const before = await apiAnswers(filled, scene);

      // Taken while the portal runs on it.
      const out = path.join(DATA_DIR, 'elsewhere');
      const taken = await backup({ config, outDir: out, now: new Date('2030-04-10T13:05:00Z') });
      await filled.close();
      expect(taken.file).toBe(path.join(out, `ojt-20300410-1305-schema-${NEWEST_MIGRATION}.dump`));
      await expect(restore({ config, file: taken.file })).rejects.toThrow(
        /The database at DATABASE_URL is not empty \(table \w+ has rows\): restore into an empty one\./,
      );

      const name = new URL(database.url).pathname.slice(1);
      await onServer(PG!, `DROP DATABASE ${name} WITH (FORCE)`);
      await onServer(PG!, `CREATE DATABASE ${name}`);
      const restored = await restore({ config, file: taken.file });
      expect(restored.tables).toEqual(taken.tables);

      const after = await contextOn(await openDatabase({ url: database.url }), clock);
      try {
        expect(await apiAnswers(after, scene)).toEqual(before);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  }, 90_000);
});
