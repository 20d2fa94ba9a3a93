import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { countRateLimitHit } from '../lib/rate-limit-repository.ts';
import { createTestContext, type TestContext, useTestContext } from '../test/test-app.ts';
import { databasePlugin } from './database.ts';
import { type PruningOptions, pruningPlugin } from './pruning.ts';

const ctx = useTestContext();

const LONG_AGO = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);

/** A rate-limit counter whose window ended long ago (what every run deletes). */
async function addDeadCounter(db: TestContext['db'], key: string) {
  await countRateLimitHit(db, key, 900);
  await db.updateTable('rate_limits').set({ window_started_at: LONG_AGO }).where('key', '=', key).execute();
}

async function counterKeys(db: TestContext['db']) {
  return (await db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key).sort();
}

async function waitFor(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

/** Just the database and the pruning plugin, logging at debug into `logs`. */
async function pruningApp(options: Omit<PruningOptions, 'start'>) {
  const logs: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'debug', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
  });
  const handle = { db: ctx.db, kind: ctx.kind, close: async () => {} };
  await app.register(databasePlugin, { handle, owned: false });
  await app.register(pruningPlugin, { start: true, ...options });
  await app.ready();
  return { app, logs };
}

const isEmptyRun = (line: Record<string, unknown>) => line.msg === 'pruning found no expired rows';

describe('pruning schedule', () => {
  it('prunes once shortly after start, then at every interval, and logs what it deleted at info', async () => {
    await addDeadCounter(ctx.db, 'test:first');
    await countRateLimitHit(ctx.db, 'test:live', 900);
    const { app, logs } = await pruningApp({ firstRunDelayMs: 0, intervalMs: 200 });
    try {
      expect(await waitFor(async () => !(await counterKeys(ctx.db)).includes('test:first'), 5000)).toBe(true);
      await addDeadCounter(ctx.db, 'test:later');
      expect(await waitFor(async () => !(await counterKeys(ctx.db)).includes('test:later'), 5000)).toBe(true);
      expect(await counterKeys(ctx.db)).toEqual(['test:live']);
      const runs = logs.filter((line) => line.msg === 'pruned expired rows');
      // Only the kinds deleted, with how many.
      expect(runs[0]).toMatchObject({ level: 30, pruned: { rateLimits: 1 }, total: 1 });
      expect(Object.keys(runs[0]?.pruned ?? {})).toEqual(['rateLimits']);
    } finally {
      await app.close();
    }
  });

  it('logs a run that deleted nothing at debug only', async () => {
    await countRateLimitHit(ctx.db, 'test:live', 900);
    const { app, logs } = await pruningApp({ firstRunDelayMs: 0, intervalMs: 50 });
    try {
      expect(await waitFor(async () => logs.filter(isEmptyRun).length >= 2, 5000)).toBe(true);
      expect(logs.filter(isEmptyRun).every((line) => line.level === 20)).toBe(true);
      expect(logs.filter((line) => String(line.msg).includes('prun') && Number(line.level) >= 30)).toEqual(
        [],
      );
    } finally {
      await app.close();
    }
  });

  it('stops when the app closes', async () => {
    const { app, logs } = await pruningApp({ firstRunDelayMs: 0, intervalMs: 50 });
    expect(await waitFor(async () => logs.some(isEmptyRun), 5000)).toBe(true);
    await app.close();
    await addDeadCounter(ctx.db, 'test:after-close');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await counterKeys(ctx.db)).toEqual(['test:after-close']);
  });

  it('runs in the portal when it starts its workers, and not when a test leaves them off', async () => {
    await addDeadCounter(ctx.db, 'test:never-pruned');
    const portal = await createTestContext({ startWorkers: true });
    try {
      await addDeadCounter(portal.db, 'test:dead');
      expect(await waitFor(async () => (await counterKeys(portal.db)).length === 0, 15_000)).toBe(true);
    } finally {
      await portal.close();
    }
    // `ctx` was built without workers: nothing pruned its database meanwhile.
    expect(await counterKeys(ctx.db)).toEqual(['test:never-pruned']);
  });
});
