import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailField, textField } from '../shared/field-schemas.ts';
import { isValidEmail, normalizeEmail } from '../shared/format-checks.ts';
import { MESSAGES } from '../shared/messages.ts';
import { invalidValueMessage } from '../shared/texts.ts';
import { newPasswordProblem, type PasswordContext } from './rules.ts';

/** Maximum length of a verification code as typed (spec 1 §9). */
export const VERIFICATION_CODE_MAX_LENGTH = 20;
/** Number of digits of a one-time code. */
export const OTP_LENGTH = 6;
/** A verification path value longer than this many characters is a link token, otherwise a short code. */
export const SHORT_CODE_MAX_LENGTH = 10;

/** True when a /verify-email/* path value is a link token (longer than 10 characters) rather than a code. */
export function isLinkToken(value: string): boolean {
  return value.trim().length > SHORT_CODE_MAX_LENGTH;
}

// Passwords are taken exactly as typed, never trimmed: spaces may be part of them.
const passwordText = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string({ error: MESSAGES.fillAllFields }),
);

/** Longest password accepted as input: no account has a longer one; refuse before hashing megabytes. */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;

/**
 * A required password as typed: `requiredMessage` when empty, '{label} is not valid' with a NUL
 * character (no stored password holds one), `tooLongMessage` above 1024 characters.
 */
function typedPassword(label: string, requiredMessage: string, tooLongMessage: string) {
  return passwordText.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
    else if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', message: invalidValueMessage(label) });
    else if (value.length > PASSWORD_INPUT_MAX_LENGTH)
      ctx.addIssue({ code: 'custom', message: tooLongMessage });
  });
}

/** Sign-in (employers, learners, admins): 'Please fill in all fields.' on each empty field. */
export const loginSchema = z.object({
  username: textField('Username', { required: true, requiredMessage: MESSAGES.fillAllFields, max: 100 }),
  password: typedPassword('Password', MESSAGES.fillAllFields, MESSAGES.invalidCredentials),
});

/** Password recovery (both forms): 'Please fill in both username and email fields.'; the email well-formed. */
export const recoverySchema = z.object({
  username: textField('Username', {
    required: true,
    requiredMessage: MESSAGES.fillUsernameAndEmail,
    max: 100,
  }),
  email: textField('Email', {
    required: true,
    requiredMessage: MESSAGES.fillUsernameAndEmail,
    max: 254,
    problem: (value) => (isValidEmail(value) ? undefined : MESSAGES.invalidEmail),
  }).transform(normalizeEmail),
});

/** The verify-email page's manual code `{ code }`: trimmed, non-blank, at most 20 characters. */
export const verificationCodeSchema = z.object({
  code: textField('Verification code', {
    required: true,
    requiredMessage: MESSAGES.verificationCodeRequired,
    max: VERIFICATION_CODE_MAX_LENGTH,
    tooLongMessage: MESSAGES.verificationCodeTooLong,
  }),
});

/**
 * The verify-email page's manual form when it holds no link token `{ email, code }`: the address the
 * code was sent to (required, 'Please enter the email address the code was sent to.'; the strict email
 * rule; lower-cased) ties the code to one account, and the code as `verificationCodeSchema` reads it.
 */
export const emailAndCodeSchema = z.object({
  email: textField('Email address', {
    required: true,
    requiredMessage: MESSAGES.verificationEmailRequired,
    max: EMAIL_MAX_LENGTH,
    problem: (value) => (isValidEmail(value) ? undefined : MESSAGES.invalidEmail),
  }).transform(normalizeEmail),
  code: verificationCodeSchema.shape.code,
});

/** The Verify Email dialog's one-time code `{ code }`: trimmed, exactly 6 digits. */
export const otpSchema = z.object({
  code: textField('Verification code', {
    required: true,
    requiredMessage: MESSAGES.verificationCodeRequired,
    max: VERIFICATION_CODE_MAX_LENGTH,
    tooLongMessage: MESSAGES.otpInvalid,
    problem: (value) => (new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value) ? undefined : MESSAGES.otpInvalid),
  }),
});

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const PASSWORD_LABELS = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
} as const;

/**
 * Change password `{ currentPassword, newPassword, confirmPassword }`: all three required, new and
 * confirm equal (message on confirmPassword), the new one 8-128 characters, not common, not containing
 * the person's details (`context.personal`, e.g. the username) and not the current one (messages on
 * newPassword).
 */
export const changePasswordSchemaFor = (context: PasswordContext = {}) =>
  z
    .object({ currentPassword: passwordText, newPassword: passwordText, confirmPassword: passwordText })
    .superRefine((values, ctx) => {
      const empty = PASSWORD_FIELDS.filter((key) => values[key] === '');
      for (const key of empty) ctx.addIssue({ code: 'custom', message: MESSAGES.fillAllFields, path: [key] });
      const withNul = PASSWORD_FIELDS.filter((key) => values[key].includes('\u0000'));
      for (const key of withNul)
        ctx.addIssue({ code: 'custom', message: invalidValueMessage(PASSWORD_LABELS[key]), path: [key] });
      if (empty.length + withNul.length > 0) return;
      if (values.newPassword !== values.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });
      }
      const problem =
        newPasswordProblem(values.newPassword, context) ??
        (values.newPassword === values.currentPassword ? MESSAGES.passwordSameAsCurrent : undefined);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['newPassword'] });
    });

/** `changePasswordSchemaFor()` without personal details: the built-in common list and the length rule. */
export const changePasswordSchema = changePasswordSchemaFor();

const currentEmailField = textField('Current email', {
  required: true,
  requiredMessage: MESSAGES.fillBothEmails,
  max: 254,
}).transform(normalizeEmail);
const newEmailField = textField('New email', {
  required: true,
  requiredMessage: MESSAGES.fillBothEmails,
  max: 254,
  problem: (value) => (isValidEmail(value) ? undefined : MESSAGES.invalidNewEmail),
}).transform(normalizeEmail);

// Changing the email needs the current password (ASVS 7.5.1): a stolen session alone cannot move
// the address that recovery mails to. Checked against the account by the server; here only as input.
const emailChangePasswordField = typedPassword(
  'Current password',
  MESSAGES.currentPasswordRequired,
  MESSAGES.currentPasswordIncorrect,
);

/**
 * Change email `{ currentEmail, newEmail, currentPassword }`: both emails required ('Please fill in
 * both email fields.'), the new one `name@domain.tld` ('Please enter a valid new email.') and different
 * from the current one; the current password required ('Please enter your current password.').
 */
export const changeEmailSchema = z
  .object({
    currentEmail: currentEmailField,
    newEmail: newEmailField,
    currentPassword: emailChangePasswordField,
  })
  .refine(
    (values) =>
      values.currentEmail === '' || values.newEmail.toLowerCase() !== values.currentEmail.toLowerCase(),
    { message: MESSAGES.emailSameAsCurrent, path: ['newEmail'] },
  );

// The account calls' parameters as the API names them (spec 1 §7). They reuse the forms' fields
// above, so the client and the server apply one rule with one message.

/** A checkbox as JSON, forms and query strings send it: true, 'true', '1' or 'on' mean yes; else no. */
const flagField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** POST /api/Login/login `{ pUserName, pPassword, rememberMe? }`: the sign-in form's rules. */
export const loginRequestSchema = z.strictObject({
  pUserName: loginSchema.shape.username,
  pPassword: loginSchema.shape.password,
  rememberMe: flagField,
});

/** POST /api/Login/RecoverPassword `{ pUserName, pEmail }`: the recovery form's rules. */
export const recoveryRequestSchema = z.strictObject({
  pUserName: recoverySchema.shape.username,
  pEmail: recoverySchema.shape.email,
});

/**
 * POST /api/Login/ChangePassword `{ pUserName, oldPassword, newPassword }`: all required
 * ('Please fill in all fields.'). The new password's rules (PRODUCT.md §3) are checked by the
 * server after it knows the account, with the same messages as `changePasswordSchema`.
 */
export const changePasswordRequestSchema = z.strictObject({
  pUserName: textField('Username', { required: true, requiredMessage: MESSAGES.fillAllFields, max: 100 }),
  oldPassword: typedPassword('Current password', MESSAGES.fillAllFields, MESSAGES.currentPasswordIncorrect),
  newPassword: typedPassword('New password', MESSAGES.fillAllFields, MESSAGES.passwordTooLong),
});

/**
 * POST /api/Login/ChangeEmail `{ pUserName, poldEmail, pnewEmail, pPassword }`: the emails required
 * ('Please fill in both email fields.'), the new one well-formed; pPassword, the current password,
 * required ('Please enter your current password.'), taken untrimmed. The server checks the password
 * first, then whether the emails match its records.
 */
export const changeEmailRequestSchema = z.strictObject({
  pUserName: textField('Username', { required: true, requiredMessage: MESSAGES.fillBothEmails, max: 100 }),
  poldEmail: currentEmailField,
  pnewEmail: newEmailField,
  pPassword: emailChangePasswordField,
});

/**
 * GET or POST /api/Login/VerifyEmail `{ pParameters?, pOTP?, pEmail? }`: the link token and/or the
 * typed code, trimmed ('' when absent), and the address the code was sent to (the strict email rule,
 * lower-cased). Which ones are needed is decided by the server (a long pOTP is a link token; a code
 * needs the link token, a session or pEmail to name its account).
 */
export const verifyEmailRequestSchema = z.strictObject({
  pParameters: textField('Verification link', { max: 200 }),
  pOTP: textField('Verification code', { max: 200 }),
  pEmail: emailField('Email address'),
});
