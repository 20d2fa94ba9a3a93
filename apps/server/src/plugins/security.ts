import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Our @fastify/helmet options: a strict Content-Security-Policy for the client and the API. */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes and injects its CSS variables at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
};

// Headers of any answer, not helmet's.
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** Set on every answer besides helmet's. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), interest-cohort=()';

let computed: Promise<[string, string][]> | undefined;

/**
 * The headers @fastify/helmet sets with our options and the Permissions-Policy, worked out once on a
 * probe instance. Registered on the app, helmet builds its middleware again for every request (about
 * 90 µs: as much as a whole signed-in API call) to set headers that never change. Also for the
 * answers the router gives before any hook runs (`answerFrameworkError`).
 */
export function securityHeaders(): Promise<[string, string][]> {
  computed ??= (async () => {
    const probe = Fastify();
    await probe.register(helmet, HELMET_OPTIONS);
    probe.get('/', async () => '');
    const res = await probe.inject({ url: '/' });
    await probe.close();
    const helmets = Object.entries(res.headers)
      .filter(([name]) => !TRANSPORT_HEADERS.has(name))
      .map(([name, value]): [string, string] => [name, String(value)]);
    return [...helmets, ['Permissions-Policy', PERMISSIONS_POLICY]];
  })();
  return computed;
}

/** Security headers (helmet's, with our Content-Security-Policy) on every answer. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // Given to Fastify's reply rather than set on the raw response (they stay on error and
    // not-found answers all the same): Node then checks each once, as it writes them, instead of
    // on every setHeader and again at writeHead.
    const headers = Object.fromEntries(await securityHeaders());
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security' },
);
