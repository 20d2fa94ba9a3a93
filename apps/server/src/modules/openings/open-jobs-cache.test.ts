import { describe, expect, it, vi } from 'vitest';
import { cacheFor } from './open-jobs-cache.ts';

describe('cacheFor (the shared live-openings cache)', () => {
  it('loads each key once per period, shares a load among concurrent callers, and loads again after it', async () => {
    vi.useFakeTimers();
    try {
      let loads = 0;
      const cached = cacheFor(async (sector: number) => {
        loads += 1;
        return `sector ${sector}, load ${loads}`;
      }, 1000);
      const [a, b] = await Promise.all([cached(4), cached(4)]);
      expect([a, b]).toEqual(['sector 4, load 1', 'sector 4, load 1']);
      expect(await cached(5)).toBe('sector 5, load 2');
      vi.advanceTimersByTime(999);
      expect(await cached(4)).toBe('sector 4, load 1');
      vi.advanceTimersByTime(1);
      expect(await cached(4)).toBe('sector 4, load 3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load, and keeps nothing when the period is 0', async () => {
    let calls = 0;
    const flaky = cacheFor(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database restarting');
      return calls;
    }, 60_000);
    await expect(flaky(0)).rejects.toThrow('database restarting');
    expect(await flaky(0)).toBe(2);
    expect(await flaky(0)).toBe(2);

    let direct = 0;
    const uncached = cacheFor(async () => ++direct, 0);
    expect([await uncached(1), await uncached(1)]).toEqual([1, 2]);
  });
});
