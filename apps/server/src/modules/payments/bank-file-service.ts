import { Readable } from 'node:stream';
import {
  BANK_FILE_MESSAGES,
  BANK_FILE_STATUSES,
  type BankFileFormat,
  type BankFileLine,
  bankFileName,
  bankMessageId,
  portalToday,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { PaymentsDebtor } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { achChunks } from './bank-file-ach.ts';
import { stipendNotices } from './bank-file-notices.ts';
import { pain001Chunks } from './bank-file-pain001.ts';
import { type FileRun, fileLineBatch, fileTotals, findFileRun, markRunSent } from './bank-file-repository.ts';

type Db = Kysely<Database>;

/** The payments module's deps: the programme's account for pain.001 (null when not configured). */
export interface PaymentDeps extends Deps {
  debtor: PaymentsDebtor | null;
}

/** Lines read (and written to the response) at a time. */
export const BANK_FILE_BATCH_SIZE = 1000;

/** A bank file ready to send: its name, media type and bytes, produced batch by batch as the client reads. */
export interface BankFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/** The file's payments in keyset batches: the next batch is read only when the last one was written. */
async function* lineBatches(db: Db, runId: number): AsyncGenerator<BankFileLine[]> {
  let after: number | undefined;
  for (;;) {
    const rows = await fileLineBatch(db, runId, { after, size: BANK_FILE_BATCH_SIZE });
    if (rows.length > 0) yield rows;
    if (rows.length < BANK_FILE_BATCH_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Marks an Approved run Sent, by whom and when, with its audit entry and each learner's notice, in
 * one transaction; two first downloads at once send it once. Answers the run as it is now.
 */
async function sendRun(deps: Deps, admin: AuthUser, run: FileRun): Promise<FileRun> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const locked = await findFileRun(trx, run.id, true);
    if (locked?.status !== 'Approved' || !(await markRunSent(trx, run.id, admin.id, now))) {
      return locked ?? run;
    }
    await recordAudit(
      trx,
      admin,
      'payment-run.sent',
      { type: 'payment-run', id: run.id },
      {
        month: run.month,
        cycle: run.cycle,
      },
    );
    await stipendNotices(trx, deps, run.id, 'stipend-sent');
    return { ...locked, status: 'Sent', sentAt: now };
  });
}

/**
 * The bank file of an Approved (or already Sent or Closed) run, ACH CSV or pain.001 XML. The first
 * download marks the run Sent; the file's dates and ids come from that moment and the run, never
 * from the download, so every later download gives the same bytes. 404 for no such run, 409 for a
 * Draft or Rejected run and for pain.001 while the programme's account is not configured.
 */
export async function downloadBankFile(
  deps: PaymentDeps,
  admin: AuthUser,
  runId: number,
  format: BankFileFormat,
): Promise<BankFile> {
  const found = await findFileRun(deps.db, runId);
  if (!found) throw notFound(BANK_FILE_MESSAGES.runNotFound);
  if (!(BANK_FILE_STATUSES as readonly string[]).includes(found.status)) {
    throw conflict(BANK_FILE_MESSAGES.notApproved);
  }
  const debtor = deps.debtor;
  if (format === 'pain001' && !debtor) throw conflict(BANK_FILE_MESSAGES.debtorMissing);
  const run = found.status === 'Approved' ? await sendRun(deps, admin, found) : found;
  const sentAt = run.sentAt ?? deps.clock.now();
  const fileName = bankFileName(run, format);
  const batches = lineBatches(deps.db, run.id);
  if (format === 'ach-csv') {
    return { fileName, contentType: 'text/csv; charset=utf-8', stream: Readable.from(achChunks(batches)) };
  }
  const totals = await fileTotals(deps.db, run.id);
  const header = {
    messageId: bankMessageId(run),
    createdAt: sentAt,
    executionDate: portalToday(sentAt),
    debtor: debtor!,
    ...totals,
  };
  return {
    fileName,
    contentType: 'application/xml; charset=utf-8',
    stream: Readable.from(pain001Chunks(header, batches)),
  };
}
