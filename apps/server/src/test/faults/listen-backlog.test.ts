import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptQueueLength } from '../../lib/accept-queue.ts';
import { processDatabases, type ServerProcess, startServerProcess } from '../server-process.ts';

const CROWD = 1000;

type Answer = { status: number } | { error: string };

/** A new connection sending GET /api/health/live; its answer's status, or the error's code. */
function arrive(port: number): Promise<Answer> {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  return new Promise((resolve) => {
    socket.once('connect', () =>
      socket.write('GET /api/health/live HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n'),
    );
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        resolve({ status: Number(text.slice(9, 12)) });
        socket.destroy();
      }
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    socket.once('close', () => resolve({ error: 'closed without an answer' }));
  });
}

/** The accept queue of port `port` (lib/accept-queue.ts), polled until `enough` of them or `ms` have passed. */
async function acceptQueue(port: number, enough: number, ms: number): Promise<number> {
  const until = performance.now() + ms;
  for (;;) {
    const queued = acceptQueueLength(port) ?? 0;
    if (queued >= enough || performance.now() > until) return queued;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Issue 31: a crowd connecting at once while the portal's event loop is busy (here: the process is
// stopped) waits in the kernel's accept queue (LISTEN_BACKLOG, 2048 by default), not for a SYN
// retransmission 1 s later (Node's default of 511 drops the rest); once the portal runs, every one
// is answered, none reset.
describe.each(processDatabases())('a crowd connecting at once on $name', ({ setup }) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let server: ServerProcess;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ojt-backlog-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await setup();
    if (database.drop) cleanups.push(database.drop);
    server = await startServerProcess({
      env: { DATA_DIR: dataDir, ...database.env },
      readyTimeoutMs: 60_000,
    });
    cleanups.push(async () => {
      server.child.kill('SIGCONT');
      await server.stop('SIGKILL');
    });
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it.skipIf(!existsSync('/proc/net/tcp'))(
    `queues ${CROWD} connections arriving while the portal is busy and answers every one`,
    async () => {
      server.child.kill('SIGSTOP');
      let answers: Promise<Answer[]>;
      try {
        answers = Promise.all(Array.from({ length: CROWD }, () => arrive(server.port)));
        // The kernel alone takes the crowd while the portal cannot: every handshake ends and waits in
        // the accept queue (with a backlog of 511, 512 wait and the others' SYNs are dropped).
        expect(await acceptQueue(server.port, CROWD, 5_000)).toBe(CROWD);
      } finally {
        server.child.kill('SIGCONT');
      }
      const outcomes = new Map<string, number>();
      for (const answer of await answers) {
        const key = 'status' in answer ? String(answer.status) : answer.error;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
      expect(Object.fromEntries(outcomes)).toEqual({ '200': CROWD });
    },
    60_000,
  );

  it("keeps an idle connection 65 s, past a load balancer's usual 60 s, and says so", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) =>
        http
          .get(`${server.url}/api/health/live`, { agent }, (response) => {
            response.resume();
            response.once('end', () => resolve(response.headers));
          })
          .once('error', reject),
      );
      expect(headers.connection).toBe('keep-alive');
      expect(headers['keep-alive']).toBe('timeout=65');
    } finally {
      agent.destroy();
    }
  });
});
