import { describe, expect, it } from 'vitest';
import { CLIENT_PATHS, isClientRoute } from './client-routes.ts';

describe('isClientRoute', () => {
  it('knows every page of the client, as React Router matches them', () => {
    for (const path of Object.values(CLIENT_PATHS)) expect(isClientRoute(path), path).toBe(true);
    expect(isClientRoute('/About')).toBe(true);
    expect(isClientRoute('/faq/')).toBe(true);
    expect(isClientRoute('/contact/sent')).toBe(true);
    expect(isClientRoute('/verify-email/abc123')).toBe(true);
    expect(isClientRoute('/verify-letter/ABCD-EFGH-JKLM')).toBe(true);
  });

  it('refuses any other address', () => {
    for (const path of ['/nowhere', '/about/team', '/loginx', '/verify-emails', '/contact/maybe']) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
