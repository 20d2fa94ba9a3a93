import { RESULTS_MESSAGES } from './texts-bank-file.ts';

// The bank's result file of a sent run (issue 28): CSV with a header row `Employee ID,Amount,Status,Reason`,
// one row per payment the bank made or refused.

/** The result file's header, as the bank writes it. */
export const RESULTS_HEADER = ['Employee ID', 'Amount', 'Status', 'Reason'] as const;

/** What the bank says of a payment. */
export type ResultStatus = 'Paid' | 'Failed';

/** One row of a result file, with its line number in the file (the header is line 1). */
export interface ResultRow {
  line: number;
  employeeId: string;
  amountCents: number;
  status: ResultStatus;
  /** Why the bank refused it (Failed only; '' for Paid). */
  reason: string;
}

/** A result file read: its rows, or why it cannot be read (naming the line). */
export type ParsedResults = { ok: true; rows: ResultRow[] } | { ok: false; message: string };

/** Splits CSV text into records of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function csvRecords(text: string): { line: number; cells: string[] }[] | null {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (quoted) return null;
  endRecord();
  return records;
}

/** An amount the bank wrote ('3960.00', '3960', '3960.5') in cents; null when it is not one. */
export function parseBankAmount(text: string): number | null {
  const match = /^([0-9]{1,10})(?:\.([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function readRow(line: number, cells: string[]): ResultRow | string {
  if (cells.length !== RESULTS_HEADER.length) return RESULTS_MESSAGES.columns(line, cells.length);
  const [employeeId, amount, status, reason] = cells.map((c) => c.trim()) as [string, string, string, string];
  if (employeeId === '') return RESULTS_MESSAGES.employeeId(line);
  const amountCents = parseBankAmount(amount);
  if (amountCents === null) return RESULTS_MESSAGES.amount(line, amount);
  const normal = status.toLowerCase();
  if (normal !== 'paid' && normal !== 'failed') return RESULTS_MESSAGES.status(line, status);
  if (normal === 'failed' && reason === '') return RESULTS_MESSAGES.reason(line);
  return {
    line,
    employeeId,
    amountCents,
    status: normal === 'paid' ? 'Paid' : 'Failed',
    reason: normal === 'paid' ? '' : reason.slice(0, 500),
  };
}

/**
 * Reads the bank's result file: the header row first (a byte order mark and spaces around names
 * allowed), then one payment per row. The first problem found is the answer, naming its line, so
 * the office fixes the file and uploads it again; nothing is applied from a file that cannot be read.
 */
export function parseResultsCsv(text: string): ParsedResults {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  if (records === null) return { ok: false, message: RESULTS_MESSAGES.unclosedQuote };
  const [header, ...rest] = records;
  const names = header?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  if (names.join(',') !== RESULTS_HEADER.join(',').toLowerCase()) {
    return { ok: false, message: RESULTS_MESSAGES.header };
  }
  if (rest.length === 0) return { ok: false, message: RESULTS_MESSAGES.empty };
  const rows: ResultRow[] = [];
  for (const record of rest) {
    const row = readRow(record.line, record.cells);
    if (typeof row === 'string') return { ok: false, message: row };
    rows.push(row);
  }
  return { ok: true, rows };
}
