import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CountedMail {
  to: string;
  subject: string;
}

/**
 * A real SMTP relay on loopback shared by several server processes: it keeps every mail it is given,
 * so a test can tell whether each queued mail arrived exactly once, whichever process sent it.
 */
export async function startSmtpCounter() {
  const mails: CountedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Loopback only: no reverse DNS look-up of each connecting client.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo) {
            mails.push({ to: rcpt.address.toLowerCase(), subject: parsed.subject ?? '' });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** How many mails each recipient got, among those whose subject matches. */
  function countsByRecipient(subject: RegExp): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of mails) {
      if (subject.test(mail.subject)) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
    }
    return counts;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    countsByRecipient,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A relay that takes the connection and never says a word: a send hangs (the greeting times out
 * after 30 s), so nothing is delivered and a worker holds at most one batch's lease meanwhile.
 */
export async function startSilentRelay() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` every 100 ms until it is true; fails with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
