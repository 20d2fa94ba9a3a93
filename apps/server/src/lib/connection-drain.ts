import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { acceptQueueLength } from './accept-queue.ts';

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
/** At most this long the shrunk accept queue is emptied (by the loop's accepts) before the port closes. */
const SHRUNK_MS = 500;

/** The accept queue of `server`'s TCP port, or undefined (not listening on TCP, or not Linux). */
function acceptQueueOf(server: Server): number | undefined {
  const address = server.address();
  return address && typeof address !== 'string' ? acceptQueueLength(address.port) : undefined;
}

/**
 * Calls listen() again on the listening socket with a backlog of 0 (Linux takes a new backlog on a
 * listening socket; libuv's `uv_listen` calls listen() each time). Through the handle Node keeps
 * (`_handle.listen`, as net.Server's own listen does); where it is missing nothing changes.
 */
function shrinkAcceptQueue(server: Server): void {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle;
  try {
    handle?.listen?.(0);
  } catch {
    // Not a TCP handle (a pipe) or already closed: the port closes as before.
  }
}

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
     * Stops accepting connections (in a lull, or after half of `withinMs` without one), then waits
     * (until `withinMs` in all) for every open one to finish:
     * answers in flight end theirs, quiet ones are ended gently; whatever is left is then destroyed.
     */
    async close(withinMs: number): Promise<void> {
      // The listener only: net.Server's close, without http.Server's sweep of idle connections. Closed
      // in a lull, in the check phase right after a poll has accepted what the kernel had queued.
      // The lull is awaited at most half the time, so that a crowd which never pauses still leaves the
      // connections just accepted their time to be answered (they were all destroyed at once before).
      const started = performance.now();
      const deadline = started + withinMs;
      const lullBy = started + withinMs / 2;
      while (performance.now() - lastArrival < QUIET_MS && performance.now() < lullBy) await sleep(10);
      // The kernel's accept queue shrunk to its least first: a connection arriving now is not taken in
      // (its SYN is dropped, its client retries and then finds the port closed: refused, not reset),
      // and what the queue holds is accepted over the next rounds of the loop and answered 503.
      shrinkAcceptQueue(server);
      const emptiedBy = performance.now() + SHRUNK_MS;
      do await sleep(5);
      while ((acceptQueueOf(server) ?? 0) > 0 && performance.now() < emptiedBy);
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
