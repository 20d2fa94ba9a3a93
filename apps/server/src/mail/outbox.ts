import type { Kysely } from 'kysely';
import type { Database, MailAttachment } from '../db/schema.ts';
import { insertOutboxRow, insertOutboxRows } from './outbox-repository.ts';

export interface MailMessage {
  to: string;
  /**
   * The account the mail is for, recorded with it: a learner's copy of their data lists the mail by
   * account, never by address. Null only for mail to no account (a contact message to support).
   */
  toUserId: number | null;
  subject: string;
  text: string;
  html?: string;
  consoleNote?: string;
  attachments?: MailAttachment[];
}

/** A mail as a template writes it; the caller names the account it is for. */
export type MailContent = Omit<MailMessage, 'toUserId'>;

/**
 * Queues a mail. Pass the transaction of the change that causes it, so the mail exists
 * exactly when the change does.
 */
export async function enqueueMail(
  db: Kysely<Database>,
  mail: MailMessage,
  channel: 'email' = 'email',
): Promise<void> {
  await insertOutboxRow(db, outboxRow(mail, channel));
}

/** Queues many mails in one statement, in the caller's transaction (as `enqueueMail`). */
export async function enqueueMails(
  db: Kysely<Database>,
  mails: readonly MailMessage[],
  channel: 'email' = 'email',
): Promise<void> {
  await insertOutboxRows(
    db,
    mails.map((mail) => outboxRow(mail, channel)),
  );
}

function outboxRow(mail: MailMessage, channel: 'email') {
  return {
    channel,
    recipient: mail.to,
    recipient_user_id: mail.toUserId,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    console_note: mail.consoleNote ?? null,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    last_error: null,
    locked_until: null,
  };
}
