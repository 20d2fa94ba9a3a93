import { describe, expect, it } from 'vitest';
import {
  isPastDate,
  isValidEmail,
  isValidMobile,
  isValidPhone,
  isValidWebsite,
  normalizeEmail,
  normalizePhone,
} from './format-checks.ts';

describe('email rule', () => {
  it.each(['jane@example.com', 'a.b+c@mail.gov.tt', "o'neil_2@my-mail.co.tt", 'zoë@correo.tt'])(
    'accepts %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );
  it.each(['jane', 'jane@example', 'jane @example.com', '@example.com', 'jane@@example.com'])(
    'refuses %s',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
  it.each([
    '"x"<asha@mail.tt>',
    'x<asha@mail.tt>',
    'a,asha@mail.tt',
    'asha@mail.tt;b@c.tt',
    '"asha"@mail.tt',
    'asha@mail.tt\r\nBcc: x@y.tt',
    'asha\u0000@mail.tt',
    'asha\t@mail.tt',
    '.asha@mail.tt',
    'as..ha@mail.tt',
    'asha@mail..tt',
    'asha@-mail.tt',
    'asha@mail.tt.',
    'asha(x)@mail.tt',
  ])('refuses %j (quotes, brackets, separators, spaces, control characters, empty parts)', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases, so one address has one stored form', () => {
    expect(normalizeEmail(' ASHA@Mail.TT ')).toBe('asha@mail.tt');
  });
});

describe('phone rule', () => {
  it('ignores spaces, dashes and brackets', () => {
    expect(normalizePhone('(868) 555-1234')).toBe('8685551234');
  });
  it.each(['(868) 555-1234', '+1 868 555 1234', '8', '1234567890123456'])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });
  it.each(['0868 555 1234', '++1868', '868.555.1234', 'phone', '12345678901234567', '+'])(
    'refuses %s',
    (value) => {
      expect(isValidPhone(value)).toBe(false);
    },
  );
});

describe('mobile rule (issue 30)', () => {
  it.each([
    '555-0199',
    '5550199',
    '868 555 0199',
    '(868) 555-0199',
    '1 868 555 0199',
    '1-868-555-0199',
    '+1 868 555 0199',
    '+1 (868) 555.0199',
    '+44 7700 900123',
    '+1 212 555 0100',
    '+91 98765 43210',
    '+123456789012345',
  ])('accepts %s', (value) => {
    expect(isValidMobile(value)).toBe(true);
  });
  it.each([
    '12',
    '',
    '055-0199',
    '555-019',
    '868 555 019',
    '+1 868 555 019',
    '+1 868 555 01999',
    '+1234567',
    '+1234567890123456',
    '+0 868 555 0199',
    '44 7700 900123',
    '++1 868 555 0199',
    'phone',
  ])('refuses %s', (value) => {
    expect(isValidMobile(value)).toBe(false);
  });
});

describe('website rule', () => {
  it.each(['https://www.example.com', 'http://example.tt/path?q=1'])('accepts %s', (value) => {
    expect(isValidWebsite(value)).toBe(true);
  });
  it.each(['www.example.com', 'ftp://example.com', 'https://', 'https://exa mple.com'])(
    'refuses %s',
    (value) => {
      expect(isValidWebsite(value)).toBe(false);
    },
  );
});

describe('past dates', () => {
  it('compares with today in Port of Spain', () => {
    const now = new Date('2026-06-15T02:00:00Z'); // still 14 June in Port of Spain
    expect(isPastDate('2026-06-13', now)).toBe(true);
    expect(isPastDate('2026-06-14', now)).toBe(false);
  });
});
