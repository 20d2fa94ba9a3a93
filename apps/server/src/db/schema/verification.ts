import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp, WithDefault } from './columns.ts';

export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'signup' | 'change_email';
  email: string;
  link_token_hash: string;
  code_hash: string;
  link_expires_at: Timestamp;
  code_expires_at: Timestamp;
  attempts: WithDefault<number>;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Every verification link sent: kept after its verification is pruned or replaced. */
export interface VerificationLinksTable {
  link_token_hash: string;
  user_id: number;
  purpose: EmailVerificationsTable['purpose'];
  email: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}
