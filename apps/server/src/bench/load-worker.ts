// Load generator for browse-bench.ts, run in a child process so that it does not share the event
// loop (or the CPU time) of the server it measures: `connections` keep-alive connections, each sending one GET after
// another for `seconds` (after a short warm-up), recording every latency.
import http from 'node:http';

export interface LoadOptions {
  url: string;
  /** Request headers per connection, taken in turn (e.g. one learner's token each). */
  headers: Record<string, string>[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requests: number;
  /** Every response, the warm-up's included (for CPU per request over the whole run). */
  allRequests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

function request(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function run(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latenciesMs: number[] = [];
  let errors = 0;
  let allRequests = 0;
  let measuring = false;
  const warmEnd = performance.now() + options.warmupSeconds * 1000;
  const end = warmEnd + options.seconds * 1000;
  async function loop(_: unknown, connection: number) {
    const headers = options.headers[connection % options.headers.length] ?? {};
    while (performance.now() < end) {
      const started = performance.now();
      let status = 0;
      try {
        status = await request(agent, url, headers);
      } catch {
        status = 0;
      }
      allRequests += 1;
      if (started < warmEnd) continue;
      measuring = true;
      if (status === 200) latenciesMs.push(performance.now() - started);
      else errors += 1;
    }
  }
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  return {
    requests: measuring ? latenciesMs.length : 0,
    allRequests,
    errors,
    seconds: options.seconds,
    latenciesMs,
  };
}

// Forked by browse-bench.ts: the options come in one message, the result goes back in one.
process.once('message', (options: LoadOptions) => {
  run(options).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
  );
});
