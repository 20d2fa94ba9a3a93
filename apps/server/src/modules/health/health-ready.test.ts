import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testClock } from '../../test/clock.ts';
import {
  CapturingTransport,
  createTestContext,
  openTestDatabase,
  type TestContext,
  testConfig,
} from '../../test/test-app.ts';

// Issue 31: liveness and readiness for a load balancer in front of several instances.
describe('GET /api/health/live and /api/health/ready', () => {
  let ctx: TestContext;
  const clock = testClock();
  beforeAll(async () => {
    ctx = await createTestContext({ startWorkers: true, clock });
  });
  afterAll(() => ctx.close());
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('live answers 200 without asking the database', async () => {
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 when the database answers, migrations are current and the outbox polls', async () => {
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 503 naming the migrations when the database lacks one this code knows', async () => {
    const [last] = await ctx.db
      .selectFrom('kysely_migration' as never)
      .select(['name' as never, 'timestamp' as never])
      .orderBy('name' as never, 'desc')
      .limit(1)
      .execute();
    const row = last as unknown as { name: string; timestamp: string };
    await sql`DELETE FROM kysely_migration WHERE name = ${row.name}`.execute(ctx.db);
    try {
      // The database's answer is kept a second: the first call after that asks again.
      clock.advance(1001);
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', failing: ['migrations'] });
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${row.name}, ${row.timestamp})`.execute(
        ctx.db,
      );
    }
    clock.advance(1001);
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 naming the outbox when its worker has stopped; live stays 200', async () => {
    await ctx.app.outbox.stop();
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', failing: ['outbox'] });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    ctx.app.outbox.start();
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready and live answer 503 restarting with Connection: close once the shutdown begins', async () => {
    ctx.app.refuseNewRequests();
    for (const url of ['/api/health/ready', '/api/health/live']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json().code, url).toBe('UNAVAILABLE');
      expect(res.headers.connection, url).toBe('close');
    }
  });
});

describe('GET /api/health/ready when the database is unreachable', () => {
  it('answers 503 naming the database (live stays 200), and asks at most once a second', async () => {
    const database = await openTestDatabase();
    const clock = testClock();
    const app = await buildApp({
      config: testConfig(),
      database,
      mailTransport: new CapturingTransport(),
      startWorkers: true,
      bootstrapAdmin: false,
      clock,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await database.close();
      // Within the second the kept answer stands (no query per call).
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      clock.advance(1001);
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', failing: ['database'] });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.outbox.stop();
      await app.close().catch(() => {});
    }
  });
});
