import { createServer, type Server as PortHolder } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './config/env.ts';
import { DatabaseInUseError } from './db/data-dir-lock.ts';
import { trackConnections } from './lib/connection-drain.ts';
import { checkFirstAdminConfig, ensureFirstAdmin } from './modules/admin/admin-accounts.ts';
import { consoleWriter } from './plugins/logging.ts';

/** Why listening failed, in one line naming the port and the variable that moves it; else undefined. */
function listenProblem(error: unknown, port: number): string | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} is already in use by another program. Stop that program, or set the PORT variable to a free port (for example PORT=${port + 1} npm start).`;
  }
  if (code === 'EACCES') {
    return `Port ${port} needs administrator rights. Set the PORT variable to a port above 1023 (for example PORT=3000 npm start).`;
  }
  return undefined;
}

/** The mode, and in development what that means for the console and how to leave it. */
function modeNote(config: AppConfig): string {
  if (config.NODE_ENV !== 'development') return `in ${config.NODE_ENV} mode`;
  const shown = config.SMTP_URL ? '' : 'links and codes in mail are shown here; ';
  return `in development mode (${shown}set NODE_ENV=production for a live service)`;
}

/** The start-up line: the mode, where the data lives and where mail goes, never a password in a URL. */
function startLine(config: AppConfig): string {
  const database = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.DATA_DIR}/db`;
  const mail = config.SMTP_URL ? 'the SMTP relay (SMTP_URL)' : `files in ${config.DATA_DIR}/mail`;
  return `Starting the OJT Portal ${modeNote(config)} on Node ${process.versions.node}, with ${database}; mail goes to ${mail}.`;
}

/**
 * Binds the port before anything else happens: a start on a busy port stops before it opens the
 * database. Held until the app listens; a connection arriving meanwhile is dropped (not up yet).
 */
function holdPort(port: number, host: string): Promise<PortHolder> {
  return new Promise((resolve, reject) => {
    const holder = createServer((socket) => socket.destroy());
    holder.once('error', reject);
    holder.listen(port, host, () => resolve(holder));
  });
}

const letGo = (holder: PortHolder) => new Promise((resolve) => holder.close(resolve));

// Listens only; buildApp() composes everything else. The port is ours before the database opens,
// and the first admin is created once we listen: a start that fails leaves no admin whose printed
// password scrolled away with the error.
async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const say = consoleWriter(config.LOG_FORMAT);
  // A problem the operator can fix is one line and exit 1; anything else is a bug, thrown with its stack.
  const stop = async (error: unknown, cleanup: () => Promise<unknown>): Promise<never> => {
    const problem = listenProblem(error, config.PORT) ?? configurationProblem(error) ?? databaseInUse(error);
    if (!problem) throw error;
    say.error(problem);
    await cleanup();
    process.exit(1);
  };
  const holder = await holdPort(config.PORT, config.HOST).catch((error) => stop(error, async () => {}));
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, bootstrapAdmin: false });
  } catch (error) {
    return stop(error, () => letGo(holder));
  }
  app.log.info(startLine(config));
  // Start-up work on the database after listening (the first admin): a shutdown waits for it, so a
  // SIGTERM right after the start never closes the database under it.
  let startingUp: Promise<unknown> = Promise.resolve();
  const graceful = gracefulShutdown(app, () => startingUp, config.SHUTDOWN_DRAIN_MS);
  try {
    await checkFirstAdminConfig(app.db, config);
    await letGo(holder);
    await app.listen({
      port: config.PORT,
      host: config.HOST,
      backlog: config.LISTEN_BACKLOG,
      listenTextResolver: (address) => `Listening on ${address} (links in mail use ${config.publicUrl})`,
    });
    startingUp = ensureFirstAdmin(app.db, config, say.info);
    await startingUp;
  } catch (error) {
    await stop(error, async () => {
      graceful.uninstall();
      await letGo(holder);
      await app.close();
    });
  }
}

// Rolling restart (issues 12 and 31): readiness and every new request answer 503 with
// `Connection: close` at once, while the port stays open for SHUTDOWN_DRAIN_MS (the load balancer's
// time to notice) and until the requests in flight are answered. Then the port closes, open
// connections finish or are ended gently (never reset), and the app closes. The delay bounds it all.
const CONNECTIONS_CLOSE_MS = 5_000;

function gracefulShutdown(app: FastifyInstance, startingUp: () => Promise<unknown>, drainMs: number) {
  const connections = trackConnections(app.server);
  return closeWithGrace({ delay: drainMs + CONNECTIONS_CLOSE_MS + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, finishing the requests in flight`);
    app.refuseNewRequests();
    connections.refuse();
    await Promise.all([new Promise((resolve) => setTimeout(resolve, drainMs)), connections.requestsDone()]);
    await connections.close(CONNECTIONS_CLOSE_MS);
    // Its failure is reported where it was started.
    await startingUp().catch(() => {});
    await app.close();
  });
}

/** Another process has the embedded database open: its one line, no stack. */
function databaseInUse(error: unknown): string | undefined {
  return error instanceof DatabaseInUseError ? error.message : undefined;
}

/** A refused ADMIN_PASSWORD reads like any bad variable: its message, no stack. */
function configurationProblem(error: unknown): string | undefined {
  const message = (error as Error).message;
  return message?.startsWith('Invalid configuration') ? message : undefined;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
