import { achHeaderRow, achRow, type BankFileLine } from '@ojt/domain';

/** The payments of a file, batch by batch, in line order (each batch read when the last was written). */
export type LineBatches = AsyncIterable<readonly BankFileLine[]>;

/**
 * The T&T ACH bulk payroll CSV, chunk by chunk: the header row, then one chunk per batch of lines
 * (a zero amount gives no row). Only one batch is held at a time, whatever the run's size.
 */
export async function* achChunks(batches: LineBatches): AsyncGenerator<string> {
  yield achHeaderRow();
  for await (const batch of batches) {
    const text = batch.map(achRow).join('');
    if (text !== '') yield text;
  }
}
