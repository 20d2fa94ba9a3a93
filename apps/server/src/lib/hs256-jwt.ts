import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';

const SEGMENT = /^[A-Za-z0-9_-]+$/;

type Claims = Record<string, unknown>;

function decodeObject(segment: string): Claims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

function signatureMatches(signingInput: string, signature: string, key: KeyObject): boolean {
  // Comparing the canonical base64url text also refuses a second spelling of the same bytes.
  const expected = Buffer.from(createHmac('sha256', key).update(signingInput).digest('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function claimsHold(claims: Claims, issuer: string, now: number): boolean {
  const { exp, nbf, iat } = claims;
  if (claims.iss !== issuer) return false;
  if (typeof exp !== 'number' || exp <= now) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return false;
  return iat === undefined || typeof iat === 'number';
}

/**
 * Verifies a compact JWT signed with HS256 and returns its claims, or null when it is malformed,
 * forged, expired or not yet valid. The rules are jose's `jwtVerify` with `algorithms: ['HS256']` and
 * an issuer, stricter in two ways: `exp` is required and a `crit` header is refused. Synchronous
 * node:crypto, because every API request verifies a token: jose's WebCrypto path imports the key and
 * queues a thread-pool job each time (about 10 times the CPU).
 */
export function verifyHs256(
  token: string,
  key: KeyObject,
  issuer: string,
  now = Math.floor(Date.now() / 1000),
): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const protectedHeader = decodeObject(header);
  if (protectedHeader?.alg !== 'HS256' || protectedHeader.crit !== undefined) return null;
  if (!signatureMatches(`${header}.${payload}`, signature, key)) return null;
  const claims = decodeObject(payload);
  return claims && claimsHold(claims, issuer, now) ? claims : null;
}
