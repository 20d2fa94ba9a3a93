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

// Issue 31: several instances on one PostgreSQL database must share the signing secret and the address.
describe('production on PostgreSQL', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://relay:25',
    DATABASE_URL: 'postgres://portal@db:5432/ojt',
  };
  const problem = (source: Record<string, string>) => {
    try {
      loadConfig(source);
    } catch (error) {
      return (error as Error).message;
    }
    return 'started';
  };

  it('refuses to start without JWT_SECRET and PUBLIC_URL, in one line naming both', () => {
    const message = problem(production);
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(
      /^Invalid configuration: JWT_SECRET and PUBLIC_URL: required when NODE_ENV=production with DATABASE_URL/,
    );
  });

  it('names only the one that is missing', () => {
    expect(problem({ ...production, PUBLIC_URL: 'https://ojt.gov.tt' })).toMatch(
      /^Invalid configuration: JWT_SECRET: required when NODE_ENV=production with DATABASE_URL/,
    );
    expect(problem({ ...production, JWT_SECRET: 'x'.repeat(32) })).toMatch(
      /^Invalid configuration: PUBLIC_URL: required when NODE_ENV=production with DATABASE_URL/,
    );
  });

  it('starts with both, and needs neither on the embedded database or outside production', () => {
    expect(problem({ ...production, PUBLIC_URL: 'https://ojt.gov.tt', JWT_SECRET: 'x'.repeat(32) })).toBe(
      'started',
    );
    expect(problem({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:25' })).toBe('started');
    expect(problem({ DATABASE_URL: 'postgres://portal@db:5432/ojt' })).toBe('started');
  });

  it('takes a METRICS_TOKEN of 16 characters or more, and a drain time in milliseconds', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16) }).METRICS_TOKEN).toBe('m'.repeat(16));
    expect(problem({ METRICS_TOKEN: 'short' })).toBe(
      'Invalid configuration: METRICS_TOKEN: must be at least 16 characters',
    );
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(1000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).SHUTDOWN_DRAIN_MS).toBe(0);
  });

  it('takes a listen backlog of 1 to 65535 connections, 2048 when unset (issue 31)', () => {
    expect(loadConfig({}).LISTEN_BACKLOG).toBe(2048);
    expect(loadConfig({ LISTEN_BACKLOG: '4096' }).LISTEN_BACKLOG).toBe(4096);
    for (const bad of ['0', '-1', '1.5', 'lots', '65536']) {
      expect(problem({ LISTEN_BACKLOG: bad })).toBe(
        'Invalid configuration: LISTEN_BACKLOG: must be a whole number of connections from 1 to 65535 (e.g. 2048)',
      );
    }
  });
});

describe('SMTP_POOL_SIZE', () => {
  it('is 5 connections by default (unset or empty) and takes a whole number from 1 to 50', () => {
    expect(loadConfig({}).SMTP_POOL_SIZE).toBe(5);
    expect(loadConfig({ SMTP_POOL_SIZE: '' }).SMTP_POOL_SIZE).toBe(5);
    expect(loadConfig({ SMTP_POOL_SIZE: '1' }).SMTP_POOL_SIZE).toBe(1);
    expect(loadConfig({ SMTP_POOL_SIZE: ' 50 ' }).SMTP_POOL_SIZE).toBe(50);
  });

  it('refuses anything else in one line that says what it takes', () => {
    for (const value of ['0', '51', '2.5', 'five', '-3']) {
      expect(() => loadConfig({ SMTP_POOL_SIZE: value })).toThrowError(
        /^Invalid configuration: SMTP_POOL_SIZE: must be a whole number from 1 to 50 \(SMTP connections; default 5\)$/,
      );
    }
  });
});
