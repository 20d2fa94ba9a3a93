import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../server.ts');

// Issue 31: several instances on one PostgreSQL must share JWT_SECRET and PUBLIC_URL; the real process
// refuses to start without them, in one line on stderr naming what is missing, before it opens anything.
describe('starting in production on PostgreSQL', () => {
  it('exits 1 with one line naming JWT_SECRET and PUBLIC_URL when both are missing', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://portal@127.0.0.1:1/never-opened',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Invalid configuration: JWT_SECRET and PUBLIC_URL: required when NODE_ENV=production with DATABASE_URL/,
    );
    expect(run.stdout).toBe('');
  });
});
