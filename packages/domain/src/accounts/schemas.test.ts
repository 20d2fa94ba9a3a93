import { describe, expect, it } from 'vitest';
import { validateFields } from '../shared/validate-fields.ts';
import {
  changeEmailRequestSchema,
  changeEmailSchema,
  changePasswordRequestSchema,
  changePasswordSchema,
  emailAndCodeSchema,
  isLinkToken,
  loginRequestSchema,
  loginSchema,
  otpSchema,
  recoveryRequestSchema,
  recoverySchema,
  verificationCodeSchema,
  verifyEmailRequestSchema,
} from './schemas.ts';

describe('loginSchema', () => {
  it('accepts a username and password, trimming only the username', () => {
    expect(loginSchema.parse({ username: ' EMP-001 ', password: ' secret ' })).toEqual({
      username: 'EMP-001',
      password: ' secret ',
    });
  });

  it.each([
    [{ username: '', password: 'x' }, { username: 'Please fill in all fields.' }],
    [{ username: 'EMP-001', password: '' }, { password: 'Please fill in all fields.' }],
    [{}, { username: 'Please fill in all fields.', password: 'Please fill in all fields.' }],
  ])('refuses %j', (values, errors) => {
    expect(validateFields(loginSchema, values)).toEqual(errors);
  });

  it('refuses an absurdly long password as bad credentials', () => {
    expect(validateFields(loginSchema, { username: 'a', password: 'x'.repeat(1025) })).toEqual({
      password: 'Invalid username or password',
    });
  });
});

describe('recoverySchema', () => {
  it('accepts a username and email', () => {
    expect(validateFields(recoverySchema, { username: 'EMP-001', email: 'hr@caribtech.tt' })).toEqual({});
  });

  it('needs both fields', () => {
    expect(validateFields(recoverySchema, { username: ' ', email: 'hr@caribtech.tt' })).toEqual({
      username: 'Please fill in both username and email fields.',
    });
    expect(validateFields(recoverySchema, { username: 'EMP-001' })).toEqual({
      email: 'Please fill in both username and email fields.',
    });
  });

  it('checks the email format', () => {
    expect(validateFields(recoverySchema, { username: 'EMP-001', email: 'hr' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('verificationCodeSchema', () => {
  it('trims the code', () => {
    expect(verificationCodeSchema.parse({ code: ' AB12CD ' })).toEqual({ code: 'AB12CD' });
  });

  it('needs a non-blank code of at most 20 characters', () => {
    expect(validateFields(verificationCodeSchema, { code: '   ' })).toEqual({
      code: 'Please enter the verification code.',
    });
    expect(validateFields(verificationCodeSchema, { code: 'x'.repeat(20) })).toEqual({});
    expect(validateFields(verificationCodeSchema, { code: 'x'.repeat(21) })).toEqual({
      code: 'The verification code must be at most 20 characters.',
    });
  });

  it('tells link tokens from short codes by length', () => {
    expect(isLinkToken('123456')).toBe(false);
    expect(isLinkToken('0123456789')).toBe(false);
    expect(isLinkToken('0123456789a')).toBe(true);
  });
});

describe('emailAndCodeSchema', () => {
  it('reads the address lower-cased and the code trimmed', () => {
    expect(emailAndCodeSchema.parse({ email: ' Asha@Mail.TT ', code: ' 123456 ' })).toEqual({
      email: 'asha@mail.tt',
      code: '123456',
    });
  });

  it('needs the address the code was sent to, by the strict email rule', () => {
    expect(validateFields(emailAndCodeSchema, { email: ' ', code: '' })).toEqual({
      email: 'Please enter the email address the code was sent to.',
      code: 'Please enter the verification code.',
    });
    for (const email of ['asha', '"x"<asha@mail.tt>', 'a,asha@mail.tt', 'asha @mail.tt']) {
      expect(validateFields(emailAndCodeSchema, { email, code: '123456' }), email).toEqual({
        email: 'Please enter a valid email address',
      });
    }
    expect(validateFields(emailAndCodeSchema, { email: 'asha\u0000@mail.tt', code: '123456' })).toEqual({
      email: 'Email address is not valid',
    });
  });
});

describe('otpSchema', () => {
  it('accepts 6 digits, trimmed', () => {
    expect(otpSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
  });

  it.each([
    ['', 'Please enter the verification code.'],
    ['12345', 'The verification code must be 6 digits.'],
    ['1234567', 'The verification code must be 6 digits.'],
    ['12a456', 'The verification code must be 6 digits.'],
    ['1'.repeat(25), 'The verification code must be 6 digits.'],
  ])('refuses %j', (code, message) => {
    expect(validateFields(otpSchema, { code })).toEqual({ code: message });
  });
});

describe('changePasswordSchema', () => {
  const valid = {
    currentPassword: 'old-pass',
    newPassword: 'blue-mango-42',
    confirmPassword: 'blue-mango-42',
  };

  it('accepts a good change', () => {
    expect(validateFields(changePasswordSchema, valid)).toEqual({});
  });

  it('needs all three fields', () => {
    expect(validateFields(changePasswordSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: 'Please fill in all fields.',
    });
    expect(validateFields(changePasswordSchema, {})).toEqual({
      currentPassword: 'Please fill in all fields.',
      newPassword: 'Please fill in all fields.',
      confirmPassword: 'Please fill in all fields.',
    });
  });

  it('needs new and confirm to match', () => {
    expect(validateFields(changePasswordSchema, { ...valid, confirmPassword: 'blue-mango-43' })).toEqual({
      confirmPassword: 'New password and confirm password do not match.',
    });
  });

  it('needs at least 8 characters', () => {
    expect(
      validateFields(changePasswordSchema, { ...valid, newPassword: 'Tr1n!d7', confirmPassword: 'Tr1n!d7' }),
    ).toEqual({ newPassword: 'New password must be at least 8 characters long.' });
    expect(
      validateFields(changePasswordSchema, {
        ...valid,
        newPassword: 'Tr1n!d7x',
        confirmPassword: 'Tr1n!d7x',
      }),
    ).toEqual({});
  });

  it('allows at most 128 characters', () => {
    const long = 'q'.repeat(129);
    expect(
      validateFields(changePasswordSchema, { ...valid, newPassword: long, confirmPassword: long }),
    ).toEqual({
      newPassword: 'New password must be at most 128 characters long.',
    });
    const max = 'q'.repeat(128);
    expect(
      validateFields(changePasswordSchema, { ...valid, newPassword: max, confirmPassword: max }),
    ).toEqual({});
  });

  it('refuses a common password', () => {
    expect(
      validateFields(changePasswordSchema, {
        ...valid,
        newPassword: 'Password1',
        confirmPassword: 'Password1',
      }),
    ).toEqual({ newPassword: 'This password is too common. Please choose a less common password.' });
  });

  it('refuses the current password again', () => {
    const same = {
      currentPassword: 'blue-mango-42',
      newPassword: 'blue-mango-42',
      confirmPassword: 'blue-mango-42',
    };
    expect(validateFields(changePasswordSchema, same)).toEqual({
      newPassword: 'New password must be different from the current password.',
    });
  });
});

describe('changeEmailSchema', () => {
  const valid = { currentEmail: 'old@example.com', newEmail: 'new@example.com', currentPassword: ' pass ' };

  it('accepts a change, the password untrimmed', () => {
    expect(
      changeEmailSchema.parse({ ...valid, currentEmail: ' old@example.com', newEmail: 'new@example.com ' }),
    ).toEqual(valid);
  });

  it('needs the current password, without NUL, at most 1024 characters', () => {
    expect(validateFields(changeEmailSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: 'Please enter your current password.',
    });
    expect(validateFields(changeEmailSchema, { ...valid, currentPassword: undefined })).toEqual({
      currentPassword: 'Please enter your current password.',
    });
    expect(validateFields(changeEmailSchema, { ...valid, currentPassword: 'pa\u0000ss' })).toEqual({
      currentPassword: 'Current password is not valid',
    });
    expect(validateFields(changeEmailSchema, { ...valid, currentPassword: 'x'.repeat(1025) })).toEqual({
      currentPassword: 'The current password is incorrect.',
    });
  });

  it('needs both fields', () => {
    expect(validateFields(changeEmailSchema, { ...valid, currentEmail: '' })).toEqual({
      currentEmail: 'Please fill in both email fields.',
    });
    expect(validateFields(changeEmailSchema, { ...valid, newEmail: undefined })).toEqual({
      newEmail: 'Please fill in both email fields.',
    });
  });

  it('needs a valid new email', () => {
    expect(validateFields(changeEmailSchema, { ...valid, newEmail: 'new.example.com' })).toEqual({
      newEmail: 'Please enter a valid new email.',
    });
  });

  it('needs a different email', () => {
    expect(validateFields(changeEmailSchema, { ...valid, newEmail: 'OLD@example.com' })).toEqual({
      newEmail: 'The new email must be different from the current email.',
    });
  });
});

describe('account request schemas (API parameter names)', () => {
  it('reads a sign-in with the remember-me flag as forms and query strings send it', () => {
    expect(loginRequestSchema.parse({ pUserName: ' EMP-001 ', pPassword: ' secret ' })).toEqual({
      pUserName: 'EMP-001',
      pPassword: ' secret ',
      rememberMe: false,
    });
    for (const rememberMe of [true, 'true', '1', 'on']) {
      expect(loginRequestSchema.parse({ pUserName: 'a', pPassword: 'b', rememberMe }).rememberMe).toBe(true);
    }
    expect(loginRequestSchema.parse({ pUserName: 'a', pPassword: 'b', rememberMe: '0' }).rememberMe).toBe(
      false,
    );
  });

  it('refuses a sign-in with an empty field or an unknown parameter', () => {
    expect(validateFields(loginRequestSchema, { pUserName: '  ', pPassword: 'x' })).toEqual({
      pUserName: 'Please fill in all fields.',
    });
    expect(validateFields(loginRequestSchema, { pUserName: 'a' })).toEqual({
      pPassword: 'Please fill in all fields.',
    });
    expect(loginRequestSchema.safeParse({ pUserName: 'a', pPassword: 'b', role: 'admin' }).success).toBe(
      false,
    );
  });

  it('applies the recovery form’s rules to pUserName and pEmail', () => {
    expect(
      validateFields(recoveryRequestSchema, { pUserName: 'EMP-001', pEmail: 'hr@caribtech.tt' }),
    ).toEqual({});
    expect(validateFields(recoveryRequestSchema, { pUserName: ' ', pEmail: 'hr@caribtech.tt' })).toEqual({
      pUserName: 'Please fill in both username and email fields.',
    });
    expect(validateFields(recoveryRequestSchema, { pUserName: 'EMP-001', pEmail: 'hr' })).toEqual({
      pEmail: 'Please enter a valid email address',
    });
  });

  it('needs all three change-password parameters, passwords untrimmed', () => {
    const valid = { pUserName: 'EMP-001', oldPassword: ' old ', newPassword: 'blue-mango-42' };
    expect(changePasswordRequestSchema.parse(valid)).toEqual(valid);
    expect(validateFields(changePasswordRequestSchema, { pUserName: 'EMP-001', oldPassword: 'old' })).toEqual(
      {
        newPassword: 'Please fill in all fields.',
      },
    );
    expect(validateFields(changePasswordRequestSchema, { ...valid, oldPassword: 'x'.repeat(1025) })).toEqual({
      oldPassword: 'The current password is incorrect.',
    });
  });

  it('needs all four change-email parameters and a well-formed new email', () => {
    const valid = {
      pUserName: 'EMP-001',
      poldEmail: 'old@example.com',
      pnewEmail: 'new@example.com',
      pPassword: ' current ',
    };
    expect(validateFields(changeEmailRequestSchema, valid)).toEqual({});
    expect(changeEmailRequestSchema.parse(valid).pPassword).toBe(' current ');
    const { pPassword: _, ...withoutPassword } = valid;
    expect(validateFields(changeEmailRequestSchema, withoutPassword)).toEqual({
      pPassword: 'Please enter your current password.',
    });
    expect(validateFields(changeEmailRequestSchema, { ...valid, pPassword: 'a\u0000' })).toEqual({
      pPassword: 'Current password is not valid',
    });
    expect(validateFields(changeEmailRequestSchema, { ...valid, pPassword: 'x'.repeat(1025) })).toEqual({
      pPassword: 'The current password is incorrect.',
    });
    expect(validateFields(changeEmailRequestSchema, { ...valid, poldEmail: '' })).toEqual({
      poldEmail: 'Please fill in both email fields.',
    });
    expect(validateFields(changeEmailRequestSchema, { ...valid, pnewEmail: 'new.example.com' })).toEqual({
      pnewEmail: 'Please enter a valid new email.',
    });
  });

  it('refuses a NUL or a line break in any parameter with a 400 message naming it', () => {
    expect(validateFields(loginRequestSchema, { pUserName: 'adm\u0000in', pPassword: 'x' })).toEqual({
      pUserName: 'Username is not valid',
    });
    expect(validateFields(loginRequestSchema, { pUserName: 'admin', pPassword: 'pa\u0000ss' })).toEqual({
      pPassword: 'Password is not valid',
    });
    expect(
      validateFields(recoveryRequestSchema, { pUserName: 'EMP-001\r\n', pEmail: 'hr@caribtech.tt' }),
    ).toEqual({});
    expect(
      validateFields(recoveryRequestSchema, { pUserName: 'EMP\n001', pEmail: 'hr@caribtech.tt\u0000' }),
    ).toEqual({
      pUserName: 'Username is not valid',
      pEmail: 'Email is not valid',
    });
    const change = { pUserName: 'EMP-001', oldPassword: 'old\u0000', newPassword: 'new\u0000' };
    expect(validateFields(changePasswordRequestSchema, change)).toEqual({
      oldPassword: 'Current password is not valid',
      newPassword: 'New password is not valid',
    });
    expect(
      validateFields(changePasswordSchema, {
        currentPassword: 'a\u0000',
        newPassword: 'blue-mango-42',
        confirmPassword: 'blue-mango-42',
      }),
    ).toEqual({ currentPassword: 'Current password is not valid' });
    expect(verifyEmailRequestSchema.safeParse({ pParameters: 'tok\u0000en' }).success).toBe(false);
  });

  it('reads addresses lower-cased and refuses display names and lists', () => {
    expect(recoveryRequestSchema.parse({ pUserName: 'EMP-001', pEmail: 'HR@CaribTech.tt' }).pEmail).toBe(
      'hr@caribtech.tt',
    );
    const change = {
      pUserName: 'EMP-001',
      poldEmail: 'Old@Example.com',
      pnewEmail: 'NEW@example.com',
      pPassword: 'current',
    };
    expect(changeEmailRequestSchema.parse(change)).toMatchObject({
      poldEmail: 'old@example.com',
      pnewEmail: 'new@example.com',
    });
    expect(
      validateFields(changeEmailRequestSchema, { ...change, pnewEmail: '"x"<new@example.com>' }),
    ).toEqual({
      pnewEmail: 'Please enter a valid new email.',
    });
    expect(
      validateFields(recoveryRequestSchema, { pUserName: 'EMP-001', pEmail: 'a,hr@caribtech.tt' }),
    ).toEqual({
      pEmail: 'Please enter a valid email address',
    });
  });

  it('reads the verification link and code trimmed, blank when absent', () => {
    expect(verifyEmailRequestSchema.parse({ pOTP: ' 123456 ' })).toEqual({
      pParameters: '',
      pOTP: '123456',
      pEmail: '',
    });
    expect(verifyEmailRequestSchema.safeParse({ pOTP: 'x'.repeat(201) }).success).toBe(false);
  });

  it('reads the address a code was sent to lower-cased, by the strict email rule', () => {
    expect(verifyEmailRequestSchema.parse({ pOTP: '123456', pEmail: ' Asha@Mail.TT ' }).pEmail).toBe(
      'asha@mail.tt',
    );
    expect(validateFields(verifyEmailRequestSchema, { pOTP: '123456', pEmail: '"x"<a@b.tt>' })).toEqual({
      pEmail: 'Please enter a valid email address',
    });
    expect(validateFields(verifyEmailRequestSchema, { pOTP: '123456', pEmail: 'a\u0000@b.tt' })).toEqual({
      pEmail: 'Email address is not valid',
    });
  });
});
