import { readFileSync } from 'node:fs';

/**
 * How many connections wait in the kernel's accept queue of the TCP port `port` (Linux: the listening
 * socket's rx_queue in /proc/net/tcp and tcp6), or undefined where it cannot be read.
 */
export function acceptQueueLength(port: number): number | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let waiting: number | undefined;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table: string;
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      // State 0A is LISTEN; the second half of "tx_queue:rx_queue" is the accept queue's length.
      if (state !== '0A' || !local?.endsWith(`:${hex}`)) continue;
      waiting = (waiting ?? 0) + Number.parseInt(queues?.split(':')[1] ?? '0', 16);
    }
  }
  return waiting;
}
