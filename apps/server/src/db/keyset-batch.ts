/** Where a keyset batch starts: after this id (exclusive), the first batch with none; `size` rows at most. */
export interface Batch {
  after?: number | undefined;
  size: number;
}
