import { describe, expect, it } from 'vitest';
import { joinName, maskIdentifier, toClockInput, toUsDate } from './format';

describe('employer form helpers', () => {
  it('gives the interview form its MM/DD/YYYY and HH:mm', () => {
    expect(toUsDate('2026-11-05')).toBe('11/05/2026');
    expect(toUsDate('2026-11-05T00:00:00')).toBe('11/05/2026');
    expect(toUsDate(null)).toBe('');
    expect(toClockInput('9:30:00')).toBe('09:30');
    expect(toClockInput('later')).toBe('');
  });

  it('hides all but the last 4 characters of an identity number', () => {
    expect(maskIdentifier('19990304123')).toBe('•••••••4123');
    expect(maskIdentifier('AB12')).toBe('••••AB12');
    expect(maskIdentifier('')).toBe('');
  });

  it('joins the parts of a name that are present', () => {
    expect(joinName(' Kiran ', '', null, 'Persad')).toBe('Kiran Persad');
  });
});
