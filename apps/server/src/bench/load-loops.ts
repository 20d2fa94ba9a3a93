// Closed-loop load for login-bench.ts: a number of keep-alive connections, each sending its next
// request as soon as the previous one has answered, recording every latency and status.
import { countStatus } from './http-send.ts';
import { LeanConnection, type LeanRequest, requestText } from './lean-connection.ts';

export interface Timed {
  /** How long the loops ran. */
  seconds: number;
  /** Latencies of the 2xx answers in milliseconds, ascending. */
  latencies: number[];
  /** Answers by status (0: the request failed). */
  statuses: Map<number, number>;
}

export type LoopRequest = LeanRequest;

/**
 * Runs `connections` loops for `seconds` (or until `until` settles), request number i (over all
 * loops, from 0) made by `next(i)`, `pauseMs` apart on each loop.
 */
export async function timedLoops(
  connections: number,
  seconds: number,
  next: (i: number) => LoopRequest,
  options: { until?: Promise<unknown>; pauseMs?: number } = {},
): Promise<Timed> {
  const end = performance.now() + seconds * 1000;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  options.until?.then(stop, stop);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let count = 0;
  const open: LeanConnection[] = [];
  async function loop() {
    let connection: LeanConnection | undefined;
    while (!stopped && performance.now() < end) {
      const request = next(count++);
      if (!connection) {
        connection = new LeanConnection(request.url);
        open.push(connection);
      }
      const text = requestText(request);
      const started = performance.now();
      const { status } = await connection.send(text);
      countStatus(statuses, status);
      if (status >= 200 && status < 300) latencies.push(performance.now() - started);
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  for (const connection of open) connection.close();
  return { seconds: elapsed, latencies: latencies.sort((a, b) => a - b), statuses };
}
