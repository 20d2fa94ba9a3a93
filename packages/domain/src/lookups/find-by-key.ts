/**
 * Reads a numeric id that may arrive as a number or a numeric string (API rows, form selects).
 * Answers `undefined` for anything else.
 */
export function toLookupId(id: unknown): number | undefined {
  if (typeof id === 'number') return Number.isInteger(id) ? id : undefined;
  if (typeof id === 'string' && /^\s*\d+\s*$/.test(id)) return Number.parseInt(id, 10);
  return undefined;
}
