import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Starting the command compiles the server's modules with tsx: seconds, more on a busy machine.
const SPAWN_TIMEOUT = 100_000;
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A data folder of its own: should the check ever let a password through, nothing lands in ./data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run create-admin -- <args>` as an operator would; answers the exit code and stderr. */
function createAdmin(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/create-admin.ts', ...args],
      { cwd: SERVER_DIR, env, timeout: SPAWN_TIMEOUT },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
    );
  });
}

describe('npm run create-admin -- --password', () => {
  const base = ['--username', 'opsdesk', '--email', 'ops.desk@ojt.gov.tt'];

  it(
    'refuses a common password of the server list before opening the database',
    async () => {
      const { code, stderr } = await createAdmin([...base, '--password', 'corvette']);
      expect(code).toBe(2);
      expect(stderr).toContain(
        '--password: This password is too common. Please choose a less common password.',
      );
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    },
    SPAWN_TIMEOUT + 10_000,
  );

  it(
    'refuses a password containing the username, whatever its case',
    async () => {
      const { code, stderr } = await createAdmin([...base, '--password', 'OPSDESK key 2026']);
      expect(code).toBe(2);
      expect(stderr).toContain(
        '--password: New password must not contain your username, name or email address.',
      );
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    },
    SPAWN_TIMEOUT + 10_000,
  );
});
