import type { Page, PaymentRun, PaymentRunDetail, PaymentRunsQuery } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { linesOfRun } from './run-lines-repository.ts';
import { assertRunFound } from './run-policy.ts';
import { toPaymentRun, toPaymentRunDetail } from './run-presenters.ts';
import { findRun, pageRuns } from './run-repository.ts';

/** One page of the payment runs, newest first. */
export async function pagePaymentRuns(
  { db }: Pick<Deps, 'db'>,
  query: PaymentRunsQuery,
): Promise<Page<PaymentRun>> {
  const { rows, total } = await pageRuns(db, {
    limit: query.PageSize,
    offset: (query.Page - 1) * query.PageSize,
  });
  return { items: rows.map(toPaymentRun), total, page: query.Page, pageSize: query.PageSize };
}

/** One run with its lines (accounts masked) and the held lines apart; 404 when unknown. */
export async function paymentRunDetail({ db }: Pick<Deps, 'db'>, runId: number): Promise<PaymentRunDetail> {
  const run = await findRun(db, runId);
  assertRunFound(run);
  return toPaymentRunDetail(run, await linesOfRun(db, runId));
}
