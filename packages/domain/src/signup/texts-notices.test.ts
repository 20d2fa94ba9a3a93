import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from './texts.ts';
import {
  signupAddressTakenNotice,
  signupVerificationNotice,
  withdrawCodeNotice,
  withdrawRefusedNotice,
} from './texts-notices.ts';

describe('sign-up notices', () => {
  it('tells an employer owner how to register another company', () => {
    const notice = signupAddressTakenNotice({
      owner: { username: 'acme', name: 'Acme Ltd', role: 'employer' },
      loginUrl: 'https://ojt.example/login',
    });
    expect(notice.subject).toBe('Someone tried to sign up with your email address');
    expect(notice.text).toContain('just tried to register an employer');
    expect(notice.text).toContain('sign up again with that company’s own email address.');
  });

  it('sends the withdraw code, and refuses an approved learner with the same subject', () => {
    expect(withdrawCodeNotice({ name: 'Ann', code: '123456' }).text).toContain(
      'Your code is:\n\n    123456\n',
    );
    const refused = withdrawRefusedNotice({ name: 'Ann' });
    expect(refused.subject).toBe(SIGNUP_MESSAGES.withdrawMailSubject);
    expect(refused.text).toContain(SIGNUP_MESSAGES.withdrawApprovedRefused);
  });

  it('links the verification mail to the withdrawal page (issue 30)', () => {
    const { text } = signupVerificationNotice({
      name: 'Ann',
      link: 'https://ojt.example/verify-email/abc',
      code: '123456',
      withdrawUrl: 'https://ojt.example/withdraw-registration',
    });
    expect(text).toContain(
      'Until it is approved you can withdraw your registration, and we will delete it: https://ojt.example/withdraw-registration',
    );
  });

  it('names an employer registration in the code, and refuses an approved employer with employer records', () => {
    expect(withdrawCodeNotice({ name: 'Asha', code: '123456', role: 'employer' }).text).toContain(
      'withdraw your employer registration',
    );
    const refused = withdrawRefusedNotice({ name: 'Asha', role: 'employer' });
    expect(refused.text).toContain('withdraw your employer registration');
    expect(refused.text).toContain(SIGNUP_MESSAGES.withdrawEmployerApprovedRefused);
    expect(refused.text).not.toContain('approved learners');
  });
});
