import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isClientRoute, MESSAGES } from '@ojt/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built client (precompressed brotli/gzip files beside the assets) and answers
 * client routes with index.html; any other page address gets index.html too, with status 404 (the
 * client shows its 'Page not found' page); unknown /api paths answer a JSON 404.
 */
export const webClientPlugin = fp<{ dist?: string }>(
  async (app: FastifyInstance, options) => {
    const root = path.resolve(options.dist ?? defaultDist);
    const hasClient = existsSync(path.join(root, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // The public pages rendered at build time (apps/web/scripts/prerender.mjs): their own HTML, so a
      // person without JavaScript reads them; the browser hydrates it.
      const prerendered = path.join(root, 'prerendered.json');
      if (existsSync(prerendered)) {
        const pages = JSON.parse(readFileSync(prerendered, 'utf8')) as Record<string, string>;
        for (const [url, file] of Object.entries(pages)) {
          app.get(url, { schema: { hide: true } }, (_request, reply) =>
            reply.header('Cache-Control', 'no-cache').sendFile(file),
          );
        }
      }
    } else {
      app.log.warn(`No built client at ${root}: run "npm run build" to serve the web pages.`);
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // A missing file (robots.txt, an old asset) is a 404, not the app's page.
      const pathname = request.url.split('?')[0] ?? '';
      const isFile = /\.[a-z0-9]+$/i.test(pathname);
      if (!request.url.startsWith('/api') && wantsPage && !isFile && hasClient) {
        // A search engine or link checker reads the status; a person reads the client's page.
        if (!isClientRoute(pathname)) reply.status(404);
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ success: false, error: MESSAGES.apiNotFound, code: 'NOT_FOUND' });
    });
  },
  { name: 'web-client' },
);
