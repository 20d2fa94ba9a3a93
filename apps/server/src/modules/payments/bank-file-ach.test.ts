import { readFileSync } from 'node:fs';
import type { BankFileLine } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { achChunks } from './bank-file-ach.ts';

const GOLDEN = new URL('./golden/ach-payroll.csv', import.meta.url);

/** Lines as the repository gives them: batches, in line order. */
async function* batches(...groups: BankFileLine[][]) {
  for (const group of groups) yield group;
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

const line = (
  name: string,
  employeeId: string,
  routingNumber: string,
  accountNumber: string,
  amountCents: number,
) => ({
  name,
  employeeId,
  routingNumber,
  accountNumber,
  amountCents,
});

describe('the ACH bulk payroll CSV', () => {
  it('is byte for byte the golden file: header, leading zeros, quoting, two decimals, no zero row', async () => {
    const csv = await text(
      achChunks(
        batches(
          [
            line('Asha Ramdial', 'aramdial', '012345678', '100200300', 396000),
            line('Baptiste, Kern', 'kbaptiste', '001122334', '5566778899', 348857),
            line('Zero Amount', 'zamount', '012345678', '11111', 0),
          ],
          [
            line('Nadia "Nads" Mohammed', 'nmohammed', '099887766', '12345', 5),
            line('Caribbean Steel 7 Ltd', 'EMP-7', '012345678', '4000500060007000', 237600),
          ],
        ),
      ),
    );
    expect(csv).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('is the header alone for a run with nothing to pay', async () => {
    expect(await text(achChunks(batches()))).toBe('Employee Name,Employee ID,RT#,Account Number,Amount\r\n');
  });
});
