import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Deps } from './deps.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import type { MailTransport } from './mail/transport.ts';
import { ensureFirstAdmin } from './modules/admin/admin-accounts.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { agreementRoutes } from './modules/agreements/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { caseloadRoutes } from './modules/caseload/routes.ts';
import { changesRoutes } from './modules/changes/routes.ts';
import { commonRoutes } from './modules/common/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { employerRoutes } from './modules/employer/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { learnerProfileRoutes } from './modules/learner/profile-routes.ts';
import { learnerDataRoutes } from './modules/learner-data/routes.ts';
import { letterRoutes } from './modules/letters/routes.ts';
import { officerRoutes } from './modules/officers/routes.ts';
import { openingRoutes } from './modules/openings/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { placementRoutes } from './modules/placements/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { signupRoutes } from './modules/signup/routes.ts';
import { timesheetRoutes } from './modules/timesheets/routes.ts';
import { notify, notifyMany } from './notifications/notify.ts';
import { agreementRemindersPlugin } from './plugins/agreement-reminders.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { loggerOptions, requestLog } from './plugins/logging.ts';
import { mailPlugin } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { pruningPlugin } from './plugins/pruning.ts';
import { requestParamsPlugin } from './plugins/request-params.ts';
import { securityHeaders, securityPlugin } from './plugins/security.ts';
import { timesheetRemindersPlugin } from './plugins/timesheet-reminders.ts';
import { verificationCodesPlugin } from './plugins/verification-codes.ts';
import { webClientPlugin } from './plugins/web-client.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Mail transport override (tests); otherwise SMTP_URL or .eml files. */
  mailTransport?: MailTransport;
  /** Start the outbox worker's polling (default true). Tests drain the outbox explicitly. */
  startWorkers?: boolean;
  /**
   * Create the first admin when none exists (default true). `npm start` passes false and creates it
   * once the server listens, so a start that fails prints no password that is then lost.
   */
  bootstrapAdmin?: boolean;
  /** Print function for first-start credentials (default console.log). */
  print?: (line: string) => void;
  /** Where every rule reads the time (default the system clock); tests move a settable one. */
  clock?: Clock;
  /** Tests only: the admin lists' exact-count limit (default 10,000), so a test need not seed 10,001 rows. */
  listExactCountUpTo?: number;
}

/** How long the portal keeps an idle kept-alive connection open (issue 31). */
export const KEEP_ALIVE_MS = 65_000;

/** Opens the database for a config: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR/db. */
export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/db` },
  );
}

/** Builds the whole application: database (migrated), mail, security, API routes and the web client. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const headers = await securityHeaders();
  const app = Fastify({
    logger: loggerOptions(config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL, config.LOG_FORMAT),
    logController: requestLog(config.LOG_FORMAT),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    // An idle kept-alive connection stays open 65 s: longer than a load balancer's usual 60 s idle
    // timeout (so the balancer, never the portal, closes it, and no request meets a closing socket)
    // and than a browser's polling interval (issue 31).
    keepAliveTimeout: KEEP_ALIVE_MS,
    bodyLimit: 256 * 1024,
    // Requests during close still reach our hook, which answers 503 in the API's failure shape.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A path parameter the router cannot read (bad %-escape, too long) gets the house failure shape.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, headers),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? systemClock;
  const handle = options.database ?? (await openConfiguredDatabase(config));
  try {
    await migrateToLatest(handle.db);
    if (options.bootstrapAdmin ?? true) {
      await ensureFirstAdmin(handle.db, config, options.print ?? ((line) => console.log(line)));
    }
  } catch (error) {
    if (!options.database) await handle.close();
    throw error;
  }

  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { handle, owned: !options.database });
  await app.register(mailPlugin, {
    config,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
    startWorker: options.startWorkers ?? true,
    clock,
  });
  await app.register(pruningPlugin, {
    clock,
    start: options.startWorkers ?? true,
    signups: {
      unverifiedDays: config.RETENTION_UNVERIFIED_DAYS,
      rejectedDays: config.RETENTION_REJECTED_DAYS,
    },
  });
  // First of the routes' hooks, so its histogram times every route (GET /metrics, issue 31).
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, db: handle.db, clock });
  await app.register(securityPlugin);
  await app.register(requestParamsPlugin);
  const secret = resolveJwtSecret(config);
  await app.register(authPlugin, { secret, clock });
  // Verification codes are stored as an HMAC keyed from the same server secret.
  await app.register(verificationCodesPlugin, { secret });
  // The API map helps an attacker more than a user outside development; API_DOCS=true turns it on anywhere.
  if (config.apiDocs) await app.register(apiDocsPlugin);

  const deps: Deps = { db: handle.db, publicUrl: config.publicUrl, clock, notify, notifyMany };
  if (options.listExactCountUpTo !== undefined) deps.listExactCountUpTo = options.listExactCountUpTo;
  await app.register(healthRoutes, deps);
  await app.register(commonRoutes);
  await app.register(contactRoutes, { ...deps, supportEmail: config.SUPPORT_EMAIL });
  await app.register(signupRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(employerRoutes, deps);
  await app.register(learnerProfileRoutes, deps);
  await app.register(openingRoutes, { ...deps, cacheMs: config.NODE_ENV === 'test' ? 0 : 1000 });
  await app.register(placementRoutes, deps);
  await app.register(officerRoutes, deps);
  // A letter's link and QR code must lead to the real portal: in production only PUBLIC_URL will do.
  const letterUrl = config.NODE_ENV === 'production' && !config.PUBLIC_URL ? null : config.publicUrl;
  await app.register(changesRoutes, deps);
  await app.register(letterRoutes, { ...deps, publicUrl: letterUrl });
  await app.register(auditRoutes, deps);
  await app.register(exportRoutes, deps);
  await app.register(learnerDataRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(timesheetRoutes, deps);
  await app.register(agreementRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(caseloadRoutes, deps);
  // The programme's account names the pain.001 file's debtor (PAYMENTS_DEBTOR_*; null: ACH CSV only).
  await app.register(paymentRoutes, { ...deps, debtor: config.paymentsDebtor });
  // The attendance reminders by mail (issue 27), every 30 minutes, as the other workers.
  await app.register(timesheetRemindersPlugin, { deps, start: options.startWorkers ?? true });
  // The placement agreement's reminders at 7 and 12 days (issue 29), every hour.
  await app.register(agreementRemindersPlugin, { deps, start: options.startWorkers ?? true });

  await app.register(webClientPlugin, config.WEB_DIST ? { dist: config.WEB_DIST } : {});
  return app;
}
