import type { Generated } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  created_at: Generated<Date>;
}
