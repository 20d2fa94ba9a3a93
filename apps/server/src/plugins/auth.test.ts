import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth.ts';

const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
const tokens = createTokenService(secret);
const now = () => Math.floor(Date.now() / 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token written by hand, so that header and claims can be anything jose would not sign. */
function handMade(header: unknown, claims: unknown, key: Uint8Array = secret): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

const valid = { sid: 's-1', sub: '7', iss: 'ojt-portal', iat: now(), exp: now() + 60 };

async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: 'ojt-portal' });
    return true;
  } catch {
    return false;
  }
}

describe('session tokens', () => {
  it('reads back the session id of a token it signed', async () => {
    const token = await tokens.sign('session-1', 7, new Date(Date.now() + 60_000));
    expect(tokens.verify(token)).toBe('session-1');
  });

  it('refuses forged, tampered, expired, premature, foreign and malformed tokens as jose does', async () => {
    const signed = await tokens.sign('session-1', 7, new Date(Date.now() + 60_000));
    const [header, , signature] = signed.split('.');
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
    const refused: Record<string, string> = {
      'other secret': handMade({ alg: 'HS256' }, valid, other),
      'payload swapped': `${header}.${b64({ ...valid, sid: 'someone-else' })}.${signature}`,
      'alg none': `${b64({ alg: 'none' })}.${b64(valid)}.`,
      'alg HS512': await new SignJWT(valid).setProtectedHeader({ alg: 'HS512' }).sign(secret),
      expired: handMade({ alg: 'HS256' }, { ...valid, exp: now() - 1 }),
      'expiring this second': handMade({ alg: 'HS256' }, { ...valid, exp: now() }),
      'not yet valid': handMade({ alg: 'HS256' }, { ...valid, nbf: now() + 60 }),
      'other issuer': handMade({ alg: 'HS256' }, { ...valid, iss: 'someone' }),
      'exp not a number': handMade({ alg: 'HS256' }, { ...valid, exp: String(now() + 60) }),
      'iat not a number': handMade({ alg: 'HS256' }, { ...valid, iat: 'today' }),
      'claims an array': handMade({ alg: 'HS256' }, [valid]),
      'four segments': `${signed}.x`,
      'not base64url': `${header}.@@@.${signature}`,
      empty: '',
    };
    for (const [name, token] of Object.entries(refused)) {
      expect(tokens.verify(token), name).toBeNull();
      expect(await joseAccepts(token), `${name} (jose)`).toBe(false);
    }
    const accepted = handMade({ alg: 'HS256', typ: 'JWT' }, { ...valid, nbf: now() });
    expect(tokens.verify(accepted)).toBe('s-1');
    expect(await joseAccepts(accepted)).toBe(true);
  });

  it('refuses, more strictly than jose, a token without an expiry, session id or subject, with a critical header or padding', async () => {
    const { exp: _exp, ...forever } = valid;
    const signed = await tokens.sign('session-1', 7, new Date(Date.now() + 60_000));
    expect(tokens.verify(`${signed}=`)).toBeNull();
    expect(tokens.verify(handMade({ alg: 'HS256' }, forever))).toBeNull();
    const { sid: _sid, ...noSession } = valid;
    const { sub: _sub, ...noSubject } = valid;
    expect(tokens.verify(handMade({ alg: 'HS256' }, noSession))).toBeNull();
    expect(tokens.verify(handMade({ alg: 'HS256' }, noSubject))).toBeNull();
    expect(tokens.verify(handMade({ alg: 'HS256', crit: ['b64'], b64: true }, valid))).toBeNull();
  });

  describe('kept verified tokens', () => {
    afterEach(() => vi.useRealTimers());

    it('refuses a token it verified before once it expires, and never takes a changed one for it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await tokens.sign('session-2', 7, new Date(Date.now() + 2_000));
      expect(tokens.verify(token)).toBe('session-2');
      expect(tokens.verify(token)).toBe('session-2');
      const at = token.indexOf('.') + 5;
      const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      expect(tokens.verify(changed)).toBeNull();
      vi.setSystemTime(Date.now() + 3_000);
      expect(tokens.verify(token)).toBeNull();
    });
  });
});
