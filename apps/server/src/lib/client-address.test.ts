import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address.ts';

describe('rateLimitAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, however it is written', () => {
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(rateLimitAddress('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, whatever the spelling', () => {
    const key = '2001:db8:0:1::/64';
    for (const address of [
      '2001:db8:0:1::1',
      '2001:db8:0:1::2',
      '2001:0DB8:0000:0001:ffff:ffff:ffff:ffff',
      '2001:db8:0:1:a:b:c:d',
      '2001:db8:0:1::192.0.2.1',
      ' 2001:db8:0:1::9 ',
    ]) {
      expect(rateLimitAddress(address), address).toBe(key);
    }
  });

  it('keeps different /64s apart', () => {
    expect(rateLimitAddress('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps a value that is not an address (lower-cased), so it still counts as one client', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
    expect(rateLimitAddress('2001:db8:::1')).toBe('2001:db8:::1');
  });
});
