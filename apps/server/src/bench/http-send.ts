// One HTTP request for the load benchmarks, on a keep-alive agent, read to its end. node:http rather
// than fetch: a few hundred requests a second then cost the load generator little CPU.
import http from 'node:http';

export interface Sent {
  /** The answer's status, or 0 when the request failed (connection refused, reset). */
  status: number;
  body: string;
}

/** Sends one request; a JSON `body` is sent with its content type. Never throws. */
export function send(
  agent: http.Agent,
  url: URL,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Sent> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = {
    ...options.headers,
    ...(payload === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
  };
  return new Promise((resolve) => {
    const req = http.request(url, { agent, method: options.method ?? 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: 0, body }));
    });
    req.on('error', (error) => resolve({ status: 0, body: String(error) }));
    req.end(payload);
  });
}

/** Counts of answers by status, as "200: 950, 429: 3" (0 stands for a failed request). */
export function byStatus(statuses: Map<number, number>): string {
  return (
    [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ') || 'none'
  );
}

/** Adds one answer of `status` to the counts. */
export function countStatus(statuses: Map<number, number>, status: number): void {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}
