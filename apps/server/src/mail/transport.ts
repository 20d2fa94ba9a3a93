import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment } from '../db/schema.ts';

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** One line for the console in embedded mode: the link or credentials a newcomer needs. */
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

/** Delivers through an SMTP relay (SMTP_URL). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
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

/** Embedded mode: writes each mail as an .eml file and prints who it is for and what it carries. */
export function createFileTransport(dir: string, from: string, log: Log): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail, from));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer);
      const note = mail.consoleNote ? ` | ${mail.consoleNote}` : '';
      log(`[mail] to ${mail.to} | ${mail.subject}${note} | ${file}`);
    },
    async close() {
      transporter.close();
    },
  };
}
