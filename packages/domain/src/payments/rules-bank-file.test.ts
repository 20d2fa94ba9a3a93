import { describe, expect, it } from 'vitest';
import {
  accountDigits,
  achHeaderRow,
  achRow,
  bankAmount,
  bankDateTime,
  bankFileName,
  bankMessageId,
  routingDigits,
} from './rules-bank-file.ts';

const line = {
  name: 'Asha Ramdial',
  employeeId: 'aramdial',
  routingNumber: '012345678',
  accountNumber: '100200300',
  amountCents: 396000,
};

describe('the ACH bank file', () => {
  it('writes amounts with two decimals, no currency sign, no thousands separator', () => {
    expect(bankAmount(396000)).toBe('3960.00');
    expect(bankAmount(348857)).toBe('3488.57');
    expect(bankAmount(5)).toBe('0.05');
    expect(bankAmount(123456789)).toBe('1234567.89');
    expect(() => bankAmount(-1)).toThrow(RangeError);
    expect(() => bankAmount(1.5)).toThrow(RangeError);
  });

  it('keeps the routing number as nine digits with its leading zero, and only the account digits', () => {
    expect(routingDigits('012345678')).toBe('012345678');
    expect(() => routingDigits('12345678')).toThrow(RangeError);
    expect(accountDigits('1002-003 00')).toBe('100200300');
  });

  it('has the template header and a CRLF row per payment; no row for a zero amount', () => {
    expect(achHeaderRow()).toBe('Employee Name,Employee ID,RT#,Account Number,Amount\r\n');
    expect(achRow(line)).toBe('Asha Ramdial,aramdial,012345678,100200300,3960.00\r\n');
    expect(achRow({ ...line, amountCents: 0 })).toBe('');
  });

  it('quotes a name holding a comma or a quote, and neutralises one a spreadsheet would run', () => {
    expect(achRow({ ...line, name: 'Ramdial, Asha' })).toBe(
      '"Ramdial, Asha",aramdial,012345678,100200300,3960.00\r\n',
    );
    expect(achRow({ ...line, name: 'Asha "Ash" Ramdial' })).toBe(
      '"Asha ""Ash"" Ramdial",aramdial,012345678,100200300,3960.00\r\n',
    );
    expect(achRow({ ...line, name: '=HYPERLINK()' }).startsWith("'=HYPERLINK()")).toBe(true);
  });

  it('names the file and the message after the run, and dates it to the second in UTC', () => {
    const run = { id: 12, month: '2026-10', cycle: 1 };
    expect(bankFileName(run, 'ach-csv')).toBe('payment-run-12-2026-10-c1.csv');
    expect(bankFileName(run, 'pain001')).toBe('payment-run-12-2026-10-c1.xml');
    expect(bankMessageId(run)).toBe('OJT-RUN-12-2026-10-C1');
    expect(bankMessageId({ id: 2_147_483_647, month: '2026-10', cycle: 2 }).length).toBeLessThanOrEqual(35);
    expect(bankDateTime(new Date('2026-11-03T14:05:00.123Z'))).toBe('2026-11-03T14:05:00Z');
  });
});
