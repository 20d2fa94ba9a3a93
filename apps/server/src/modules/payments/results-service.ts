import {
  BANK_FILE_MESSAGES,
  parseResultsCsv,
  portalToday,
  RESULTS_MESSAGES,
  type ResultsAnswer,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { chunk, stipendNotices } from './bank-file-notices.ts';
import { findFileRun } from './bank-file-repository.ts';
import { matchResults } from './results-match.ts';
import {
  closeRun,
  hasPendingPayments,
  markLineFailed,
  markLinesPaid,
  pendingLinesOf,
} from './results-repository.ts';

const ID_BATCH = 1000;

/**
 * Applies the bank's result file to a Sent run in one transaction (the run locked, so two uploads
 * at once apply one after the other): each row matching a pending payment of the same Employee ID
 * and amount makes it Paid (today, Port of Spain) or Failed (the bank's reason); rows matching
 * nothing change nothing and are listed. The learners are told; the run is Closed once no payment
 * waits for its result. 400 for a file that cannot be read (naming the line), 409 for a run not Sent.
 */
export async function applyResults(
  deps: Deps,
  admin: AuthUser,
  runId: number,
  body: unknown,
): Promise<ResultsAnswer> {
  const { db, clock } = deps;
  if (typeof body !== 'string') throw badRequest(RESULTS_MESSAGES.notCsv);
  const found = await findFileRun(db, runId);
  if (!found) throw notFound(BANK_FILE_MESSAGES.runNotFound);
  if (found.status !== 'Sent') throw conflict(RESULTS_MESSAGES.notSent);
  const parsed = parseResultsCsv(body);
  if (!parsed.ok) throw badRequest(parsed.message);
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const run = await findFileRun(trx, runId, true);
    if (run?.status !== 'Sent') throw conflict(RESULTS_MESSAGES.notSent);
    const ids = [...new Set(parsed.rows.map((row) => row.employeeId))];
    const pending = [];
    for (const slice of chunk(ids, ID_BATCH)) pending.push(...(await pendingLinesOf(trx, runId, slice)));
    pending.sort((a, b) => a.id - b.id);
    const { paid, failed, unmatched } = matchResults(parsed.rows, pending);
    const paidOn = portalToday(now);
    for (const slice of chunk(paid, ID_BATCH)) await markLinesPaid(trx, slice, paidOn);
    for (const { id, reason } of failed) await markLineFailed(trx, id, reason);
    await stipendNotices(trx, deps, runId, 'stipend-paid', paid);
    await stipendNotices(
      trx,
      deps,
      runId,
      'stipend-failed',
      failed.map((f) => f.id),
    );
    const closed = !(await hasPendingPayments(trx, runId));
    if (closed) await closeRun(trx, runId, now);
    await recordAudit(
      trx,
      admin,
      'payment-run.results',
      { type: 'payment-run', id: runId },
      {
        paid: paid.length,
        failed: failed.length,
        unmatched: unmatched.length,
        closed,
      },
    );
    return {
      success: true as const,
      message: RESULTS_MESSAGES.applied(paid.length, failed.length, unmatched.length),
      paid: paid.length,
      failed: failed.length,
      unmatched,
      runStatus: closed ? ('Closed' as const) : ('Sent' as const),
    };
  });
}
