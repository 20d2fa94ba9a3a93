import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest, NEWEST_MIGRATION } from '../db/migrate.ts';
import { scratchDataDir } from './ops-drill-fixture.ts';

// The commands as an operator runs them: one line when refused, the backup's path when done.

const CLI = path.resolve(import.meta.dirname, 'ops-cli.ts');
const exec = promisify(execFile);

async function run(DATA_DIR: string, ...args: string[]) {
  const { DATABASE_URL: _url, ...env } = process.env;
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...env, NODE_ENV: 'test', DATA_DIR },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup / restore / db:move', () => {
  it('answers the usage without a command, and one line when there is nothing to back up', async () => {
    const DATA_DIR = scratchDataDir();
    dirs.push(DATA_DIR);
    const usage = await run(DATA_DIR);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(
      /^Usage: npm run backup \[-- --out DIR\] \| npm run restore -- FILE \| npm run db:move/,
    );
    const none = await run(DATA_DIR, 'backup');
    expect(none.code).toBe(1);
    expect(none.stderr).toBe(`There is no embedded database in ${path.join(DATA_DIR, 'db')} to back up.\n`);
  }, 60_000);

  it('says the portal must be stopped while it runs on the data folder, and prints the backup when it is', async () => {
    const DATA_DIR = scratchDataDir();
    dirs.push(DATA_DIR);
    const portal = await openDatabase({ dataDir: path.join(DATA_DIR, 'db') });
    await migrateToLatest(portal.db);
    try {
      const busy = await run(DATA_DIR, 'backup');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(
        /^The embedded database in .* is in use by another OJT Portal process\. .* The embedded database is backed up, restored and moved with the portal stopped\.\n$/,
      );
    } finally {
      await portal.close();
    }
    const done = await run(DATA_DIR, 'backup', '--out', path.join(DATA_DIR, 'kept'));
    expect(done.code, done.stderr).toBe(0);
    const file = done.stdout.trim().split('\n').at(-1)!;
    expect(file).toMatch(new RegExp(`kept/ojt-\\d{8}-\\d{4}-schema-${NEWEST_MIGRATION}\\.tar\\.gz$`));
    expect(existsSync(file)).toBe(true);
  }, 60_000);
});
