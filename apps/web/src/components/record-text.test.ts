import { describe, expect, it } from 'vitest';
import { joinName, maskIdentifier, yesNo } from './record-text';

describe('record text', () => {
  it('hides all but the last 4 characters of an identity number', () => {
    expect(maskIdentifier('19990304123')).toBe('•••••••4123');
    expect(maskIdentifier('AB12')).toBe('••••AB12');
    expect(maskIdentifier('A12')).toBe('••••A12');
    expect(maskIdentifier('')).toBe('');
  });

  it('joins the parts of a name that are present', () => {
    expect(joinName(' Kiran ', '', null, 'Persad')).toBe('Kiran Persad');
  });

  it('writes a flag as Yes or No, and nothing when unknown', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo(null)).toBe('');
  });
});
