import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

interface Connection {
  /** Requests on it not yet answered. */
  open: number;
  /** performance.now() when it last had nothing to answer (accepted, or its last answer sent). */
  idleSince: number;
}

/** A connection quiet this long, after the port has closed, is ended gently: its client had its chance. */
const IDLE_GRACE_MS = 250;
const POLL_MS = 25;
/**
 * The port closes once no connection has arrived for this long (at most `withinMs` later): the
 * kernel resets a connection still queued for accept when the port closes, so it closes in a lull,
 * which comes once the load balancer has seen readiness fail and sends elsewhere.
 */
const QUIET_MS = 50;

/**
 * The connections of an HTTP server and the requests on each, so a shutdown can close them without
 * a reset (issue 31). Node's own `server.close()` destroys every idle connection at once, and a
 * connection just accepted, whose request is still on the wire, counts as idle: its client saw a
 * reset. Here the port closes alone, answers in flight finish with `Connection: close`, and only a
 * connection that stayed quiet for a while is ended, with a FIN.
 */
export function trackConnections(server: Server) {
  const connections = new Map<Socket, Connection>();
  const responses = new Set<ServerResponse>();
  let lastArrival = performance.now();
  server.on('connection', (socket: Socket) => {
    lastArrival = performance.now();
    connections.set(socket, { open: 0, idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) connection.open += 1;
    responses.add(response);
    response.once('close', () => {
      responses.delete(response);
      if (!connection) return;
      connection.open -= 1;
      connection.idleSince = performance.now();
    });
  });
  const closeIfIdle = () => {
    const now = performance.now();
    for (const [socket, connection] of connections) {
      if (connection.open === 0 && now - connection.idleSince >= IDLE_GRACE_MS) {
        socket.end();
        // A client that never closes its side is let go a moment later.
        setTimeout(() => socket.destroy(), 1000).unref();
        connections.delete(socket);
      }
    }
  };
  return {
    /** From now on answers not yet started carry `Connection: close` (the error handler adds it to 503s). */
    refuse(): void {
      for (const response of responses) if (!response.headersSent) response.setHeader('Connection', 'close');
    },
    /** Resolves once no request is in flight (requests arriving meanwhile are counted too). */
    async requestsDone(): Promise<void> {
      while (responses.size > 0) await sleep(POLL_MS);
    },
    /**
     * Stops accepting connections, then waits (at most `withinMs`) for every open one to finish:
     * answers in flight end theirs, quiet ones are ended gently; whatever is left is then destroyed.
     */
    async close(withinMs: number): Promise<void> {
      // The listener only: net.Server's close, without http.Server's sweep of idle connections. Closed
      // in a lull, in the check phase right after a poll has accepted what the kernel had queued.
      const deadline = performance.now() + withinMs;
      while (performance.now() - lastArrival < QUIET_MS && performance.now() < deadline) await sleep(10);
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          NetServer.prototype.close.call(server);
          resolve();
        }),
      );
      while (connections.size > 0 && performance.now() < deadline) {
        closeIfIdle();
        if (connections.size > 0) await sleep(POLL_MS);
      }
      for (const socket of connections.keys()) socket.destroy();
    },
  };
}
