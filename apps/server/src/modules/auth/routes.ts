import {
  actionSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  failureResponses,
  loginAnswerSchema,
  loginRequestSchema,
  logoutAnswerSchema,
  MESSAGES,
  meAnswerSchema,
  recoveryRequestSchema,
  resendVerificationRequestSchema,
  verifyEmailAnswerSchema,
  verifyEmailRequestSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ownerFirst } from '../../lib/owner-first.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertSelf, changeEmail, changePassword } from './account-service.ts';
import { currentUser, login, recoverPassword } from './auth-service.ts';
import { revokeSession } from './session-repository.ts';
import { resendVerification } from './verification-resend.ts';
import { verifyEmail } from './verification-service.ts';

const bearer = [{ bearer: [] }];
// Account calls authenticate as onRequest hooks: 401 comes before any validation of the input, and
// the 403 for someone else's pUserName too (preValidation).

/** Sign-in, sign-out, recovery and the account calls of spec 1 §7 (POST /api/Login/...). */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const tags = ['login'];

  app.post(
    '/api/Login/login',
    {
      schema: {
        tags,
        summary: 'Sign in (employers, learners and admins)',
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, ...failureResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { pUserName, pPassword, rememberMe } = request.body;
      return login(deps, app.tokens, {
        username: pUserName,
        password: pPassword,
        remember: rememberMe,
        ip: request.ip,
      });
    },
  );

  app.post(
    '/api/Login/logout',
    {
      schema: {
        tags,
        summary: 'End this session',
        security: bearer,
        response: { 200: logoutAnswerSchema, ...failureResponses(401) },
      },
      config: { duringPasswordChange: true },
      onRequest: app.authenticate,
    },
    async (request) => {
      await revokeSession(deps.db, request.auth!.sessionId, deps.clock.now());
      return { success: true as const };
    },
  );

  app.get(
    '/api/Login/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: meAnswerSchema, ...failureResponses(401, 403) },
      },
      config: { duringPasswordChange: true },
      onRequest: app.authenticate,
    },
    async (request) => currentUser(deps, request.auth!),
  );

  app.post(
    '/api/Login/RecoverPassword',
    {
      schema: {
        tags,
        summary: 'Mail a temporary password (answers alike whether or not the pair matched)',
        body: recoveryRequestSchema,
        response: { 200: actionSchema, ...failureResponses(400, 429) },
      },
    },
    async (request) => {
      await recoverPassword(deps, {
        username: request.body.pUserName,
        email: request.body.pEmail,
        ip: request.ip,
        loginUrl: `${deps.publicUrl}/login`,
        afterAnswer: (task) => app.outbox.afterAnswer(task),
      });
      return { success: true as const, message: MESSAGES.recoveryEmailSent };
    },
  );

  app.post(
    '/api/Login/ChangePassword',
    {
      schema: {
        tags,
        summary: 'Change your password; ends your other sessions',
        security: bearer,
        body: changePasswordRequestSchema,
        response: { 200: actionSchema, ...failureResponses(400, 401, 403, 429) },
      },
      config: { duringPasswordChange: true },
      onRequest: app.authenticate,
      preValidation: ownerFirst('pUserName', assertSelf),
    },
    async (request) => {
      const { pUserName, oldPassword, newPassword } = request.body;
      await changePassword(deps, request.auth!, { username: pUserName, oldPassword, newPassword });
      return { success: true as const, message: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/Login/ChangeEmail',
    {
      schema: {
        tags,
        summary: 'Send a verification code to a new email address (needs the current password)',
        security: bearer,
        body: changeEmailRequestSchema,
        response: { 200: actionSchema, ...failureResponses(400, 401, 403, 429) },
      },
      onRequest: app.authenticate,
      preValidation: ownerFirst('pUserName', assertSelf),
    },
    async (request) => {
      const { pUserName, poldEmail, pnewEmail, pPassword } = request.body;
      await changeEmail(deps, app.verificationCodes, request.auth!, {
        username: pUserName,
        password: pPassword,
        oldEmail: poldEmail,
        newEmail: pnewEmail,
        publicUrl: deps.publicUrl,
      });
      return { success: true as const, message: MESSAGES.verificationCodeSent };
    },
  );

  const verifyHandler = async (
    params: z.infer<typeof verifyEmailRequestSchema>,
    request: { auth: AuthUser | null; ip: string },
  ) => {
    const data = await verifyEmail(deps, app.verificationCodes, {
      linkToken: params.pParameters,
      code: params.pOTP,
      email: params.pEmail,
      auth: request.auth,
      ip: request.ip,
    });
    return { success: true as const, message: MESSAGES.emailVerified, data };
  };
  app.post(
    '/api/Login/VerifyEmail',
    {
      schema: {
        tags,
        summary:
          'Verify an email with the link token (pParameters) and/or the 6-digit code (pOTP); a code without the link token needs a session or the address it was sent to (pEmail)',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailAnswerSchema, ...failureResponses(400, 409, 429) },
      },
    },
    async (request) => verifyHandler(request.body, request),
  );
  app.get(
    '/api/Login/VerifyEmail',
    {
      schema: {
        tags,
        summary: 'Verify an email (query form)',
        querystring: verifyEmailRequestSchema,
        response: { 200: verifyEmailAnswerSchema, ...failureResponses(400, 409, 429) },
      },
    },
    async (request) => verifyHandler(request.query, request),
  );

  app.post(
    '/api/Login/ResendVerification',
    {
      schema: {
        tags,
        summary:
          'Mail a new verification code and link for an expired link (pParameters) or the address a code was sent to (pEmail); answers alike whether or not one was sent',
        body: resendVerificationRequestSchema,
        response: { 200: actionSchema, ...failureResponses(400, 429) },
      },
    },
    async (request) => {
      await resendVerification(deps, app.verificationCodes, {
        linkToken: request.body.pParameters,
        email: request.body.pEmail,
        ip: request.ip,
        publicUrl: deps.publicUrl,
        afterAnswer: (task) => app.outbox.afterAnswer(task),
      });
      return { success: true as const, message: MESSAGES.newCodeSent };
    },
  );
};
