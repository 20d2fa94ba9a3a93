import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../server.ts');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (default SIGTERM) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartServerOptions {
  /**
   * Environment of the server, over the defaults below (a test JWT secret, admin password, quiet log;
   * NODE_ENV production when SMTP_URL is given, else development).
   */
  env?: Record<string, string>;
  /** The script to run (default src/server.ts through tsx); a `.js` file runs with plain node. */
  entry?: string;
  /** Give up waiting for /api/health after this long (default 30 s). */
  readyTimeoutMs?: number;
  /** Port to listen on (default: a free one). */
  port?: number;
}

/**
 * The real server in its own process, as `npm start` runs it, ready when GET /api/health answers 200.
 * Fault tests kill, restart and double it; the process is killed when the test process exits.
 */
export async function startServerProcess(options: StartServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const entry = options.entry ?? SERVER_ENTRY;
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      // Production needs a relay; without one the server runs as a plain `npm start` does.
      NODE_ENV: options.env?.SMTP_URL ? 'production' : 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      JWT_SECRET: 'fault-test-secret-that-is-long-enough-for-hs256',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'Caroni swamp heron 9471',
      ADMIN_EMAIL: 'admin@ojt.gov.tt',
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '100',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error(`The server exited before it was ready:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not healthy within the time allowed:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port,
    child,
    output: () => log,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on TEST_DATABASE_URL's server for one test file, or undefined
 * when no PostgreSQL is configured (tests that need two processes on one database skip then).
 */
export async function createScratchPostgres(): Promise<ScratchDatabase | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `ojt_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A database a server process may run on: its environment, and how to drop it afterwards. */
export interface ProcessDatabase {
  name: string;
  setup: () => Promise<{ env: Record<string, string>; drop?: () => Promise<void> }>;
}

/**
 * The embedded database, and a scratch PostgreSQL database when TEST_DATABASE_URL is set. The test
 * script's PostgreSQL stage sets TEST_EMBEDDED_DONE: its embedded stage ran the first already.
 */
export function processDatabases(): ProcessDatabase[] {
  const databases: ProcessDatabase[] =
    process.env.TEST_EMBEDDED_DONE === '1' && process.env.TEST_DATABASE_URL
      ? []
      : [{ name: 'embedded PGlite', setup: async () => ({ env: {} }) }];
  if (process.env.TEST_DATABASE_URL) {
    databases.push({
      name: 'PostgreSQL',
      setup: async () => {
        const scratch = (await createScratchPostgres()) as ScratchDatabase;
        return { env: { DATABASE_URL: scratch.url }, drop: () => scratch.drop() };
      },
    });
  }
  return databases;
}
