import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { Notice } from '../../notifications/notify.ts';
import { type StipendNoticeRow, stipendNoticeBatch } from './bank-file-repository.ts';

const NOTICE_BATCH = 1000;

type Kind = 'stipend-sent' | 'stipend-paid' | 'stipend-failed';

function noticeOf(kind: Kind, row: StipendNoticeRow, stipendUrl: string): Notice {
  const stipend = { learnerName: row.name, month: row.month, amountCents: row.amountCents, stipendUrl };
  const recipient = { userId: row.userId, email: row.email, name: row.name };
  if (kind === 'stipend-sent') return { event: { kind, stipend }, recipient };
  if (kind === 'stipend-paid')
    return { event: { kind, stipend: { ...stipend, paidOn: row.paidOn ?? '' } }, recipient };
  return { event: { kind, stipend: { ...stipend, reason: row.failedReason ?? '' } }, recipient };
}

/**
 * Tells each learner of the run's stipend payments (`ids`: only those lines) that their month was
 * sent, paid or failed, in the caller's transaction, reading the lines and queueing the notices a
 * batch at a time (one statement per batch where `notifyMany` is given).
 */
export async function stipendNotices(
  trx: Kysely<Database>,
  { notify, notifyMany, publicUrl }: Pick<Deps, 'notify' | 'notifyMany' | 'publicUrl'>,
  runId: number,
  kind: Kind,
  ids?: readonly number[],
): Promise<void> {
  const stipendUrl = `${publicUrl}/learner-dashboard?tab=stipend`;
  const slices = ids ? chunk(ids, NOTICE_BATCH) : [undefined];
  for (const only of slices) {
    let after: number | undefined;
    for (;;) {
      const rows = await stipendNoticeBatch(trx, runId, { after, size: NOTICE_BATCH }, only);
      const notices = rows.map((row) => noticeOf(kind, row, stipendUrl));
      if (notifyMany) await notifyMany(trx, notices);
      else for (const { event, recipient } of notices) await notify(trx, event, recipient);
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
