import { ENDPOINTS, MESSAGES, type verifyEmailRequestSchema } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { ownerFirst } from '../../lib/owner-first.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertSelf, changeEmail, changePassword } from './account-service.ts';
import { currentUser, login, recoverPassword } from './auth-service.ts';
import { revokeSession } from './session-repository.ts';
import { resendVerification } from './verification-resend.ts';
import { verifyEmail } from './verification-service.ts';

const _bearer = [{ bearer: [] }];
// Account calls authenticate as onRequest hooks: 401 comes before any validation of the input, and
// the 403 for someone else's pUserName too (preValidation).

/** Sign-in, sign-out, recovery and the account calls of spec 1 §7 (POST /api/Login/...). */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const _tags = ['login'];

  app.route({
    ...fromContract(ENDPOINTS.Login),
    handler: async (request) => {
      const { pUserName, pPassword, rememberMe } = request.body;
      return login(deps, app.tokens, {
        username: pUserName,
        password: pPassword,
        remember: rememberMe,
        ip: request.ip,
      });
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.Logout),
    config: { duringPasswordChange: true },
    onRequest: app.authenticate,
    handler: async (request) => {
      await revokeSession(deps.db, request.auth!.sessionId, deps.clock.now());
      return { success: true as const };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.Me),
    config: { duringPasswordChange: true },
    onRequest: app.authenticate,
    handler: async (request) => currentUser(deps, request.auth!),
  });

  app.route({
    ...fromContract(ENDPOINTS.RecoverPassword),
    handler: async (request) => {
      await recoverPassword(deps, {
        username: request.body.pUserName,
        email: request.body.pEmail,
        ip: request.ip,
        loginUrl: `${deps.publicUrl}/login`,
        afterAnswer: (task) => app.outbox.afterAnswer(task),
      });
      return { success: true as const, message: MESSAGES.recoveryEmailSent };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.ChangePassword),
    config: { duringPasswordChange: true },
    onRequest: app.authenticate,
    preValidation: ownerFirst('pUserName', assertSelf),
    handler: async (request) => {
      const { pUserName, oldPassword, newPassword } = request.body;
      await changePassword(deps, request.auth!, { username: pUserName, oldPassword, newPassword });
      return { success: true as const, message: MESSAGES.passwordChanged };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.ChangeEmail),
    onRequest: app.authenticate,
    preValidation: ownerFirst('pUserName', assertSelf),
    handler: async (request) => {
      const { pUserName, poldEmail, pnewEmail, pPassword } = request.body;
      await changeEmail(deps, app.verificationCodes, request.auth!, {
        username: pUserName,
        password: pPassword,
        oldEmail: poldEmail,
        newEmail: pnewEmail,
      });
      return { success: true as const, message: MESSAGES.verificationCodeSent };
    },
  });

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
  app.route({
    ...fromContract(ENDPOINTS.VerifyEmail),
    handler: async (request) => verifyHandler(request.body, request),
  });
  app.route({
    ...fromContract(ENDPOINTS.GetVerifyEmail),
    handler: async (request) => verifyHandler(request.query, request),
  });

  app.route({
    ...fromContract(ENDPOINTS.ResendVerification),
    handler: async (request) => {
      await resendVerification(deps, app.verificationCodes, {
        linkToken: request.body.pParameters,
        email: request.body.pEmail,
        ip: request.ip,
        afterAnswer: (task) => app.outbox.afterAnswer(task),
      });
      return { success: true as const, message: MESSAGES.newCodeSent };
    },
  });
};
