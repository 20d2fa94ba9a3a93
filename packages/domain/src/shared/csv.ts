/**
 * CSV for spreadsheets (RFC 4180): cells quoted when they need it, rows ended by CRLF, and text
 * neutralised against formula injection, so that a value someone typed into the portal (a name, a
 * company) is never run as a formula when the file is opened in Excel, LibreOffice or Sheets.
 */

/** A byte order mark: Excel reads a UTF-8 file with accents correctly only when it starts with one. */
export const CSV_BOM = '\uFEFF';

/** What a CSV cell may hold: text, a number, a yes/no, or nothing (an empty cell). */
export type CsvValue = string | number | boolean | null | undefined;

// A spreadsheet treats a cell starting with one of these as a formula (OWASP "CSV injection"):
// = + - @, and TAB or CR, which some spreadsheets skip before looking for one.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as it may go into a spreadsheet cell: one starting with =, +, -, @, TAB or CR gets a leading
 * apostrophe, which spreadsheets show as text. Numbers are written by `csvCell` as they are; a
 * negative number is a number, not a formula.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: neutralised text, quoted (with doubled quotes) when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row, ended by CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
