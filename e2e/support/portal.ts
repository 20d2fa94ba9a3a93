import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { freePort } from '../../apps/server/src/test/server-process.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';

export const ADMIN = { username: 'admin', password: 'Caroni swamp heron 9471', email: 'admin@ojt.gov.tt' };

export interface Portal {
  url: string;
  app: FastifyInstance;
  smtp: SmtpCapture;
  stop(): Promise<void>;
}

/**
 * The real portal for browser journeys: the server (embedded PGlite in a temporary DATA_DIR) serving
 * the built client from apps/web/dist, with mail delivered over SMTP to a capture server.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ojt-e2e-'));
  // Links in mails must point at this server, so the port is chosen before the app is built.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '200',
    MAIL_RETRY_BASE_MS: '200',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    SUPPORT_EMAIL: 'support@ojt.gov.tt',
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
    // Another build of the client (default: apps/web/dist).
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    ...env,
  });
  const app = await buildApp({ config, print: () => {} });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    smtp,
    async stop() {
      await app.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
