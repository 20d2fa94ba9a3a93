import {
  ACH_HEADER,
  BANK_FILE_MESSAGES,
  BANK_FILE_STATUSES,
  bankAmount,
  bankFileQuerySchema,
  parseResultsCsv,
  RESULTS_MESSAGES,
  resultsAnswerSchema,
} from '@ojt/domain';
import { fail, notFound, parseParams, type RecordedRequest } from '../../../test/fake-api';
import type { PaymentData } from './fake-payments-api';

const FILE_PATH = /^\/api\/Admin\/PaymentRun\/(\d+)\/(BankFile|Results)$/;
const NOW = '2026-11-27T12:00:00.000Z';

/** The ACH CSV of a run as the bank file call answers it (masked accounts stand in for the numbers). */
function achCsv(data: PaymentData, runId: number): string {
  const run = data.runs.find((r) => r.runId === runId);
  const rows = (run?.lines ?? []).map((l) =>
    [
      l.payeeName,
      l.employeeId,
      '012000034',
      (l.account ?? '').replace(/\D/g, ''),
      bankAmount(l.amountCents),
    ].join(','),
  );
  return [ACH_HEADER.join(','), ...rows].join('\r\n');
}

function bankFile(data: PaymentData, runId: number, r: RecordedRequest): Response {
  const parsed = parseParams(bankFileQuerySchema, Object.fromEntries(r.query));
  if ('refusal' in parsed) return parsed.refusal;
  const run = data.runs.find((x) => x.runId === runId);
  if (!run) return notFound(BANK_FILE_MESSAGES.runNotFound);
  if (!(BANK_FILE_STATUSES as readonly string[]).includes(run.status))
    return fail(409, 'CONFLICT', BANK_FILE_MESSAGES.notApproved);
  if (run.status === 'Approved') Object.assign(run, { status: 'Sent', sentBy: 'admin', sentAt: NOW });
  const xml = parsed.values.Format === 'pain001';
  const body = xml ? '<?xml version="1.0"?><Document/>' : achCsv(data, runId);
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': xml ? 'application/xml' : 'text/csv' },
  });
}

/** Applies a result file as the server does: each row matching a Pending line by Employee ID and amount. */
function results(data: PaymentData, runId: number, r: RecordedRequest): Response {
  const run = data.runs.find((x) => x.runId === runId);
  if (!run) return notFound(BANK_FILE_MESSAGES.runNotFound);
  if (!r.contentType.startsWith('text/csv')) return fail(400, 'VALIDATION', RESULTS_MESSAGES.notCsv);
  if (run.status !== 'Sent') return fail(409, 'CONFLICT', RESULTS_MESSAGES.notSent);
  const parsed = parseResultsCsv(r.text);
  if (!parsed.ok) return fail(400, 'VALIDATION', parsed.message);
  let paid = 0;
  let failed = 0;
  const unmatched: { line: number; reason: string }[] = [];
  for (const row of parsed.rows) {
    const line = run.lines.find(
      (l) => l.status === 'Pending' && l.employeeId === row.employeeId && l.amountCents === row.amountCents,
    );
    if (!line) {
      unmatched.push({ line: row.line, reason: RESULTS_MESSAGES.noMatch(row.employeeId, row.amountCents) });
      continue;
    }
    if (row.status === 'Paid') {
      Object.assign(line, { status: 'Paid', paidOn: NOW.slice(0, 10) });
      paid += 1;
    } else {
      Object.assign(line, { status: 'Failed', failedReason: row.reason });
      failed += 1;
    }
  }
  if (run.lines.every((l) => l.status === 'Paid' || l.status === 'Failed'))
    Object.assign(run, { status: 'Closed', closedAt: NOW });
  const answer = {
    success: true,
    message: RESULTS_MESSAGES.applied(paid, failed, unmatched.length),
    paid,
    failed,
    unmatched,
    runStatus: run.status,
  };
  return new Response(JSON.stringify(resultsAnswerSchema.parse(answer)), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A run's bank file (marks an approved run Sent) and the bank's results (a text/csv body read with
 * the domain's parser; answered as the contract says). Null for any other request.
 */
export function bankFileRoute(data: PaymentData, r: RecordedRequest): Response | null {
  const match = FILE_PATH.exec(r.path);
  if (!match) return null;
  const runId = Number(match[1]);
  if (r.method === 'GET' && match[2] === 'BankFile') return bankFile(data, runId, r);
  if (r.method === 'POST' && match[2] === 'Results') return results(data, runId, r);
  return null;
}
