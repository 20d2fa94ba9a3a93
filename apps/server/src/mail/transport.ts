import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment } from '../db/schema.ts';

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The link or credentials a newcomer needs, for the console line in development only. */
  consoleNote?: string | null;
  /** Files sent with the mail (an interview's .ics invitation). */
  attachments?: MailAttachment[] | null;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

type Log = (line: string) => void;

/** A queued mail as nodemailer takes it (both transports send the same message). */
function toNodemailer(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}

/**
 * Delivers through an SMTP relay (SMTP_URL) over a pool of `poolSize` connections (SMTP_POOL_SIZE),
 * each reused for many mails rather than greeted afresh per mail, which would cap an intake spike's
 * verification mails. The URL's own `pool` or `maxConnections` parameters, if any, win.
 */
export function createSmtpTransport(url: string, from: string, poolSize = 5): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: poolSize });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ ...toNodemailer(mail, from), messageId: undefined });
    },
    async close() {
      transporter.close();
    },
  };
}

// Mail files hold passwords and verification links: only the server's own user may read them.
const MAIL_DIR_MODE = 0o700;
const MAIL_FILE_MODE = 0o600;

/** Creates the mail folder owner-only, or narrows it if it exists (mkdir's mode applies only to a new folder). */
async function ensurePrivateMailDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: MAIL_DIR_MODE });
  await chmod(dir, MAIL_DIR_MODE);
}

/** Narrows the .eml files an earlier version left readable to others. */
async function narrowOldMailFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.endsWith('.eml')) await chmod(path.join(dir, name), MAIL_FILE_MODE);
  }
}

/**
 * Embedded mode: writes each mail as an .eml file and prints who it is for. With `showSecrets`
 * (development) the line also carries the mail's link, code or password and the file; otherwise
 * the recipient and subject only, as a console is often kept in a log.
 */
export function createFileTransport(dir: string, from: string, log: Log, showSecrets = false): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let oldFilesNarrowed = false;
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail, from));
      await ensurePrivateMailDir(dir);
      if (!oldFilesNarrowed) {
        await narrowOldMailFiles(dir);
        oldFilesNarrowed = true;
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      // 'wx': a new file, so the mode applies (it is ignored when a file is overwritten).
      await writeFile(file, info.message as Buffer, { mode: MAIL_FILE_MODE, flag: 'wx' });
      if (!showSecrets) {
        log(`[mail] to ${mail.to} | ${mail.subject}`);
        return;
      }
      const note = mail.consoleNote ? ` | ${mail.consoleNote}` : '';
      log(`[mail] to ${mail.to} | ${mail.subject}${note} | ${file}`);
    },
    async close() {
      transporter.close();
    },
  };
}
