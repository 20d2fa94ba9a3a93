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

  it('runs in development mode when NODE_ENV is unset, so a plain npm start shows mailed links and codes', () => {
    expect(loadConfig({}).NODE_ENV).toBe('development');
  });

  it('refuses production without SMTP_URL in one line that says why, and starts with a relay', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: SMTP_URL: is required when NODE_ENV=production/),
    ]);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay.example:587' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('lists the missing relay beside every other bad variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'abc' })).toThrowError(
      /^Invalid configuration:\n {2}PORT: .*\n {2}SMTP_URL: is required when NODE_ENV=production/,
    );
  });

  it('derives the public URL from PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://ojt.gov.tt/' }).publicUrl).toBe('https://ojt.gov.tt');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a number of hops or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
    ]);
  });

  it('refuses "trust everything" and anything that is not a hop count or an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(
      /TRUST_PROXY: true would trust any client/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'lb.example.com' })).toThrowError(/TRUST_PROXY: must be/);
  });
});

describe('API_DOCS', () => {
  it('serves the API documentation in development only, unless API_DOCS says otherwise', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:25' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:25', API_DOCS: 'true' }).apiDocs,
    ).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('PAYMENTS_DEBTOR_*', () => {
  const debtor = {
    PAYMENTS_DEBTOR_NAME: 'OJT Programme',
    PAYMENTS_DEBTOR_ACCOUNT: '987654321',
    PAYMENTS_DEBTOR_BIC: 'RBNKTTPX',
  };

  it("names the programme's account for pain.001 when all three are set, none when none is", () => {
    expect(loadConfig({}).paymentsDebtor).toBeNull();
    expect(loadConfig(debtor).paymentsDebtor).toEqual({
      name: 'OJT Programme',
      account: '987654321',
      bic: 'RBNKTTPX',
    });
  });

  it('refuses half an account, a malformed BIC or account, naming each variable', () => {
    expect(() => loadConfig({ PAYMENTS_DEBTOR_NAME: 'OJT Programme' })).toThrowError(
      /PAYMENTS_DEBTOR_ACCOUNT: is required when any PAYMENTS_DEBTOR_\* is set[\s\S]*PAYMENTS_DEBTOR_BIC: is required/,
    );
    expect(() => loadConfig({ ...debtor, PAYMENTS_DEBTOR_BIC: 'rbnk' })).toThrowError(
      /PAYMENTS_DEBTOR_BIC: must be a BIC/,
    );
    expect(() => loadConfig({ ...debtor, PAYMENTS_DEBTOR_ACCOUNT: '98-76' })).toThrowError(
      /PAYMENTS_DEBTOR_ACCOUNT: must be the account number/,
    );
  });
});
