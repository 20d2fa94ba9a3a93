import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow, neutraliseCell } from './csv.ts';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', `'=HYPERLINK("http://evil.test","x")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('puts an apostrophe before %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it('leaves other text as it is, including a formula character further in', () => {
    for (const text of ['Asha Ramdass', 'a=b', 'Sé-bastien', '', ' =1', '1-2']) {
      expect(neutraliseCell(text)).toBe(text);
    }
  });
});

describe('csvCell', () => {
  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Ramdass, Asha')).toBe('"Ramdass, Asha"');
    expect(csvCell('The "Lab"')).toBe('"The ""Lab"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralises before quoting', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('-"x"')).toBe(`"'-""x"""`);
  });

  it('writes numbers as numbers (a negative one too), yes/no, and nothing as an empty cell', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('Yes');
    expect(csvCell(false)).toBe('No');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('keeps accents (the file is UTF-8, with a BOM for Excel)', () => {
    expect(csvRow(['Sébastien', 'Ñ'])).toBe('Sébastien,Ñ\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
