// The kernel's TCP counters that show connections the listener could not take (Linux
// /proc/net/netstat): ListenOverflows (the accept queue, the listen backlog, was full: the handshake's
// last ACK was dropped and the client waits for a retransmission, 1 s and more) and SYN
// retransmissions. They count the whole machine's network namespace, other programs' included.
import { readFileSync } from 'node:fs';

const NAMES = ['ListenOverflows', 'ListenDrops', 'TCPSynRetrans', 'TCPTimeouts'] as const;

export type TcpCounters = Record<(typeof NAMES)[number], number>;

/** The counters now (all 0 where /proc/net/netstat cannot be read). */
export function readTcpCounters(): TcpCounters {
  const counters = Object.fromEntries(NAMES.map((name) => [name, 0])) as TcpCounters;
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const index = lines.findIndex((line) => line.startsWith('TcpExt:'));
    const keys = lines[index]?.split(' ') ?? [];
    const values = lines[index + 1]?.split(' ') ?? [];
    for (const name of NAMES) counters[name] = Number(values[keys.indexOf(name)] ?? 0);
  } catch {
    // not Linux
  }
  return counters;
}

/** What grew since `before`, as "ListenOverflows +12, TCPSynRetrans +3" ("none" when nothing did). */
export function tcpGrowth(before: TcpCounters): string {
  const now = readTcpCounters();
  return (
    NAMES.filter((name) => now[name] > before[name])
      .map((name) => `${name} +${now[name] - before[name]}`)
      .join(', ') || 'none'
  );
}
