import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters (m=19 MiB, t=2, p=1). @node-rs/argon2 hashes on the libuv pool, off the event loop.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let hashChecks = 0;

/** How many hashes this process has checked a password against (tests compare the work of attempts). */
export function hashChecksMade(): number {
  return hashChecks;
}

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) return false;
  hashChecks += 1;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// A valid hash of a random string: verifying against it costs the same as a real account, so
// timing does not reveal whether a username exists.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
