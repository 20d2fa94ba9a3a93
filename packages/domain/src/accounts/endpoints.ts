import { defineEndpoint, type EndpointBody } from '../shared/endpoint.ts';
import { actionSchema } from '../shared/schemas.ts';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  recoveryRequestSchema,
  verifyEmailRequestSchema,
} from './schemas.ts';
import {
  loginAnswerSchema,
  logoutAnswerSchema,
  meAnswerSchema,
  resendVerificationRequestSchema,
  verifyEmailAnswerSchema,
} from './schemas-answers.ts';

// Sign-in, sign-out, recovery and the account calls of spec 1 §7 (POST /api/Login/...).
const tags = ['login'];

/** Sign in; the password travels in the body. */
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Login/login',
  summary: 'Sign in (employers, learners and admins)',
  tags,
  body: loginRequestSchema,
  answer: loginAnswerSchema,
  failures: [400, 401, 429],
});

/** End this session (allowed while a mailed password must still be changed). */
export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Login/logout',
  summary: 'End this session',
  tags,
  bearer: true,
  answer: logoutAnswerSchema,
  failures: [401],
});

/** The signed-in user as the server knows it now. */
export const meEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Login/me',
  summary: 'The signed-in user',
  tags,
  bearer: true,
  answer: meAnswerSchema,
  failures: [401, 403],
});

/** Mails a temporary password; the same answer whether or not the pair matched. */
export const recoverPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Login/RecoverPassword',
  summary: 'Mail a temporary password (answers alike whether or not the pair matched)',
  tags,
  body: recoveryRequestSchema,
  answer: actionSchema,
  failures: [400, 429],
});

/** Changes the caller's password and ends their other sessions. */
export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Login/ChangePassword',
  summary: 'Change your password; ends your other sessions',
  tags,
  bearer: true,
  body: changePasswordRequestSchema,
  answer: actionSchema,
  failures: [400, 401, 403, 429],
});

/** Sends a code to a new address once the current password is checked. */
export const changeEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Login/ChangeEmail',
  summary: 'Send a verification code to a new email address (needs the current password)',
  tags,
  bearer: true,
  body: changeEmailRequestSchema,
  answer: actionSchema,
  failures: [400, 401, 403, 429],
});

/** Confirms an address with the link token and/or the code (the bearer token ties a code to its change). */
export const verifyEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Login/VerifyEmail',
  summary:
    'Verify an email with the link token (pParameters) and/or the 6-digit code (pOTP); a code without the link token needs a session or the address it was sent to (pEmail)',
  tags,
  body: verifyEmailRequestSchema,
  answer: verifyEmailAnswerSchema,
  failures: [400, 409, 429],
});

/** The same confirmation with its parameters in the query string (old clients' links). */
export const getVerifyEmailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Login/VerifyEmail',
  summary: 'Verify an email (query form)',
  tags,
  query: verifyEmailRequestSchema,
  answer: verifyEmailAnswerSchema,
  failures: [400, 409, 429],
});

/** Mails a new code and link; the same answer whether or not one was sent. */
export const resendVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Login/ResendVerification',
  summary:
    'Mail a new verification code and link for an expired link (pParameters) or the address a code was sent to (pEmail); answers alike whether or not one was sent',
  tags,
  body: resendVerificationRequestSchema,
  answer: actionSchema,
  failures: [400, 429],
});

/** What a client sends to sign in. */
export type LoginBody = EndpointBody<typeof loginEndpoint>;
/** What a client sends to recover a password. */
export type RecoverPasswordBody = EndpointBody<typeof recoverPasswordEndpoint>;
/** What a client sends to change a password. */
export type ChangePasswordBody = EndpointBody<typeof changePasswordEndpoint>;
/** What a client sends to change an email address. */
export type ChangeEmailBody = EndpointBody<typeof changeEmailEndpoint>;
/** What a client sends to confirm an address. */
export type VerifyEmailBody = EndpointBody<typeof verifyEmailEndpoint>;
/** What a client sends to have a new code mailed. */
export type ResendVerificationBody = EndpointBody<typeof resendVerificationEndpoint>;
