import { describe, expect, it } from 'vitest';
import { hashOneTimeSecret, hashPassword, matchesOneTimeSecret, verifyPassword } from './passwords.ts';

describe('one-time secrets (a recovery temporary password)', () => {
  it('matches the secret it was made from, and nothing else', () => {
    const stored = hashOneTimeSecret('Kp7mWq2xRt9a');
    expect(stored).toMatch(/^sha256:[\w-]{43}$/);
    expect(stored).not.toContain('Kp7mWq2xRt9a');
    expect(matchesOneTimeSecret(stored, 'Kp7mWq2xRt9a')).toBe(true);
    expect(matchesOneTimeSecret(stored, 'Kp7mWq2xRt9b')).toBe(false);
    expect(matchesOneTimeSecret(stored, '')).toBe(false);
  });

  it('matches nothing when nothing usable is stored (no secret, or an argon2 hash of an older version)', async () => {
    expect(matchesOneTimeSecret(null, 'no one-time secret')).toBe(false);
    expect(matchesOneTimeSecret(undefined, 'anything')).toBe(false);
    const argon = await hashPassword('Kp7mWq2xRt9a');
    expect(matchesOneTimeSecret(argon, 'Kp7mWq2xRt9a')).toBe(false);
    expect(matchesOneTimeSecret('sha256:short', 'x')).toBe(false);
  });
});

describe('passwords (argon2id)', () => {
  it('verifies the password hashed, even with many checks at once (they queue, one per core)', async () => {
    const stored = await hashPassword('Caroni swamp heron 9471');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        verifyPassword(stored, i % 2 ? 'Caroni swamp heron 9471' : 'wrong'),
      ),
    );
    expect(results).toEqual([false, true, false, true, false, true]);
  });
});
