/**
 * Reads a numeric id that may arrive as a number or a numeric string (API rows, form selects).
 * Answers `undefined` for anything else.
 */
export function toLookupId(id: unknown): number | undefined {
  if (typeof id === 'number') return Number.isInteger(id) ? id : undefined;
  if (typeof id === 'string' && /^\s*\d+\s*$/.test(id)) return Number.parseInt(id, 10);
  return undefined;
}

/** A status as a number; missing values must not read as 0 (Number(null) and Number('') are 0). */
export function toStatusNumber(status: unknown): number | undefined {
  if (typeof status === 'number') return status;
  if (typeof status === 'string' && status.trim() !== '') return Number(status);
  return undefined;
}
