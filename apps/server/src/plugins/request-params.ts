import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const BODY_LIMIT = 256 * 1024;

/**
 * Every documented parameter may come in the query string (as old clients send it) or in a JSON
 * or form body (as ours does, keeping secrets out of URLs). Routes with a body schema see both,
 * merged, with the body winning. An empty body is no body.
 */
export const requestParamsPlugin = fp(
  async (app: FastifyInstance) => {
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (req, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') return done(null, undefined);
        return defaultJson(req, text, done);
      },
    );
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_req, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );
    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.schema?.body) return;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const body = request.body;
      if (body === undefined || body === null) {
        request.body = { ...query };
      } else if (typeof body === 'object' && !Array.isArray(body)) {
        request.body = { ...query, ...(body as Record<string, unknown>) };
      }
    });
  },
  { name: 'request-params' },
);
