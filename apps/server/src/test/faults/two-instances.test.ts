import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROLE_IDS } from '@ojt/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { validLearnerSignup } from '../factories.ts';
import {
  createScratchPostgres,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../server-process.ts';
import { startSmtpCounter, waitUntil } from './smtp-counter.ts';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../db/migrations');
const ADMIN = { pUserName: 'admin', pPassword: 'Caroni swamp heron 9471' };
const VERIFY_SUBJECT = /^Verify your email for the OJT Portal$/;

/** Issue 12: two server processes on one PostgreSQL database behave as one portal. */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one database (needs PostgreSQL: TEST_DATABASE_URL)',
  () => {
    let scratch: ScratchDatabase;
    let relay: Awaited<ReturnType<typeof startSmtpCounter>>;
    let handle: DatabaseHandle;
    let a: ServerProcess;
    let b: ServerProcess;

    const post = (server: ServerProcess, url: string, body: unknown, token?: string) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const me = (server: ServerProcess, token: string) =>
      fetch(`${server.url}/api/Login/me`, { headers: { authorization: `Bearer ${token}` } });

    beforeAll(async () => {
      scratch = (await createScratchPostgres())!;
      relay = await startSmtpCounter();
      // Both start on the empty database at the same moment: both migrate, both look for the first admin.
      [a, b] = await Promise.all([
        startServerProcess({ env: { DATABASE_URL: scratch.url, SMTP_URL: relay.url } }),
        startServerProcess({ env: { DATABASE_URL: scratch.url, SMTP_URL: relay.url } }),
      ]);
      handle = await openDatabase({ url: scratch.url });
    }, 60_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await handle?.close();
      await relay?.close();
      await scratch?.drop();
    }, 30_000);

    it('both start on an empty database: each migration runs once, one first admin', async () => {
      const expected = readdirSync(MIGRATIONS_DIR)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => name.replace(/\.ts$/, ''))
        .sort();
      const { rows } = await sql<{ name: string; n: number }>`
      SELECT name, count(*)::int AS n FROM kysely_migration GROUP BY name ORDER BY name`.execute(handle.db);
      expect(rows.map((r) => r.name)).toEqual(expected);
      expect(rows.every((r) => r.n === 1)).toBe(true);

      // Each instance looks for the first admin once it listens, after /api/health first answers: wait
      // until both have said what they found (one created it, the other found it).
      await vi.waitFor(
        () => expect([a, b].every((server) => server.output().includes('[admin]'))).toBe(true),
        { timeout: 10_000, interval: 50 },
      );
      const created = [a, b].filter((server) => server.output().includes('[admin] Created the first admin'));
      expect(created).toHaveLength(1);
      const admins = await handle.db
        .selectFrom('users')
        .select('username')
        .where('role', '=', ROLE_IDS.admin)
        .execute();
      expect(admins).toEqual([{ username: 'admin' }]);
    });

    it('a session made on one instance works on the other, and ends on both when signed out', async () => {
      const login = await post(a, '/api/Login/login', ADMIN);
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };

      expect((await me(b, token)).status).toBe(200);
      expect((await post(b, '/api/Login/logout', {}, token)).status).toBe(200);
      expect((await me(a, token)).status).toBe(401);
      expect((await me(b, token)).status).toBe(401);
    });

    it('the sign-in failure limit counts attempts on both instances together', async () => {
      // 10 failures per account and address in 15 minutes, then 429: the 11th attempt, on either side.
      const attempt = (server: ServerProcess) =>
        post(server, '/api/Login/login', { pUserName: 'nobody-here', pPassword: 'wrong password 1' });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    });

    it('mail queued on either instance is delivered once, though both workers poll the one outbox', async () => {
      const servers = [a, b];
      const emails: string[] = [];
      const signUps = Array.from({ length: 30 }, (_, i) => {
        const payload = validLearnerSignup();
        emails.push(String(payload.emailPersonal).toLowerCase());
        return post(servers[i % 2]!, '/api/Signup/SignUpAsLearner', payload);
      });
      const answers = await Promise.all(signUps);
      expect(answers.map((r) => r.status)).toEqual(Array(30).fill(201));

      // Each sign-up queues its mail after its answer: wait for all 30, then for their delivery.
      const statuses = async () =>
        (await handle.db.selectFrom('outbox').select('status').execute()).map((r) => r.status);
      const allSent = async () => {
        const all = await statuses();
        return all.length === 30 && all.every((status) => status === 'sent');
      };
      await waitUntil('every sign-up queued its mail and it is sent', allSent, 20_000);
      // A second delivery would come from a worker still holding a row: give both a few more polls.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const counts = relay.countsByRecipient(VERIFY_SUBJECT);
      expect([...counts.keys()].sort()).toEqual([...emails].sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(relay.mails).toHaveLength(30);
      const outbox = await handle.db.selectFrom('outbox').select(['status', 'attempts']).execute();
      expect(outbox).toHaveLength(30);
      expect(outbox.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    }, 30_000);
  },
);
