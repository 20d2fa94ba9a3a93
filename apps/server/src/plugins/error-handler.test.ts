import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { freePort } from '../test/server-process.ts';
import { openTestDatabase, testConfig, useTestContext } from '../test/test-app.ts';
import { isConnectionFailure } from './error-handler.ts';

const ctx = useTestContext({ freshEachTest: false });

const validContact = {
  name: 'Asha Ramdass',
  email: 'asha@example.com',
  subject: 'Question',
  category: 'general',
  message: 'When will my account be approved?',
};

describe('error handling', () => {
  it('answers 400, not 500, for a malformed JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON.',
      code: 'VALIDATION',
    });
  });

  it('answers 400 naming an unknown field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: { ...validContact, isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().error).toContain('isAdmin');
  });

  it('answers 400 naming a field of the wrong type', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: { ...validContact, subject: { text: 'Hi' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/subject/i);
    expect(res.json().fields).toHaveProperty('subject');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Not found.', code: 'NOT_FOUND' });
  });

  it('answers a path parameter the router cannot read in the house shape, not Fastify’s', async () => {
    for (const url of ['/api/Public/VerifyLetter/%FF', '/api/Letters/%E0%A4%A/pdf', '/api/Letters/%/pdf']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, error: 'Invalid request', code: 'VALIDATION' });
    }
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/Employer/GetEmployerById/${'x'.repeat(101)}`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, error: 'The request is too large.', code: 'VALIDATION' });
    expect(long.body).not.toContain('xxxx');
    // The headers every other answer carries, though no hook ran for these.
    for (const res of [long, await ctx.app.inject({ method: 'GET', url: '/api/Letters/%FF/pdf' })]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers an unexpected failure with a generic 500 and no detail', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      startWorkers: false,
      bootstrapAdmin: false,
    });
    app.get('/api/test-explode', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: 'Something went wrong on our side. Please try again later.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret internal detail');
    await app.close();
    await database.close();
  });
});

const unavailable = {
  success: false,
  error: 'The service is briefly unavailable. Please try again in a minute.',
  code: 'UNAVAILABLE',
};

/** An app whose `/api/test-unreachable` queries a PostgreSQL at `url` (one that is down). */
async function appQuerying(url: string) {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(), database, startWorkers: false, bootstrapAdmin: false });
  const down = await openDatabase({ url });
  app.get('/api/test-unreachable', async () => {
    await down.db.selectFrom('users').select('id').execute();
    return { ok: true };
  });
  return {
    app,
    async close() {
      await app.close();
      await down.close();
      await database.close();
    },
  };
}

describe('a database that cannot be reached', () => {
  it('answers 503 with a clear message and Retry-After when nothing listens (ECONNREFUSED)', async () => {
    const { app, close } = await appQuerying(`postgres://ojt@127.0.0.1:${await freePort()}/ojt`);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-unreachable' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await close();
    }
  });

  it('answers 503 when the connection drops as it opens (Connection terminated unexpectedly)', async () => {
    const dropper = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    const { port } = dropper.address() as { port: number };
    const { app, close } = await appQuerying(`postgres://ojt@127.0.0.1:${port}/ojt`);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-unreachable' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
    } finally {
      await close();
      dropper.close();
    }
  });

  it('recognises PostgreSQL shutdown and connection codes, and nothing else', () => {
    const pgError = (code: string) => Object.assign(new Error('terminating connection'), { code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']) {
      expect(isConnectionFailure(pgError(code)), code).toBe(true);
    }
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isConnectionFailure(
        new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
      ),
    ).toBe(true);
    expect(isConnectionFailure(new AggregateError([pgError('ECONNREFUSED')], 'connect failed'))).toBe(true);
    for (const code of ['23505', '57014', '40001', '42P01']) {
      expect(isConnectionFailure(pgError(code)), code).toBe(false);
    }
    expect(isConnectionFailure(new Error('Something else'))).toBe(false);
  });
});

describe('refusing new requests (graceful shutdown)', () => {
  it('answers every new request 503 restarting with Connection: close, health included', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      startWorkers: false,
      bootstrapAdmin: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      app.refuseNewRequests();
      for (const url of ['/api/health', '/api/Common/getCountries', '/api/NoSuchThing']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({
          success: false,
          error: 'The server is restarting. Please try again in a moment.',
          code: 'UNAVAILABLE',
        });
        expect(res.headers.connection).toBe('close');
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
