import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { NullableTimestamp, WithDefault } from './columns.ts';

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  console_note: string | null;
  status: WithDefault<'pending' | 'sent' | 'failed'>;
  attempts: WithDefault<number>;
  next_attempt_at: Generated<Date>;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
  /** JSON text of `MailAttachment[]` on insert; read back parsed. */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
  /** The account the mail is for (a learner's copy lists by it); null for none, or once it is deleted. */
  recipient_user_id: number | null;
  /** How the notice goes: 'email' (SMS and in-portal next). */
  channel: Generated<'email'>;
}

/** A file sent with a mail (an interview's .ics invitation). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
