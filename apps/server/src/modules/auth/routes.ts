import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  changeEmail,
  changePassword,
  currentUser,
  login,
  RECOVERY_SENT,
  recoverPassword,
} from './auth-service.ts';
import {
  actionAnswer,
  changeEmailBody,
  changePasswordBody,
  loginAnswer,
  loginBody,
  loginUser,
  recoverBody,
  verifyEmailParams,
} from './schemas.ts';
import { revokeSession } from './session-repository.ts';
import { EMAIL_VERIFIED, verifyEmail } from './verification-service.ts';

const bearer = [{ bearer: [] }];
// Account calls authenticate as onRequest hooks: 401 comes before any validation of the input.

/** Sign-in, sign-out, recovery and the account calls of spec 1 §7 (POST /api/Login/...). */
export const authRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const tags = ['login'];

  app.post(
    '/api/Login/login',
    {
      schema: {
        tags,
        summary: 'Sign in (employers, learners and admins)',
        body: loginBody,
        response: { 200: loginAnswer },
      },
    },
    async (request) => {
      const { pUserName, pPassword, rememberMe } = request.body;
      return login(app.db, app.tokens, {
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
      schema: { tags, summary: 'End this session', security: bearer, response: { 200: actionAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      await revokeSession(app.db, request.auth!.sessionId);
      return { success: true };
    },
  );

  app.get(
    '/api/Login/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: z.object({ user: loginUser }) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ user: await currentUser(app.db, request.auth!) }),
  );

  app.post(
    '/api/Login/RecoverPassword',
    {
      schema: {
        tags,
        summary: 'Mail a temporary password (answers alike whether or not the pair matched)',
        body: recoverBody,
        response: { 200: actionAnswer },
      },
    },
    async (request) => {
      await recoverPassword(app.db, {
        username: request.body.pUserName,
        email: request.body.pEmail,
        ip: request.ip,
        loginUrl: `${publicUrl}/login`,
      });
      app.outbox.kick();
      return { success: true, message: RECOVERY_SENT };
    },
  );

  app.post(
    '/api/Login/ChangePassword',
    {
      schema: {
        tags,
        summary: 'Change your password; ends your other sessions',
        security: bearer,
        body: changePasswordBody,
        response: { 200: actionAnswer },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { pUserName, oldPassword, newPassword } = request.body;
      await changePassword(app.db, request.auth!, { username: pUserName, oldPassword, newPassword });
      return { success: true, message: 'Password changed successfully!' };
    },
  );

  app.post(
    '/api/Login/ChangeEmail',
    {
      schema: {
        tags,
        summary: 'Send a verification code to a new email address',
        security: bearer,
        body: changeEmailBody,
        response: { 200: actionAnswer },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { pUserName, poldEmail, pnewEmail } = request.body;
      await changeEmail(app.db, request.auth!, {
        username: pUserName,
        oldEmail: poldEmail,
        newEmail: pnewEmail,
        publicUrl,
      });
      app.outbox.kick();
      return { success: true, message: 'Verification code sent to your new email.' };
    },
  );

  const verifyHandler = async (
    params: z.infer<typeof verifyEmailParams>,
    request: { auth: AuthUser | null; ip: string },
  ) => {
    await verifyEmail(app.db, {
      linkToken: params.pParameters,
      code: params.pOTP,
      auth: request.auth,
      ip: request.ip,
    });
    app.outbox.kick();
    return { success: true, message: EMAIL_VERIFIED };
  };
  app.post(
    '/api/Login/VerifyEmail',
    {
      schema: {
        tags,
        summary: 'Verify an email with the link token (pParameters) and/or the 6-digit code (pOTP)',
        body: verifyEmailParams,
        response: { 200: actionAnswer },
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
        querystring: verifyEmailParams,
        response: { 200: actionAnswer },
      },
    },
    async (request) => verifyHandler(request.query, request),
  );
};
