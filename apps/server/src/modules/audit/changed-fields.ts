/**
 * The names of the fields whose values differ between two versions of a record, in the order of
 * `after`'s keys. A profile change is recorded by these names only, never by its values.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** A list's rows without their ids: a list saved again with the same rows has not changed. */
export function withoutIds(rows: readonly object[]): unknown[] {
  return rows.map(({ id: _id, ...rest }: { id?: unknown }) => rest);
}
