import { z } from 'zod';

const FILL_ALL = 'Please fill in all fields.';
const FILL_BOTH = 'Please fill in both username and email fields.';

const text = (message: string, max = 200) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).trim().min(1, message).max(max),
  );
const secret = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).min(1, message).max(256),
  );
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const loginBody = z.strictObject({
  pUserName: text(FILL_ALL, 100),
  pPassword: secret(FILL_ALL),
  rememberMe: flag,
});

export const recoverBody = z.strictObject({
  pUserName: text(FILL_BOTH, 100),
  pEmail: text(FILL_BOTH, 254),
});

export const changePasswordBody = z.strictObject({
  pUserName: text(FILL_ALL, 100),
  oldPassword: secret(FILL_ALL),
  newPassword: secret(FILL_ALL),
});

export const changeEmailBody = z.strictObject({
  pUserName: text('Please fill in both email fields.', 100),
  poldEmail: text('Please fill in both email fields.', 254),
  pnewEmail: text('Please fill in both email fields.', 254).pipe(
    z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid new email.'),
  ),
});

export const verifyEmailParams = z.strictObject({
  pParameters: z.string().trim().max(200).optional(),
  pOTP: z.string().trim().max(200).optional(),
});

export const loginUser = z.object({
  systemRole: z.object({ roleId: z.number(), roleName: z.string() }),
  user: z.object({
    userName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    emailAddress: z.string(),
    company: z.string().optional(),
  }),
});

export const loginAnswer = z.object({ token: z.string(), user: loginUser });
export const actionAnswer = z.object({ success: z.boolean(), message: z.string().optional() });
