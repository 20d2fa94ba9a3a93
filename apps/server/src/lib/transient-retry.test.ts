import { describe, expect, it } from 'vitest';
import { isTransientDatabaseError, withRetries } from './transient-retry.ts';

const noWait = { wait: async () => undefined };

describe('withRetries (a sign-up saved after its answer is not lost to a passing fault)', () => {
  it('tries again after a passing database error, and answers what the attempt that worked answered', async () => {
    const errors = [{ code: '40001' }, new Error('timeout exceeded when trying to connect')];
    let calls = 0;
    const waited: number[] = [];
    const answer = await withRetries(
      async () => {
        calls += 1;
        const error = errors.shift();
        if (error) throw error;
        return 'saved';
      },
      { wait: async (ms) => waited.push(ms) },
    );
    expect(answer).toBe('saved');
    expect(calls).toBe(3);
    expect(waited).toEqual([250, 500]);
  });

  it('does not repeat an error that would fail the same way (a unique violation)', async () => {
    let calls = 0;
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      withRetries(async () => {
        calls += 1;
        throw unique;
      }, noWait),
    ).rejects.toBe(unique);
    expect(calls).toBe(1);
  });

  it('gives up after the last delay with the last error', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls += 1;
          throw Object.assign(new Error(`lost ${calls}`), { code: '08006' });
        },
        { ...noWait, delaysMs: [1, 1, 1] },
      ),
    ).rejects.toThrow('lost 4');
    expect(calls).toBe(4);
  });

  it('knows the passing faults from the lasting ones', () => {
    for (const transient of [
      { code: '40P01' },
      { code: '57P01' },
      { code: '53300' },
      { code: '08003' },
      { code: 'ECONNRESET' },
      new Error('Connection terminated unexpectedly'),
    ])
      expect(isTransientDatabaseError(transient), JSON.stringify(transient)).toBe(true);
    for (const lasting of [{ code: '23505' }, { code: '22001' }, new Error('boom'), null, 'text'])
      expect(isTransientDatabaseError(lasting), JSON.stringify(lasting)).toBe(false);
  });
});
