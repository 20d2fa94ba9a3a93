import { MESSAGES, type Role, roleWithId } from '@ojt/domain';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { batchedLookup } from '../db/batched-lookup.ts';
import type { Database } from '../db/schema.ts';
import type { SessionAccount } from '../db/session-accounts-query.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { findSessionAccounts, touchSessions } from '../modules/auth/session-repository.ts';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  roleId: number;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
  /** Signed in with a mailed password: only the calls marked `duringPasswordChange` are open. */
  mustChangePassword: boolean;
  /** The address the request came from (behind the trusted proxies), for the audit trail. */
  ip: string;
}

/** Reads the account behind a live session, and for some routes more of the user (see `sessionWith`). */
type SessionReader = (
  db: Kysely<Database>,
  sessionId: string,
  request: FastifyRequest,
) => Promise<SessionAccount | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** How this route reads the session (default: `findSessionAccount`); set with `sessionWith`. */
    readSession?: SessionReader;
    /** Open to a session that must first change its password (change password, me, logout). */
    duringPasswordChange?: boolean;
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
/** A session's last request is written at most this often (the idle timeout's resolution). */
const TOUCH_EVERY_MS = 60_000;
const ISSUER = 'ojt-portal';
/** How many verified tokens are kept (about 3 MB): more than the learners browsing at once. */
const TOKENS_KEPT = 10_000;

export interface TokenService {
  sign(sessionId: string, userId: number, expiresAt: Date): Promise<string>;
  /** The session id the token names, or null when the token is malformed, forged or expired. */
  verify(token: string): string | null;
}

export function createTokenService(secret: Uint8Array): TokenService {
  // fast-jwt verifies synchronously with node:crypto (jose's WebCrypto path costs about ten times the
  // CPU on every request); the algorithm is pinned and the issuer, expiry and session id are required.
  const verifyToken = createVerifier({
    key: Buffer.from(secret),
    algorithms: [ALGORITHM],
    allowedIss: ISSUER,
    requiredClaims: ['exp', 'iat', 'sid', 'sub'],
    // A token verified before is not verified again until its expiry (at most 10 minutes): a signed-in
    // learner's every request costs a hash and a lookup instead of an HMAC and a JSON parse. Kept by
    // the SHA-256 of the whole token (fast-jwt's own key); failures are not kept. The session is still
    // read on every request, so a revoked one is refused at once.
    cache: TOKENS_KEPT,
  });
  // Signing likewise: jose's WebCrypto signing imported the key and went through the thread pool,
  // the argon2 hashes' pool, on every sign-in.
  const signToken = createSigner({ key: Buffer.from(secret), algorithm: ALGORITHM, iss: ISSUER });
  return {
    sign: async (sessionId, userId, expiresAt) =>
      signToken({ sid: sessionId, sub: String(userId), exp: Math.floor(expiresAt.getTime() / 1000) }),
    verify(token) {
      try {
        const { sid, iat } = verifyToken(token) as { sid?: unknown; iat?: unknown };
        // fast-jwt checks exp and nbf but not the type of iat; ours always signs a number.
        return typeof sid === 'string' && typeof iat === 'number' ? sid : null;
      } catch {
        // Malformed, forged, expired or not yet valid: no session.
        return null;
      }
    },
  };
}

/**
 * The cookie that carries an admin's session token to a CSV download (issue 11): set for 60 seconds by
 * POST /api/Admin/Export/Session, HttpOnly, SameSite=Strict, sent only to the export paths, and read
 * only for a GET of them, so the browser's own download can start at once.
 */
export const EXPORT_COOKIE = 'ojt_export';
/** The paths the export cookie is sent to and read on. */
export const EXPORT_COOKIE_PATH = '/api/Admin/Export/';

function exportCookieToken(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || !request.url.startsWith(EXPORT_COOKIE_PATH)) return null;
  const match = new RegExp(`(?:^|;\\s*)${EXPORT_COOKIE}=([^;\\s]+)`).exec(request.headers.cookie ?? '');
  return match?.[1] ?? null;
}

/** The request's session token: its bearer header, or on an export download the export cookie. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return exportCookieToken(request);
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * For a route called very often: reads the session and what the route needs of the user in one
 * query instead of two. `read` extends `liveSessionAccountQuery`, so a session it accepts is exactly
 * one `findSessionAccount` accepts. Spread `config` into the route's options; `of(request)` is what
 * was read with the session of this request (only once the role hook has passed).
 */
export function sessionWith<T extends object>(
  read: (db: Kysely<Database>, sessionId: string) => Promise<(SessionAccount & T) | undefined>,
) {
  const extras = new WeakMap<FastifyRequest, T>();
  const readSession: SessionReader = async (db, sessionId, request) => {
    const row = await read(db, sessionId);
    if (row) extras.set(request, row);
    return row;
  };
  return {
    config: { readSession },
    of(request: FastifyRequest): T {
      const extra = extras.get(request);
      if (!extra) throw new Error('No session was read with this request: is the route authenticated?');
      return extra;
    },
  };
}

/**
 * Bearer tokens name a session row; the session and the account (role, approval) are re-read from the
 * database on every request, so logout, password changes and rejections take effect at once.
 */
export const authPlugin = fp<{ secret: Uint8Array; clock: Clock }>(
  async (app: FastifyInstance, { secret, clock }) => {
    // The requests of one event-loop round share one read of their sessions.
    const findSessionAccount = batchedLookup((db: Kysely<Database>, ids: string[]) =>
      findSessionAccounts(db, ids, clock.now()),
    );
    // Sessions seen again after a minute are marked so together too: one UPDATE a round, not one a request.
    const touchSession = batchedLookup(async (db: Kysely<Database>, ids: string[]) => {
      await touchSessions(db, ids, clock.now());
      return new Map<string, never>();
    });
    const tokens = createTokenService(secret);
    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null);

    async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const sessionId = tokens.verify(token);
      if (!sessionId) return null;
      const read = request.routeOptions.config.readSession;
      const row = read ? await read(app.db, sessionId, request) : await findSessionAccount(app.db, sessionId);
      if (!row) return null;
      const role = roleWithId(row.role);
      if (!role) return null;
      const now = clock.now();
      if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
        await touchSession(app.db, sessionId);
      }
      return {
        id: row.id,
        username: row.username,
        role,
        roleId: row.role,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        sessionId,
        mustChangePassword: row.password_change_required,
        ip: request.ip,
      };
    }

    // Optional authentication for public calls that behave better with a session (e.g. VerifyEmail).
    app.addHook('onRequest', async (request) => {
      if (bearerToken(request)) request.auth = await resolve(request);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!bearerToken(request)) throw unauthorized();
      if (!request.auth) throw new AppError('SESSION_EXPIRED', MESSAGES.sessionExpired);
      if (request.auth.mustChangePassword && !request.routeOptions.config.duringPasswordChange) {
        throw new AppError('PASSWORD_CHANGE_REQUIRED', MESSAGES.passwordChangeRequired);
      }
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!request.auth || !roles.includes(request.auth.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
