import type { Server, ServerResponse } from 'node:http';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';

/**
 * Counts the requests in flight, so a shutdown can wait for them. `drained()` resolves once none is
 * left; answers not yet started get `Connection: close` so their clients do not reuse the socket.
 */
function trackRequests(server: Server) {
  const open = new Set<ServerResponse>();
  let onDrained: (() => void) | undefined;
  server.on('request', (_request, response: ServerResponse) => {
    open.add(response);
    response.once('close', () => {
      open.delete(response);
      if (open.size === 0) onDrained?.();
    });
  });
  return {
    drained(): Promise<void> {
      for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
      if (open.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        onDrained = resolve;
      });
    },
  };
}

// Listens only; buildApp() composes everything else.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await buildApp({ config });
  const requests = trackRequests(app.server);
  // Rolling restart: answer new requests 503 (health too, so the load balancer moves on) while
  // still listening, let the requests in flight finish, then close. The delay bounds the wait.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, finishing the requests in flight`);
    app.refuseNewRequests();
    await requests.drained();
    await app.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `OJT Portal listening on http://${config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT} (public URL ${config.publicUrl})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
