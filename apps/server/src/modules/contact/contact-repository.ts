import type { ContactMessage } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertContactMessage(db: Kysely<Database>, message: ContactMessage): Promise<void> {
  const { name, email, subject, category, message: text } = message;
  await db.insertInto('contact_messages').values({ name, email, subject, category, message: text }).execute();
}
