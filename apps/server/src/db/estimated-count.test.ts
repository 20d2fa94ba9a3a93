import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/test-app.ts';
import { estimatedCount } from './estimated-count.ts';

// The admin lists' totals (issue 31) on both databases: exact up to the limit, the planner's estimate
// above it, and a lower bound when the planner's estimate contradicts the bounded count.
const ctx = useTestContext();

/** Twenty numbers; `(n % 1) = 0` keeps all twenty but the planner guesses about one (0.5% of rows). */
const numbers = (misjudged: boolean) => {
  const q = ctx.db.selectFrom(sql<{ n: number }>`generate_series(1, 20)`.as('g'));
  return misjudged ? q.where(sql<boolean>`(g % 1) = 0`) : q;
};

describe('estimatedCount', () => {
  it('counts exactly up to the limit, and every row with exact', async () => {
    expect(await estimatedCount(ctx.db, numbers(false), { exact: false, upTo: 20 })).toEqual({
      total: 20,
      totalExact: true,
      totalIsLowerBound: false,
    });
    expect(await estimatedCount(ctx.db, numbers(true), { exact: true, upTo: 3 })).toEqual({
      total: 20,
      totalExact: true,
      totalIsLowerBound: false,
    });
  });

  it("answers the planner's estimate above the limit", async () => {
    expect(await estimatedCount(ctx.db, numbers(false), { exact: false, upTo: 3 })).toEqual({
      total: 20,
      totalExact: false,
      totalIsLowerBound: false,
    });
    // A caller that has seen more than the limit match (a search's one pass) skips the bounded count.
    expect(await estimatedCount(ctx.db, numbers(true), { exact: false, upTo: 3, aboveLimit: true })).toEqual({
      total: 4,
      totalExact: false,
      totalIsLowerBound: true,
    });
  });

  it('answers limit + 1 as a lower bound when the estimate falls below the limit the count passed', async () => {
    expect(await estimatedCount(ctx.db, numbers(true), { exact: false, upTo: 3 })).toEqual({
      total: 4,
      totalExact: false,
      totalIsLowerBound: true,
    });
  });
});
