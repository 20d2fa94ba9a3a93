import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@ojt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import {
  createScratchPostgres,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../server-process.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  token: string;
  started: number;
  status?: number;
  body?: string;
  retryAfter?: string | undefined;
  error?: string;
}

/** Posts one contact message carrying `token`; never rejects: a dropped connection is recorded. */
function postContact(url: string, agent: http.Agent, token: string, n: number): Promise<Sent> {
  const sent: Sent = { token, started: Date.now() };
  const body = JSON.stringify({
    name: 'Load Tester',
    email: `${token}@example.com`,
    subject: token,
    category: 'general',
    message: `Message ${token} sent across a database restart.`,
  });
  return new Promise((resolve) => {
    const request = http.request(`${url}/api/Contact`, {
      method: 'POST',
      agent,
      // One sender address each, so the per-address limit (5 an hour) does not answer instead.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
    });
    request.once('error', (error) => resolve({ ...sent, error: error.message }));
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('error', (error) => resolve({ ...sent, error: error.message }));
      response.once('end', () =>
        resolve({
          ...sent,
          status: response.statusCode ?? 0,
          body: text,
          retryAfter: response.headers['retry-after'],
        }),
      );
    });
    request.end(body);
  });
}

/**
 * Issue 12: PostgreSQL restarted under load. A proxy between the server process and PostgreSQL
 * cuts every connection and refuses new ones for 2 s, as a restart does.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'database restart under load (needs PostgreSQL: TEST_DATABASE_URL)',
  () => {
    let scratch: ScratchDatabase;
    let proxy: TcpProxy;
    let server: ServerProcess;
    let handle: DatabaseHandle;
    let dataDir: string;

    beforeAll(async () => {
      scratch = (await createScratchPostgres()) as ScratchDatabase;
      const direct = new URL(scratch.url);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const proxied = new URL(scratch.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      dataDir = mkdtempSync(path.join(tmpdir(), 'ojt-db-restart-'));
      server = await startServerProcess({
        env: { DATABASE_URL: proxied.toString(), DATA_DIR: dataDir, TRUST_PROXY: 'loopback' },
      });
      handle = await openDatabase({ url: scratch.url });
    }, 60_000);

    afterAll(async () => {
      await server?.stop('SIGKILL');
      await handle?.close();
      await proxy?.close();
      await scratch?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    it('answers 503 while it is down, recovers by itself, and stores each accepted message once', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const sent: Sent[] = [];
      let stop = false;
      let n = 0;
      // Four clients, each posting a message every 40 ms until told to stop.
      const workers = Array.from({ length: 4 }, async () => {
        while (!stop) {
          n += 1;
          sent.push(await postContact(server.url, agent, `restart-${n}`, n));
          await sleep(40);
        }
      });

      await sleep(800);
      const downAt = Date.now();
      const restart = proxy.restart({ downMs: 2_000, settleMs: 200 });
      await sleep(1_000);
      const healthDown = await fetch(`${server.url}/api/health`);
      await restart;
      const upAt = Date.now();
      // Recovery: poll health until the pool has reconnected (no server restart).
      let healthUp = 0;
      for (let tries = 0; healthUp !== 200 && tries < 100; tries += 1) {
        healthUp = (await fetch(`${server.url}/api/health`)).status;
        if (healthUp !== 200) await sleep(50);
      }
      await sleep(1_000);
      stop = true;
      await Promise.all(workers);
      agent.destroy();

      expect(healthDown.status).toBe(503);
      expect(healthUp).toBe(200);
      expect(server.child.exitCode).toBeNull();

      // Every request got an answer: 201 or 503 with the clear message, never a reset or a 500.
      expect(sent.filter((s) => s.error)).toEqual([]);
      expect(new Set(sent.map((s) => s.status))).toEqual(new Set([201, 503]));
      for (const failed of sent.filter((s) => s.status === 503)) {
        expect(JSON.parse(failed.body ?? '')).toEqual({
          success: false,
          error: MESSAGES.serviceUnavailable,
          code: 'UNAVAILABLE',
        });
        expect(failed.retryAfter).toBe('5');
      }
      // 503s came during the outage; after it, every message was accepted.
      expect(sent.some((s) => s.status === 503 && s.started >= downAt + 250 && s.started < upAt)).toBe(true);
      const afterRecovery = sent.filter((s) => s.started > upAt + 500);
      expect(afterRecovery.length).toBeGreaterThan(0);
      expect(afterRecovery.every((s) => s.status === 201)).toBe(true);

      // Nothing half-written: accepted messages stored once with their mail, refused ones not at all.
      const stored = await handle.db.selectFrom('contact_messages').select('subject').execute();
      // The outbox keeps a sent mail's subject ('[Contact: General] restart-7'), not its body.
      const mails = await handle.db
        .selectFrom('outbox')
        .select('subject')
        .where('subject', 'like', '%] restart-%')
        .execute();
      const accepted = sent.filter((s) => s.status === 201).map((s) => s.token);
      expect(stored.map((row) => row.subject).sort()).toEqual([...accepted].sort());
      expect(mails.map((mail) => mail.subject.replace(/^.*\] /, '')).sort()).toEqual([...accepted].sort());
      expect(server.output()).not.toContain('unhandled error');
    }, 20_000);
  },
);
