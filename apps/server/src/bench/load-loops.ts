// Closed-loop load for login-bench.ts: a number of keep-alive connections, each sending its next
// request as soon as the previous one has answered, recording every latency and status.
import http from 'node:http';
import { countStatus, send } from './http-send.ts';

export interface Timed {
  /** How long the loops ran. */
  seconds: number;
  /** Latencies of the 2xx answers in milliseconds, ascending. */
  latencies: number[];
  /** Answers by status (0: the request failed). */
  statuses: Map<number, number>;
}

export interface LoopRequest {
  url: URL;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

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
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const end = performance.now() + seconds * 1000;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  options.until?.then(stop, stop);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let count = 0;
  async function loop() {
    while (!stopped && performance.now() < end) {
      const { url, ...request } = next(count++);
      const started = performance.now();
      const { status } = await send(agent, url, request);
      countStatus(statuses, status);
      if (status >= 200 && status < 300) latencies.push(performance.now() - started);
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { seconds: elapsed, latencies: latencies.sort((a, b) => a - b), statuses };
}
