import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';

/** A lookup over a fixed table that records each load it is asked for. */
function recorded(table: Record<string, number>) {
  const loads: { db: object; keys: string[] }[] = [];
  const find = batchedLookup(async (db: object, keys: string[]) => {
    loads.push({ db, keys });
    return new Map(keys.filter((key) => key in table).map((key) => [key, table[key]!]));
  });
  return { loads, find };
}

describe('batchedLookup', () => {
  it('reads the keys asked for together in one load, and gives each caller its own answer', async () => {
    const { loads, find } = recorded({ a: 1, b: 2 });
    const db = {};
    expect(await Promise.all([find(db, 'a'), find(db, 'b'), find(db, 'a'), find(db, 'missing')])).toEqual([
      1,
      2,
      1,
      undefined,
    ]);
    expect(loads).toEqual([{ db, keys: ['a', 'b', 'missing'] }]);
  });

  it('reads again for a later call, and keeps the keys of two databases apart', async () => {
    const { loads, find } = recorded({ a: 1 });
    const one = { name: 'one' };
    const two = { name: 'two' };
    await find(one, 'a');
    await Promise.all([find(one, 'a'), find(two, 'a')]);
    expect(loads).toEqual([
      { db: one, keys: ['a'] },
      { db: one, keys: ['a'] },
      { db: two, keys: ['a'] },
    ]);
  });

  it('fails every caller of a failed load, and the next call reads afresh', async () => {
    let fail = true;
    const find = batchedLookup(async (_db: object, keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key.length]));
    });
    const db = {};
    const results = await Promise.allSettled([find(db, 'a'), find(db, 'bb')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await find(db, 'bb')).toBe(2);
  });
});
