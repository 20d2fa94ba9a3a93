// A capturing SMTP server for the benchmarks that only counts: mails per recipient and subject. It
// speaks just the SMTP a relay client needs (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no
// AUTH), on node:net rather than smtp-server, whose fixed 100 ms wait for "early talkers" on every
// connection would make the capture, not the portal, the limit of mail throughput. `greetMs` makes
// each new connection wait that long for its greeting, as a real relay's (issue 31: ~100 ms), so only
// a pool that reuses its connections keeps up.
import { createServer, type Socket } from 'node:net';

export interface SmtpCounter {
  /** SMTP_URL for the portal. */
  url: string;
  /** Mails received so far. */
  total(): number;
  /** How many mails each recipient (lower-cased) received whose subject is `subject`. */
  countsFor(subject: string): Map<string, number>;
  /** When (`performance.now()`) each recipient's first mail whose subject is `subject` arrived. */
  firstArrivals(subject: string): Map<string, number>;
  /** Connections accepted so far, and the most open at once. */
  connections(): { total: number; maxOpen: number };
  close(): Promise<void>;
}

/** The Subject header of a raw message (unfolded; the portal's subjects are plain ASCII). */
function subjectOf(raw: string): string {
  const blank = raw.search(/\r?\n\r?\n/);
  const head = blank < 0 ? raw : raw.slice(0, blank);
  const match = /^subject:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

/** One client's session: commands line by line, the message up to the lone dot. */
function serve(
  socket: Socket,
  greetMs: number,
  received: (recipients: string[], message: string) => void,
): void {
  let buffer = '';
  let recipients: string[] = [];
  let message: string[] | undefined;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO') reply('250-bench.local\r\n250 8BITMIME');
    else if (verb === 'HELO') reply('250 bench.local');
    else if (verb === 'MAIL' || verb === 'RSET') {
      recipients = [];
      reply('250 OK');
    } else if (verb === 'RCPT') {
      recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
      reply('250 OK');
    } else if (verb === 'DATA') {
      message = [];
      reply('354 End data with <CR><LF>.<CR><LF>');
    } else if (verb === 'QUIT') {
      reply('221 Bye');
      socket.end();
    } else reply(verb === 'NOOP' ? '250 OK' : '502 Command not implemented');
  };
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!message) command(line);
      else if (line !== '.') message.push(line);
      else {
        received(recipients, message.join('\r\n'));
        message = undefined;
        reply('250 OK: queued');
      }
    }
  });
  if (greetMs > 0) setTimeout(() => reply('220 bench.local ESMTP'), greetMs);
  else reply('220 bench.local ESMTP');
}

/** Starts the counter on a free loopback port; each connection waits `greetMs` for its greeting. */
export async function startSmtpCounter(options: { greetMs?: number } = {}): Promise<SmtpCounter> {
  // subject -> recipient -> count, and -> first arrival
  const counts = new Map<string, Map<string, number>>();
  const arrivals = new Map<string, Map<string, number>>();
  let total = 0;
  let accepted = 0;
  let maxOpen = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    accepted += 1;
    maxOpen = Math.max(maxOpen, sockets.size);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, options.greetMs ?? 0, (recipients, raw) => {
      const at = performance.now();
      const subject = subjectOf(raw);
      const perRecipient = counts.get(subject) ?? new Map<string, number>();
      counts.set(subject, perRecipient);
      const firstAt = arrivals.get(subject) ?? new Map<string, number>();
      arrivals.set(subject, firstAt);
      for (const to of recipients) {
        perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
        if (!firstAt.has(to)) firstAt.set(to, at);
      }
      total += 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    total: () => total,
    countsFor: (subject) => counts.get(subject) ?? new Map(),
    firstArrivals: (subject) => arrivals.get(subject) ?? new Map(),
    connections: () => ({ total: accepted, maxOpen }),
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
