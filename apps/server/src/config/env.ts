import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RETENTION_DEFAULT_DAYS } from '@ojt/domain';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy.ts';

// The repository root: a relative DATA_DIR means the same folder whichever workspace runs the server.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A retention period in whole days (1 to 3650), `fallback` when unset. */
const retentionDays = (fallback: number) => z.coerce.number().int().min(1).max(3650).default(fallback);

const BACKLOG_RANGE = 'must be a whole number of connections from 1 to 65535 (e.g. 2048)';
const POOL_SIZE_RULE = 'must be a whole number from 1 to 50 (SMTP connections; default 5)';

const envSchema = z.object({
  /**
   * The portal's mode. Unset is development, so a newcomer's plain `npm start` shows mailed links
   * and codes on the console; production needs a relay (SMTP_URL) and never prints them.
   */
  NODE_ENV: optionalText.pipe(z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /**
   * How many SMTP connections the relay gets (issue 31): the outbox keeps as many mails in flight,
   * each connection reused for many mails rather than greeted afresh.
   */
  SMTP_POOL_SIZE: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: POOL_SIZE_RULE })
      .int(POOL_SIZE_RULE)
      .min(1, POOL_SIZE_RULE)
      .max(50, POOL_SIZE_RULE)
      .default(5),
  ),
  MAIL_FROM: z.string().trim().min(3).default('OJT Portal <no-reply@ojt.gov.tt>'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@ojt.gov.tt'),
  PUBLIC_URL: optionalText.pipe(z.url('must be a URL such as https://ojt.gov.tt').optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_USERNAME: z.string().trim().min(3).max(60).default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@ojt.gov.tt'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `text`: readable lines for a person; `json`: one JSON object per line for log shipping. */
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  WEB_DIST: optionalText,
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).default(5000),
  /** The ceiling of the outbox's back-off between two attempts at one mail: 15 minutes (issue 12). */
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(0).default(900_000),
  /** How long after it was queued a mail that keeps failing is marked failed: 24 hours (issue 12). */
  MAIL_GIVE_UP_MS: z.coerce.number().int().min(0).default(86_400_000),
  TRUST_PROXY: trustProxySetting,
  /** Days a sign-up whose email was never verified is kept (issue 11). */
  RETENTION_UNVERIFIED_DAYS: retentionDays(RETENTION_DEFAULT_DAYS.unverified),
  /** Days a rejected sign-up is kept after the decision (issue 11). */
  RETENTION_REJECTED_DAYS: retentionDays(RETENTION_DEFAULT_DAYS.rejected),
  /** The programme's account the bank pays from, named in the pain.001 file (issue 28); all three or none. */
  PAYMENTS_DEBTOR_NAME: optionalText.pipe(z.string().max(140, 'must be at most 140 characters').optional()),
  PAYMENTS_DEBTOR_ACCOUNT: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,34}$/, 'must be the account number: 1 to 34 letters or digits')
      .optional(),
  ),
  PAYMENTS_DEBTOR_BIC: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/,
        'must be a BIC such as RBNKTTPX (8 or 11 capitals)',
      )
      .optional(),
  ),
  /**
   * The bearer token of GET /metrics (Prometheus text, issue 31); unset, /metrics answers 404.
   * At least 16 characters: it guards counts of the service's work.
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * After SIGTERM, how long the portal keeps listening and answers new requests 503 with
   * `Connection: close` (readiness included), so the load balancer moves on before the port closes.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How many connections the kernel may hold, handshake done, until the portal accepts them (the
   * listen backlog, issue 31): Node's 511 drops part of 2,000 clients connecting at once. Linux caps
   * it at net.core.somaxconn.
   */
  LISTEN_BACKLOG: z.coerce
    .number({ error: BACKLOG_RANGE })
    .int(BACKLOG_RANGE)
    .min(1, BACKLOG_RANGE)
    .max(65_535, BACKLOG_RANGE)
    .default(2048),
  API_DOCS: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((v) => (v === '' ? undefined : v === 'true')),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  /** Base of links in emails, without a trailing slash. */
  publicUrl: string;
  /** Serve the API documentation at /api/docs: API_DOCS, else in development only. */
  apiDocs: boolean;
  /** The programme's account for pain.001 files; null when PAYMENTS_DEBTOR_* are not set. */
  paymentsDebtor: PaymentsDebtor | null;
}

/** The account the programme's payments leave from, as pain.001 names it. */
export interface PaymentsDebtor {
  name: string;
  account: string;
  bic: string;
}

const DEBTOR_VARIABLES = ['PAYMENTS_DEBTOR_NAME', 'PAYMENTS_DEBTOR_ACCOUNT', 'PAYMENTS_DEBTOR_BIC'] as const;

// Without a relay, mail is only written to files on the server: nobody would receive a password.
const PRODUCTION_NEEDS_SMTP =
  'is required when NODE_ENV=production (without it no mail leaves this server); set SMTP_URL=smtp://user:password@relay:587, or leave NODE_ENV unset to try the portal';

const SHARED_VARIABLES = ['JWT_SECRET', 'PUBLIC_URL'] as const;
const SHARED_NEEDED =
  'required when NODE_ENV=production with DATABASE_URL (every instance on the database must share them); set JWT_SECRET to the same 32+ random characters and PUBLIC_URL to the address users reach, on every instance';

/** Problems between variables, which no single variable's rule can see. */
function crossProblems(source: Record<string, string | undefined>): string[] {
  const production = source.NODE_ENV?.trim() === 'production';
  const problems = production && !source.SMTP_URL?.trim() ? [`SMTP_URL: ${PRODUCTION_NEEDS_SMTP}`] : [];
  // Several instances on one database must sign and link alike: none may invent its own secret or address.
  if (production && source.DATABASE_URL?.trim()) {
    const missing = SHARED_VARIABLES.filter((name) => !source[name]?.trim());
    if (missing.length > 0) problems.push(`${missing.join(' and ')}: ${SHARED_NEEDED}`);
  }
  // Half an account would fail only at the first pain.001 download: say so at start.
  const debtorSet = DEBTOR_VARIABLES.filter((name) => source[name]?.trim());
  if (debtorSet.length > 0 && debtorSet.length < DEBTOR_VARIABLES.length) {
    for (const name of DEBTOR_VARIABLES.filter((n) => !debtorSet.includes(n)))
      problems.push(`${name}: is required when any PAYMENTS_DEBTOR_* is set (all three or none)`);
  }
  return problems;
}

/**
 * Reads the environment once; throws one error listing every bad variable: one line when only one
 * is bad (`Invalid configuration: NAME: why`), else a heading and a line per variable.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...crossProblems(source),
  ];
  if (problems.length === 1) throw new Error(`Invalid configuration: ${problems[0]}`);
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const env = { ...parsed.data, DATA_DIR: path.resolve(ROOT, parsed.data.DATA_DIR) };
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const apiDocs = env.API_DOCS ?? env.NODE_ENV === 'development';
  const { PAYMENTS_DEBTOR_NAME: name, PAYMENTS_DEBTOR_ACCOUNT: account, PAYMENTS_DEBTOR_BIC: bic } = env;
  const paymentsDebtor = name && account && bic ? { name, account, bic } : null;
  return { ...env, publicUrl, apiDocs, paymentsDebtor };
}
