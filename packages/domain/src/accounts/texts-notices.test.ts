import { describe, expect, it } from 'vitest';
import { NOTICE_SIGNATURE } from '../shared/texts-notices.ts';
import { credentialsNotice, recoveryNotice, rejectionNotice } from './texts-notices.ts';

const account = {
  name: 'Ann',
  username: 'ann.b',
  password: 'S3cret-pass',
  loginUrl: 'https://ojt.example/login',
};

describe('account notices', () => {
  it('gives the approved account its username and password, and signs off', () => {
    const notice = credentialsNotice(account);
    expect(notice.subject).toBe('Your OJT Portal account is approved');
    expect(notice.text).toContain('    Username: ann.b\n    Password: S3cret-pass\n');
    expect(notice.text.endsWith(NOTICE_SIGNATURE)).toBe(true);
  });

  it('says the mailed password is for the first sign-in only, not to change it later (issue 30)', () => {
    const { text } = credentialsNotice(account);
    expect(text).toContain(
      'This password is for your first sign-in only: the portal then asks you to choose your own.',
    );
    expect(text).not.toMatch(/change this password/i);
    expect(text).not.toContain('Account settings');
  });

  it('quotes a rejection reason only when one is given', () => {
    const context = {
      name: 'Ann',
      supportUrl: 'https://ojt.example/contact',
      withdrawUrl: 'https://ojt.example/withdraw-registration',
    };
    expect(rejectionNotice({ ...context, reason: 'Incomplete details' }).text).toContain(
      '\n\nThe reason given:\n\nIncomplete details\n\n',
    );
    expect(rejectionNotice({ ...context, reason: null }).text).not.toContain('The reason given');
  });

  it('links a rejection to the page that withdraws and deletes the registration (issue 30)', () => {
    const { text } = rejectionNotice({
      name: 'Ann',
      supportUrl: 'https://ojt.example/contact',
      withdrawUrl: 'https://ojt.example/withdraw-registration',
      reason: null,
    });
    expect(text).toContain(
      'To have your registration and its details deleted, withdraw it: https://ojt.example/withdraw-registration',
    );
  });

  it('names the account a temporary password is for', () => {
    const notice = recoveryNotice(account);
    expect(notice.subject).toBe('Your temporary OJT Portal password');
    expect(notice.text).toContain(
      'for the OJT Portal account "ann.b".\n\n    Temporary password: S3cret-pass\n',
    );
  });
});
