import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { vi } from 'vitest';
import type { TestContext } from './test-app.ts';

export interface WorkBeforeAnswer {
  answer: LightMyRequestResponse;
  /** The SQL the request sent before it answered, in order (values left out: they name the case). */
  statements: string[];
  /** Runs the work the request left for after its answer, then delivers what it queued. */
  release(): Promise<void>;
}

/** The text of a statement as `pg.Client#query` receives it (a string, or a config with `text`). */
function statementText(query: unknown): string {
  if (typeof query === 'string') return query;
  return (query as { text?: string } | null)?.text ?? '(cursor)';
}

/**
 * What `send` does in the database before its answer, with the work it hands to
 * `OutboxWorker.afterAnswer` held back: a caller who times the answer can observe the former only.
 * Two requests that must not tell their cases apart (a known and an unknown address) send the same
 * statements. Both database kinds go through `pg.Client` (PGlite through its pg adapter).
 */
export async function workBeforeAnswer(
  ctx: TestContext,
  send: () => Promise<LightMyRequestResponse>,
): Promise<WorkBeforeAnswer> {
  const held: (() => Promise<void>)[] = [];
  const deferred = vi.spyOn(ctx.app.outbox, 'afterAnswer').mockImplementation((task) => {
    held.push(task);
  });
  const queries = vi.spyOn(pg.Client.prototype, 'query');
  let answer: LightMyRequestResponse;
  let statements: string[];
  try {
    answer = await send();
    statements = queries.mock.calls.map(([query]) => statementText(query));
  } finally {
    queries.mockRestore();
    deferred.mockRestore();
  }
  return {
    answer,
    statements,
    async release() {
      for (const task of held) await task();
      await ctx.app.outbox.drain();
    },
  };
}
