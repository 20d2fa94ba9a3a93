import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@ojt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { processDatabases, type ServerProcess, startServerProcess } from '../server-process.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client's port: the same port means the same TCP connection. */
  localPort: number | undefined;
}

/** Reads a whole answer; rejects on a reset or a dropped connection. */
function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          localPort: request.socket?.localPort,
        }),
      );
    });
  });
}

function get(url: string, agent: http.Agent | false): Promise<Answer> {
  return answerOf(http.get(url, { agent }));
}

const restarting = { success: false, error: MESSAGES.serverRestarting, code: 'UNAVAILABLE' };

const databases = processDatabases();

/** Issue 12: SIGTERM stops taking work, finishes what is in flight, exits 0; nobody gets a reset. */
describe.each(databases)('rolling restart on $name', ({ setup }) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let dataDir: string;
  let databaseUrl: string | undefined;
  let server: ServerProcess;

  // Starting the server (a new embedded database, migrations) is the slow part: not the test's.
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ojt-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await setup();
    if (database.drop) cleanups.push(database.drop);
    databaseUrl = database.env.DATABASE_URL;
    server = await startServerProcess({ env: { DATA_DIR: dataDir, ...database.env } });
    cleanups.push(async () => {
      await server.stop('SIGKILL');
    });
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers new requests 503 while the one in flight finishes, then exits 0', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());

    // An idle keep-alive connection, as a browser or load balancer keeps one.
    const warm = await get(`${server.url}/api/health`, agent);
    expect(warm.status).toBe(200);
    expect(warm.localPort).toBeGreaterThan(0);

    // A contact message in flight on a connection of its own: the server has its headers (it said
    // 100 Continue) and half its body.
    const body = JSON.stringify({
      name: 'Asha Ramdass',
      email: 'asha.restart@example.com',
      subject: 'Sent across a restart',
      category: 'general',
      message: 'This message was half sent when the server was told to stop.',
    });
    const inFlight = http.request(`${server.url}/api/Contact`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const inFlightAnswer = answerOf(inFlight);
    inFlightAnswer.catch(() => {}); // awaited below; a failure before that must not go unhandled
    await new Promise<void>((resolve) => inFlight.once('continue', resolve));
    inFlight.write(body.slice(0, 40));

    server.child.kill('SIGTERM');

    // New connections, while the server still listens (the request in flight keeps it open): 200
    // until the signal is handled, then 503 with the JSON message.
    let refused: Answer | undefined;
    for (let tries = 0; !refused && tries < 100; tries += 1) {
      const answer = await get(`${server.url}/api/Common/getCountries`, false);
      if (answer.status === 503) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(JSON.parse(refused?.body ?? '')).toEqual(restarting);
    expect(refused?.headers.connection).toBe('close');
    expect(refused?.headers['retry-after']).toBe('5');

    // The idle keep-alive connection is not dropped: a request on it is answered 503 too (health
    // included, so a load balancer stops sending).
    const onKeptConnection = await get(`${server.url}/api/health`, agent);
    expect(onKeptConnection.localPort).toBe(warm.localPort);
    expect(onKeptConnection.status).toBe(503);
    expect(JSON.parse(onKeptConnection.body)).toEqual(restarting);
    expect(onKeptConnection.headers.connection).toBe('close');

    inFlight.end(body.slice(40));
    const finished = await inFlightAnswer;
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.body)).toEqual({ success: true, message: MESSAGES.contactMessageSent });
    expect(finished.headers.connection).toBe('close');

    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });

    // The message was stored, and the embedded database was closed cleanly (it opens again).
    const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: `${dataDir}/db` });
    try {
      const rows = await handle.db.selectFrom('contact_messages').select('subject').execute();
      expect(rows).toEqual([{ subject: 'Sent across a restart' }]);
    } finally {
      await handle.close();
    }
  });
});
