import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps every mail it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await simpleParser(Buffer.concat(chunks));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        mails.push({
          to: to?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits for a mail to `to` whose subject matches; fails after `timeoutMs`. */
  async function waitFor(to: string, subject: RegExp, timeoutMs = 15_000): Promise<CapturedMail> {
    const find = () => mails.find((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = mails.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none';
        throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms (received: ${seen})`);
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, Math.min(left, 250));
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
