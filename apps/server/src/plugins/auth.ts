import { MESSAGES, type Role, roleWithId } from '@ojt/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { findSessionAccount } from '../modules/auth/session-repository.ts';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  roleId: number;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: 401 unless a live session of an approved account comes with the request (runs before the body is read). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: authenticate, then 403 unless the caller has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

const ALGORITHM = 'HS256';
const ISSUER = 'ojt-portal';

export interface TokenService {
  sign(sessionId: string, userId: number, expiresAt: Date): Promise<string>;
  /** The session id the token names, or null when the token is malformed, forged or expired. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    sign: (sessionId, userId, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER });
        return typeof payload.sid === 'string' ? payload.sid : null;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Bearer tokens name a session row; the session and the account (role, approval) are re-read from the
 * database on every request, so logout, password changes and rejections take effect at once.
 */
export const authPlugin = fp<{ secret: Uint8Array }>(
  async (app: FastifyInstance, { secret }) => {
    const tokens = createTokenService(secret);
    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null);

    async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const sessionId = await tokens.verify(token);
      if (!sessionId) return null;
      const row = await findSessionAccount(app.db, sessionId);
      if (!row) return null;
      const role = roleWithId(row.role);
      if (!role) return null;
      return {
        id: row.id,
        username: row.username,
        role,
        roleId: row.role,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        sessionId,
      };
    }

    // Optional authentication for public calls that behave better with a session (e.g. VerifyEmail).
    app.addHook('onRequest', async (request) => {
      if (request.headers.authorization) request.auth = await resolve(request);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized();
      if (!request.auth) throw new AppError('SESSION_EXPIRED', MESSAGES.sessionExpired);
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!request.auth || !roles.includes(request.auth.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
