import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Notify } from '../../notifications/notify.ts';
import { stipendNoticeBatch } from './bank-file-repository.ts';

const NOTICE_BATCH = 1000;

/**
 * Tells each learner of the run's stipend payments (`ids`: only those lines) that their month was
 * sent, paid or failed, in the caller's transaction, reading the lines batch by batch.
 */
export async function stipendNotices(
  trx: Kysely<Database>,
  notify: Notify,
  publicUrl: string,
  runId: number,
  kind: 'stipend-sent' | 'stipend-paid' | 'stipend-failed',
  ids?: readonly number[],
): Promise<void> {
  const stipendUrl = `${publicUrl}/learner-dashboard?tab=stipend`;
  const chunks = ids ? chunk(ids, NOTICE_BATCH) : [undefined];
  for (const only of chunks) {
    let after: number | undefined;
    for (;;) {
      const rows = await stipendNoticeBatch(trx, runId, { after, size: NOTICE_BATCH }, only);
      for (const row of rows) {
        const stipend = { learnerName: row.name, month: row.month, amountCents: row.amountCents, stipendUrl };
        const recipient = { userId: row.userId, email: row.email, name: row.name };
        if (kind === 'stipend-sent') await notify(trx, { kind, stipend }, recipient);
        else if (kind === 'stipend-paid')
          await notify(trx, { kind, stipend: { ...stipend, paidOn: row.paidOn ?? '' } }, recipient);
        else await notify(trx, { kind, stipend: { ...stipend, reason: row.failedReason ?? '' } }, recipient);
      }
      if (rows.length < NOTICE_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }
}

/** `items` in slices of `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  return slices;
}
