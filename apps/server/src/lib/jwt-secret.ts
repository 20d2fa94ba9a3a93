import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/env.ts';

/**
 * JWT_SECRET when set; else a secret generated once and kept in DATA_DIR/jwt-secret.
 * Several instances behind a load balancer must share JWT_SECRET.
 */
export function resolveJwtSecret(config: AppConfig): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
