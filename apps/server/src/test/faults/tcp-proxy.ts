import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port clients connect to (127.0.0.1). */
  port: number;
  /** Connections opened through the proxy so far. */
  connections(): number;
  /**
   * "Restarts" the target: stops forwarding what clients send, lets answers already on their way
   * arrive (`settleMs`), drops every connection, refuses new ones for `downMs`, then accepts again.
   */
  restart(options: { downMs: number; settleMs?: number }): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server (PostgreSQL in the fault tests) that can cut every connection at
 * once. Cutting the client's side first, then the answers, is how a database restart looks: a
 * statement either reached the server (and its answer comes back) or it did not (and is rolled back).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let opened = 0;
  let server: Server | undefined;
  let port = 0;

  function accept(client: Socket) {
    opened += 1;
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  }

  async function listen(): Promise<void> {
    const next = createServer(accept);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.address();
    if (address && typeof address === 'object') port = address.port;
    server = next;
  }

  async function stopListening(): Promise<void> {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen();
  return {
    port,
    connections: () => opened,
    async restart({ downMs, settleMs = 50 }) {
      const closing = stopListening();
      for (const { client, upstream } of pairs) client.unpipe(upstream);
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      for (const { client, upstream } of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      await closing;
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await listen();
    },
    async close() {
      const closing = stopListening();
      for (const { client, upstream } of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      await closing;
    },
  };
}
