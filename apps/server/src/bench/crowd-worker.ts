// Load generator for a crowd of browsers (browse-bench.ts, issue 31), run as a child process so that
// it shares neither the event loop nor the CPU time of the server it measures. It holds its share of
// the crowd's kept-alive connections, to each server, across the phases the parent asks for:
// opening them at a bounded rate, an open loop (one request per connection every interval, latency
// from the time it was due) and a closed loop (each connection's next request when its last is
// answered). Every failure is counted by its cause: ECONNRESET, ECONNREFUSED, timeout, a close.
import { LeanConnection, requestText } from './lean-connection.ts';

/** What the parent asks; each command is answered by one CrowdResult. */
export type CrowdCommand =
  | {
      kind: 'open';
      target: string;
      url: string;
      /** This worker's connections: their indexes in the whole crowd and each one's headers. */
      connections: { index: number; headers: Record<string, string> }[];
      /** This worker's share of the crowd's connection rate, per second (0: all at once). */
      perSecond: number;
    }
  | { kind: 'open-loop'; target: string; seconds: number; intervalMs: number; crowd: number }
  | { kind: 'closed-loop'; target: string; seconds: number }
  | { kind: 'exit' };

export interface CrowdResult {
  /** Answers by status (0: failed), and failures by cause. */
  statuses: [number, number][];
  failures: [string, number][];
  /** Latencies of the 2xx answers in ms. */
  latencies: number[];
  seconds: number;
  /** Connections opened again after one was lost (each also counted among the failures). */
  reopened: number;
}

const TIMEOUT_MS = 10_000;

interface Held {
  index: number;
  connection: LeanConnection;
  text: string;
}

const held = new Map<string, Held[]>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function tally() {
  const statuses = new Map<number, number>();
  const failures = new Map<string, number>();
  const latencies: number[] = [];
  let reopened = 0;
  return {
    async send(one: Held, due: number) {
      if (!one.connection.isOpen) reopened += 1;
      const answer = await one.connection.send(one.text, TIMEOUT_MS);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 0) failures.set(answer.body, (failures.get(answer.body) ?? 0) + 1);
      else if (answer.status >= 200 && answer.status < 300) latencies.push(performance.now() - due);
    },
    result(seconds: number, opening = false): CrowdResult {
      // The first request of each connection opens it: that is not a reopening.
      return {
        statuses: [...statuses],
        failures: [...failures],
        latencies,
        seconds,
        reopened: opening ? 0 : reopened,
      };
    },
  };
}

async function open(command: Extract<CrowdCommand, { kind: 'open' }>): Promise<CrowdResult> {
  const url = new URL(command.url);
  const list = command.connections.map(({ index, headers }) => ({
    index,
    connection: new LeanConnection(url),
    text: requestText({ url, headers }),
  }));
  held.set(command.target, list);
  const counts = tally();
  const started = performance.now();
  // Connection k opens at k / perSecond (all at once when perSecond is 0), with its first request
  // (a browser opening the page).
  await Promise.all(
    list.map(async (one, k) => {
      const due = command.perSecond > 0 ? started + (1000 * k) / command.perSecond : started;
      await sleep(due - performance.now());
      await counts.send(one, due);
    }),
  );
  return counts.result((performance.now() - started) / 1000, true);
}

async function openLoop(command: Extract<CrowdCommand, { kind: 'open-loop' }>): Promise<CrowdResult> {
  const counts = tally();
  const started = performance.now() + 100;
  const end = started + command.seconds * 1000;
  // Connection i is due at i/crowd of the interval, then every interval: the crowd's load is even.
  await Promise.all(
    (held.get(command.target) ?? []).map(async (one) => {
      let due = started + (command.intervalMs * one.index) / command.crowd;
      while (due < end) {
        await sleep(due - performance.now());
        await counts.send(one, due);
        due += command.intervalMs;
      }
    }),
  );
  return counts.result(command.seconds);
}

async function closedLoop(command: Extract<CrowdCommand, { kind: 'closed-loop' }>): Promise<CrowdResult> {
  const counts = tally();
  const started = performance.now();
  const end = started + command.seconds * 1000;
  await Promise.all(
    (held.get(command.target) ?? []).map(async (one) => {
      while (performance.now() < end) await counts.send(one, performance.now());
    }),
  );
  return counts.result((performance.now() - started) / 1000);
}

process.on('message', (command: CrowdCommand) => {
  if (command.kind === 'exit') {
    for (const list of held.values()) for (const one of list) one.connection.close();
    process.exit(0);
  }
  const work =
    command.kind === 'open'
      ? open(command)
      : command.kind === 'open-loop'
        ? openLoop(command)
        : closedLoop(command);
  work.then(
    (result) => process.send?.(result),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
