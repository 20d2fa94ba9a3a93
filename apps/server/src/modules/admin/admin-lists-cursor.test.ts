import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Admin,
  applyAs,
  bearer,
  createAdmin,
  createEmployer,
  createLearner,
  employerSession,
  learnerSession,
  publishedPosition,
} from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// Cursor paging and estimated totals of the admin lists (issue 31). The exact-count limit is lowered
// to 3 here (BuildAppOptions.listExactCountUpTo), so a handful of rows is "above the limit".
const ctx = useTestContext({ listExactCountUpTo: 3 });

interface Page {
  items: Record<string, unknown>[];
  total: number;
  totalExact: boolean;
  totalIsLowerBound: boolean;
  nextCursor: string | null;
  previousCursor: string | null;
}
const cursorOf = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('admin lists by cursor', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const get = (url: string, token = admin.token) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const page = async (url: string): Promise<Page> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Follows nextCursor from the first page to the end, then previousCursor back; answers both walks' keys. */
  async function walk(path: string, key: string) {
    const join = path.includes('?') ? '&' : '?';
    const forward: unknown[][] = [];
    let current = await page(`${path}${join}pageSize=2`);
    expect(current.previousCursor).toBeNull();
    forward.push(current.items.map((i) => i[key]));
    while (current.nextCursor) {
      current = await page(`${path}${join}pageSize=2&cursor=${current.nextCursor}`);
      expect(current.previousCursor).not.toBeNull();
      forward.push(current.items.map((i) => i[key]));
    }
    const backward: unknown[][] = [current.items.map((i) => i[key])];
    while (current.previousCursor) {
      current = await page(`${path}${join}pageSize=2&cursor=${current.previousCursor}`);
      expect(current.nextCursor).not.toBeNull();
      backward.unshift(current.items.map((i) => i[key]));
    }
    return { forward, backward };
  }
  /** The same list by offset, whole: what the cursor walk must give. */
  const byOffset = async (path: string, key: string) => {
    const join = path.includes('?') ? '&' : '?';
    return (await page(`${path}${join}pageSize=100&count=exact`)).items.map((i) => i[key]);
  };

  it('answers 401 without a token and 403 for a learner, before reading the cursor', async () => {
    const learner = await learnerSession(ctx);
    for (const path of ['/api/Admin/Learners', '/api/Admin/Employers', '/api/Admin/Placements']) {
      expect((await ctx.app.inject({ method: 'GET', url: `${path}?cursor=x` })).statusCode).toBe(401);
      expect((await get(`${path}?cursor=x`, learner.token)).statusCode).toBe(403);
    }
  });

  it('answers 400 with a clear message for a bad, forged or foreign cursor, and a bad count', async () => {
    await createLearner(ctx);
    await createLearner(ctx);
    const good = (await page('/api/Admin/Learners?pageSize=1')).nextCursor!;
    const valid = { l: 'learners', d: 'next', o: 'desc', at: '2026-05-01 10:00:00.123456+00', id: 1 };
    const forged = [
      'x!',
      '%00',
      cursorOf({}),
      cursorOf([1]),
      Buffer.from('not json').toString('base64url'),
      cursorOf({ ...valid, at: "2026-05-01'; DROP TABLE learners; --" }),
      cursorOf({ ...valid, at: '2026-99-99 10:00:00' }),
      cursorOf({ ...valid, at: '2026-02-30 10:00:00+00' }),
      cursorOf({ ...valid, at: '2026-02-28 24:00:00+00' }),
      cursorOf({ ...valid, id: -1 }),
      cursorOf({ ...valid, id: 1e12 }),
      cursorOf({ ...valid, d: 'sideways' }),
      cursorOf({ ...valid, l: 'payments' }),
      'a'.repeat(501),
    ];
    for (const cursor of forged) {
      const res = await get(`/api/Admin/Learners?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error).toMatch(/cursor is not valid/);
    }
    const foreign = await get(`/api/Admin/Employers?cursor=${good}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('cursor is from another list: go back to the first page');
    expect((await get(`/api/Admin/Placements?cursor=${good}`)).statusCode).toBe(400);
    const reordered = await get(`/api/Admin/Learners?sort=oldest&cursor=${good}`);
    expect(reordered.statusCode).toBe(400);
    expect(reordered.json().error).toBe('cursor is for another order: go back to the first page');
    for (const path of ['/api/Admin/Learners', '/api/Admin/Placements'])
      expect((await get(`${path}?count=approximate`)).statusCode).toBe(400);
  });

  it('pages learners by cursor both ways, with each filter, the oldest-first order and a search', async () => {
    for (let i = 0; i < 3; i++) await createLearner(ctx, { overrides: { lastName: `Ramdass${i}` } });
    await createLearner(ctx, { status: 'approved', admin, overrides: { lastName: 'Lara' } });
    await createLearner(ctx, { status: 'rejected', admin, overrides: { lastName: 'Chen' } });
    // One sign-up instant for all: the id breaks the tie, and no row is repeated or skipped.
    await sql`UPDATE learners SET date_registered = '2026-05-01T10:00:00Z'`.execute(ctx.db);
    for (const path of [
      '/api/Admin/Learners',
      '/api/Admin/Learners?status=pending&sort=oldest',
      '/api/Admin/Learners?status=approved',
      '/api/Admin/Learners?search=ramdass',
      '/api/Admin/Learners?sort=oldest',
    ]) {
      const whole = await byOffset(path, 'learnerId');
      const { forward, backward } = await walk(path, 'learnerId');
      expect(forward.flat(), path).toEqual(whole);
      expect(backward, path).toEqual(forward);
    }
    expect((await byOffset('/api/Admin/Learners?search=ramdass', 'lastName')).length).toBe(3);
  });

  it('pages employers by cursor both ways, with a filter and a search', async () => {
    for (const name of ['Kiss Bakery', 'Caribbean Steel', 'Angostura', 'Kiss Ice Cream'])
      await createEmployer(ctx, { overrides: { empName: name } });
    for (const path of [
      '/api/Admin/Employers',
      '/api/Admin/Employers?search=kiss',
      '/api/Admin/Employers?status=pending&sort=oldest',
    ]) {
      const { forward, backward } = await walk(path, 'empId');
      expect(forward.flat(), path).toEqual(await byOffset(path, 'empId'));
      expect(backward, path).toEqual(forward);
    }
  });

  it('pages placements by cursor both ways, with a filter and a search; a later page by offset gives its cursors', async () => {
    const steel = await employerSession(ctx, { overrides: { empName: 'Caribbean Steel Ltd' } });
    const welder = await publishedPosition(ctx, steel, { position: { jobTitle: 'Welder', jobSector: 4 } });
    for (const lastName of ['Ramdass', 'Lara', 'Chen', 'Ali', 'Singh']) {
      const learner = await learnerSession(ctx, { overrides: { lastName } });
      await applyAs(ctx, learner, welder.opening.jobOpeningId);
    }
    await sql`UPDATE placements SET created_at = '2026-05-01T10:00:00Z' WHERE id % 2 = 0`.execute(ctx.db);
    for (const path of [
      '/api/Admin/Placements',
      '/api/Admin/Placements?status=1',
      '/api/Admin/Placements?search=weld',
    ]) {
      const { forward, backward } = await walk(path, 'placementId');
      expect(forward.flat(), path).toEqual(await byOffset(path, 'placementId'));
      expect(forward.flat()).toHaveLength(5);
      expect(backward, path).toEqual(forward);
    }
    // A search alone is read whole for its page, so it is counted exactly above the limit too;
    // with a filter beside it, the total above the limit is an estimate.
    expect(await page('/api/Admin/Placements?search=weld&pageSize=2')).toMatchObject({
      total: 5,
      totalExact: true,
      totalIsLowerBound: false,
    });
    expect((await page('/api/Admin/Placements?search=weld&status=1&pageSize=2')).totalExact).toBe(false);
    const second = await page('/api/Admin/Placements?pageSize=2&page=2');
    const next = await page(`/api/Admin/Placements?pageSize=2&cursor=${second.nextCursor}`);
    const back = await page(`/api/Admin/Placements?pageSize=2&cursor=${second.previousCursor}`);
    const whole = await byOffset('/api/Admin/Placements', 'placementId');
    expect(next.items.map((i) => i.placementId)).toEqual(whole.slice(4));
    expect(back.items.map((i) => i.placementId)).toEqual(whole.slice(0, 2));
    expect(next.nextCursor).toBeNull();
  });

  it('estimates the total above the limit (totalExact false), counts exactly with count=exact or below it', async () => {
    for (let i = 0; i < 5; i++)
      await createLearner(ctx, { overrides: { lastName: i < 2 ? 'Persad' : 'Joseph' } });
    const estimated = await page('/api/Admin/Learners?pageSize=2');
    expect(estimated.totalExact).toBe(false);
    expect(estimated.total).toBeGreaterThan(3);
    expect(estimated.items).toHaveLength(2);
    expect(await page('/api/Admin/Learners?pageSize=2&count=exact')).toMatchObject({
      total: 5,
      totalExact: true,
      totalIsLowerBound: false,
    });
    expect(await page('/api/Admin/Learners?search=persad')).toMatchObject({ total: 2, totalExact: true });
    const searched = await page('/api/Admin/Learners?search=joseph');
    expect(searched).toMatchObject({ total: 3, totalExact: true });
    const many = await page('/api/Admin/Learners?search=e');
    expect(many.totalExact).toBe(false);
    expect(await page('/api/Admin/Learners?search=e&count=exact')).toMatchObject({
      total: 5,
      totalExact: true,
    });
  });
});
