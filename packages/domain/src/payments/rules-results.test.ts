import { describe, expect, it } from 'vitest';
import { csvRecords, parseBankAmount, parseResultsCsv } from './rules-results.ts';

const HEADER = 'Employee ID,Amount,Status,Reason\r\n';

describe("the bank's result file", () => {
  it('reads amounts as cents and refuses what is not one', () => {
    expect(parseBankAmount('3960.00')).toBe(396000);
    expect(parseBankAmount('3960')).toBe(396000);
    expect(parseBankAmount(' 3488.5 ')).toBe(348850);
    for (const text of ['', '3,960.00', '$3960', '-1.00', '1.234', 'abc'])
      expect(parseBankAmount(text)).toBeNull();
  });

  it('splits quoted cells holding commas, quotes and line breaks', () => {
    expect(csvRecords('a,"b, ""c""",d\r\n"x\ny",z\n\n')).toEqual([
      { line: 1, cells: ['a', 'b, "c"', 'd'] },
      { line: 2, cells: ['x\ny', 'z'] },
    ]);
    expect(csvRecords('a,"b')).toBeNull();
  });

  it('reads each payment with its line number; Status in any case; a BOM and blank lines allowed', () => {
    const text = `\uFEFF${HEADER}aramdial,3960.00,Paid,\r\n\r\nkbaptiste,3488.57,failed,"Account closed, per bank"\r\n`;
    expect(parseResultsCsv(text)).toEqual({
      ok: true,
      rows: [
        { line: 2, employeeId: 'aramdial', amountCents: 396000, status: 'Paid', reason: '' },
        {
          line: 4,
          employeeId: 'kbaptiste',
          amountCents: 348857,
          status: 'Failed',
          reason: 'Account closed, per bank',
        },
      ],
    });
  });

  it('refuses a file it cannot read, naming the line and what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['Name,Amount\r\nx,1\r\n', /header: Employee ID,Amount,Status,Reason/],
      [HEADER, /no payments/],
      [`${HEADER}aramdial,3960.00,Paid\r\n`, /Line 2 has 3 cells/],
      [`${HEADER}aramdial,3960.00,Paid,\r\n,1.00,Paid,\r\n`, /Line 3 has no Employee ID/],
      [`${HEADER}aramdial,"3,960.00",Paid,\r\n`, /Line 2: "3,960.00" is not an amount/],
      [`${HEADER}aramdial,3960.00,Done,\r\n`, /Line 2: the Status "Done" must be Paid or Failed/],
      [`${HEADER}aramdial,3960.00,Failed,\r\n`, /Line 2: a Failed payment needs the bank's Reason/],
      [`${HEADER}aramdial,"3960.00,Paid,\r\n`, /never closed/],
    ];
    for (const [text, message] of cases) {
      const parsed = parseResultsCsv(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(message);
    }
  });
});
