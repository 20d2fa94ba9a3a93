import { RESULTS_MESSAGES, type ResultRow } from '@ojt/domain';
import type { PendingLine } from './results-repository.ts';

/** What a result file does to a run: the lines paid, the lines failed (with the reason), the rows matching nothing. */
export interface ResultMatches {
  paid: number[];
  failed: { id: number; reason: string }[];
  unmatched: { line: number; reason: string }[];
}

const keyOf = (employeeId: string, cents: number) => `${employeeId}\u0000${cents}`;

/**
 * Matches each result row to a pending line of the same Employee ID and amount, in file order and
 * line order (two equal payments to one learner are two rows); a line takes one row at most.
 */
export function matchResults(rows: readonly ResultRow[], pending: readonly PendingLine[]): ResultMatches {
  const open = new Map<string, number[]>();
  for (const line of pending) {
    const key = keyOf(line.employeeId, line.amountCents);
    const ids = open.get(key);
    if (ids) ids.push(line.id);
    else open.set(key, [line.id]);
  }
  const taken = new Set<string>();
  const result: ResultMatches = { paid: [], failed: [], unmatched: [] };
  for (const row of rows) {
    const key = keyOf(row.employeeId, row.amountCents);
    const id = open.get(key)?.shift();
    if (id === undefined) {
      const reason = taken.has(key)
        ? RESULTS_MESSAGES.matchedAbove(row.employeeId, row.amountCents)
        : RESULTS_MESSAGES.noMatch(row.employeeId, row.amountCents);
      result.unmatched.push({ line: row.line, reason });
      continue;
    }
    taken.add(key);
    if (row.status === 'Paid') result.paid.push(id);
    else result.failed.push({ id, reason: row.reason });
  }
  return result;
}
