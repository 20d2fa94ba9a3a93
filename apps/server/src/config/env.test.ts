import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.DATA_DIR).not.toContain('apps/server');
    expect(config.ADMIN_USERNAME).toBe('admin');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x', ADMIN_EMAIL: 'nope' }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*ADMIN_EMAIL/);
  });

  it('derives the public URL from PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://ojt.gov.tt/' }).publicUrl).toBe('https://ojt.gov.tt');
  });
});
