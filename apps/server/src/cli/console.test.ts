import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validLearnerSignup } from '../test/factories.ts';
import { freePort, type ServerProcess, startServerProcess } from '../test/server-process.ts';

// What an operator reads in the terminal of `npm start` (issue 16): the real server, in its own process.
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../server.ts');
// Each start opens the embedded database and migrates it: several seconds on a shared machine.
const STARTS_TIMEOUT = 120_000;

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ojt-console-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server's environment: no ADMIN_PASSWORD, so a first admin gets a generated, printed one. */
function env(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: '',
    ...extra,
  };
}

/** Signs in as the first admin ('admin') with the password the server printed. */
function signInAsAdmin(server: ServerProcess, password: string | undefined): Promise<Response> {
  return fetch(`${server.url}/api/Login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pUserName: 'admin', pPassword: password }),
  });
}

/** Runs `test` with a data folder of its own, removed afterwards. */
async function inNewFolder(test: (folder: string) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'ojt-console-'));
  try {
    await test(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A portal on a free port with its data in `folder` (and `extra` variables); ready when healthy. */
async function startIn(folder: string, extra: Record<string, string> = {}, readyTimeoutMs?: number) {
  const port = await freePort();
  return startServerProcess({
    port,
    env: env(port, { DATA_DIR: folder, ...extra }),
    ...(readyTimeoutMs ? { readyTimeoutMs } : {}),
  });
}

/**
 * Runs the server until it exits by itself; answers its exit code and everything it printed. NODE_ENV
 * is unset unless `environment` sets it, as in a newcomer's plain `npm start`.
 */
function runToExit(environment: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      JWT_SECRET: 'console-test-secret-that-is-long-enough-for-hs256',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** The first match of `pattern` in what the server printed, waiting up to 20 s for it. */
async function printedLine(server: ServerProcess, pattern: RegExp): Promise<RegExpMatchArray | null> {
  const deadline = Date.now() + 20_000;
  while (!pattern.test(server.output()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server.output().match(pattern);
}

const linesOf = (output: string) => output.split('\n').filter((line) => line.trim() !== '');

function isJson(line: string): boolean {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('the operator console', () => {
  it(
    'says in one line, without a stack, that the port is busy, and creates no admin',
    async () => {
      const port = await freePort();
      const other = await occupy(port);
      try {
        const { code, output } = await runToExit(env(port));
        expect(code).toBe(1);
        const said = linesOf(output).filter((line) => line.includes(`Port ${port}`));
        expect(said).toHaveLength(1);
        expect(said[0]).toContain('PORT');
        expect(output).not.toMatch(/^\s+at /m);
        expect(output).not.toContain('EADDRINUSE');
        expect(output).not.toContain('first admin');
        expect(linesOf(output).filter(isJson)).toEqual([]);
        // It stopped before opening the embedded database: that folder may belong to a running portal.
        expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
      } finally {
        await new Promise((resolve) => other.close(resolve));
      }

      // The next start on the same data folder is the first to create the admin, and its printed
      // password works once, for choosing a new one.
      const server = await startServerProcess({ port, env: env(port) });
      try {
        // The admin is created just after the server starts listening: wait for its line.
        const printed = await printedLine(server, /Created the first admin "admin".*: (\S+)\n/);
        expect(printed?.[1]).toBeTruthy();
        const signIn = await signInAsAdmin(server, printed?.[1]);
        expect(signIn.status).toBe(200);
        expect(await signIn.json()).toMatchObject({ mustChangePassword: true });
      } finally {
        await server.stop();
      }
    },
    STARTS_TIMEOUT,
  );

  it(
    'says at every later start that an admin exists and how to get back in; JSON only with LOG_FORMAT=json',
    async () => {
      // Its own data folder: the first start (JSON) creates the admin, the second (text) finds it.
      await inNewFolder(async (folder) => {
        const json = await startIn(folder, { LOG_FORMAT: 'json' });
        await printedLine(json, /Created the first admin/);
        await json.stop();
        const records = linesOf(json.output());
        expect(records.filter((line) => !isJson(line))).toEqual([]);
        const messages = records.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');
        expect(messages.some((msg) => msg.startsWith('[admin] Created the first admin'))).toBe(true);
        expect(messages.some((msg) => msg.startsWith(`Listening on ${json.url}`))).toBe(true);

        const text = await startIn(folder);
        await printedLine(text, /An admin account exists/);
        await text.stop();
        const lines = linesOf(text.output());
        expect(lines.find((line) => line.startsWith('[admin] An admin account exists'))).toContain(
          'npm run create-admin',
        );
        expect(text.output()).not.toContain('Created the first admin');
        expect(lines).toContain(`[portal] Listening on ${text.url} (links in mail use ${text.url})`);
        expect(lines.filter(isJson)).toEqual([]);
      });
    },
    STARTS_TIMEOUT,
  );

  it(
    'keeps a second start off a data folder in use: one line, exit 1, and the first portal still answers',
    async () => {
      await inNewFolder(async (folder) => {
        const first = await startIn(folder);
        try {
          const { code, output } = await runToExit(env(await freePort(), { DATA_DIR: folder }));
          expect(code).toBe(1);
          expect(linesOf(output)).toEqual([
            `[error] The embedded database in ${folder}/db is in use by another OJT Portal process. Stop it first, or set DATA_DIR to another folder.`,
          ]);
          expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
        } finally {
          await first.stop();
        }
      });
    },
    STARTS_TIMEOUT,
  );

  it(
    'starts on a data folder whose portal was killed (SIGKILL), once its lock is stale, with the data intact',
    async () => {
      await inNewFolder(async (folder) => {
        const first = await startIn(folder);
        const printed = await printedLine(first, /Created the first admin "admin".*: (\S+)\n/);
        expect(printed?.[1]).toBeTruthy();
        await first.stop('SIGKILL');
        // The killed process could not remove its lock.
        expect(existsSync(path.join(folder, 'db.lock'))).toBe(true);

        // The lock goes stale 15 s after its last refresh; the start waits for that, then opens.
        const next = await startIn(folder, {}, 60_000);
        try {
          const signIn = await signInAsAdmin(next, printed?.[1]);
          expect(signIn.status).toBe(200);
          expect(next.output()).not.toContain('Created the first admin');
        } finally {
          await next.stop();
        }
      });
    },
    STARTS_TIMEOUT,
  );
  it(
    'refuses to start with NODE_ENV=production and no SMTP_URL: one line that says why, exit 1',
    async () => {
      await inNewFolder(async (folder) => {
        const { code, output } = await runToExit(
          env(await freePort(), { DATA_DIR: folder, NODE_ENV: 'production', SMTP_URL: '' }),
        );
        expect(code).toBe(1);
        expect(linesOf(output)).toEqual([
          expect.stringMatching(
            /^Invalid configuration: SMTP_URL: is required when NODE_ENV=production .*set SMTP_URL=/,
          ),
        ]);
        // Stopped before the database was opened and before an admin password could be printed.
        expect(existsSync(path.join(folder, 'db'))).toBe(false);
      });
    },
    STARTS_TIMEOUT,
  );

  it(
    'refuses a first start with NODE_ENV=production and no ADMIN_PASSWORD: one line naming ADMIN_PASSWORD, exit 1, no admin',
    async () => {
      await inNewFolder(async (folder) => {
        const production = { DATA_DIR: folder, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25' };
        const refused = await runToExit(env(await freePort(), production));
        expect(refused.code).toBe(1);
        const errors = linesOf(refused.output).filter((line) => line.startsWith('[error]'));
        expect(errors).toEqual([
          expect.stringMatching(/^\[error\] Invalid configuration: set ADMIN_PASSWORD /),
        ]);
        expect(refused.output).not.toContain('Created the first admin');

        // No admin was made: the next start, with ADMIN_PASSWORD, is the one that creates it.
        const port = await freePort();
        const server = await startServerProcess({
          port,
          env: env(port, { ...production, ADMIN_PASSWORD: 'Caroni swamp heron 9471' }),
        });
        try {
          await printedLine(server, /Created the first admin "admin" with the password from ADMIN_PASSWORD/);
        } finally {
          await server.stop();
        }
      });
    },
    STARTS_TIMEOUT,
  );

  it(
    'says it runs in development mode when NODE_ENV is unset, and shows a mailed code and link there',
    async () => {
      await inNewFolder(async (folder) => {
        const server = await startIn(folder, { NODE_ENV: '' });
        try {
          const signup = validLearnerSignup();
          const res = await fetch(`${server.url}/api/Signup/SignUpAsLearner`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(signup),
          });
          expect(res.status).toBe(201);
          const printed = await printedLine(server, /\[mail\] to (\S+) \| .* link (\S+) code (\d{6}) \|/);
          expect(printed?.[1]).toBe(signup.emailPersonal);
          expect(printed?.[2]).toContain(`${server.url}/verify-email/`);
        } finally {
          await server.stop();
        }
        expect(server.output()).toMatch(
          /^\[portal\] Starting the OJT Portal in development mode \(links and codes in mail are shown here; set NODE_ENV=production for a live service\) on Node /m,
        );
      });
    },
    STARTS_TIMEOUT,
  );
});
