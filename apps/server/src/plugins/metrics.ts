import { createHash, timingSafeEqual } from 'node:crypto';
import { ENDPOINTS } from '@ojt/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { outboxBacklog, paymentRunsByState } from './metrics-repository.ts';

export interface MetricsOptions {
  /** METRICS_TOKEN: without it there is no /metrics (404). */
  token: string | undefined;
  db: Kysely<Database>;
  clock: Clock;
}

// Seconds: a lookup answers in a millisecond, a sign-in (argon2) in a tenth, a PDF or export in seconds.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PAYMENT_STATES = ['Draft', 'Approved', 'Rejected', 'Sent', 'Closed'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `header` is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/** The operator's metrics, one registry per app (tests build several apps in one process). */
function createMetrics({ db, clock }: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'ojt_sign_in_failures_total',
    help: 'Sign-ins refused (wrong name or password, locked, rate-limited, malformed), by status',
    labelNames: ['status_code'] as const,
    registers: [registry],
  });
  // Read from the database when scraped: every instance reports the shared outbox and runs alike.
  new Gauge({
    name: 'ojt_outbox_backlog',
    help: 'Mail waiting to be delivered',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(db)).count);
    },
  });
  new Gauge({
    name: 'ojt_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail waiting to be delivered (0 when none waits)',
    registers: [registry],
    async collect() {
      const { oldest } = await outboxBacklog(db);
      this.set(oldest ? Math.max(0, (clock.now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'ojt_payment_runs',
    help: 'Payment runs by state',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = new Map((await paymentRunsByState(db)).map((row) => [row.state, row.count]));
      for (const state of new Set([...PAYMENT_STATES, ...counts.keys()]))
        this.set({ state }, counts.get(state) ?? 0);
    },
  });
  return { registry, duration, signInFailures };
}

/**
 * GET /metrics in Prometheus text format for the operator (issue 31): 404 unless METRICS_TOKEN is
 * set, 401 without `Authorization: Bearer <METRICS_TOKEN>`. Registered before the routes, so its
 * hook times every one of them.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const { token } = options;
    if (!token) return;
    const { registry, duration, signInFailures } = createMetrics(options);
    const loginPath = ENDPOINTS.Login.path;
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      duration.observe({ method: request.method, route, status_code: status }, reply.elapsedTime / 1000);
      if (route === loginPath && reply.statusCode >= 400 && reply.statusCode < 500)
        signInFailures.inc({ status_code: status });
    });
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer realm="metrics"')
          .send({ success: false, error: 'The metrics token is missing or wrong.', code: 'UNAUTHORIZED' });
      }
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['error-handler'] },
);
