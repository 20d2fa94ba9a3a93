import type { AgreementTerms } from '@ojt/domain';
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './columns.ts';

/** A version of a placement's agreement (0031): its terms frozen, with their SHA-256. */
export interface AgreementVersionsTable {
  id: Generated<number>;
  placement_id: number;
  version: number;
  /** jsonb: written as JSON text, read back as the object. */
  terms: ColumnType<AgreementTerms, string, never>;
  terms_hash: string;
  drawn_at: Date;
  /** 'YYYY-MM-DD': 14 days after the Port of Spain day it was drawn. */
  confirm_by: string;
  confirmed_at: NullableTimestamp;
  confirmed_by: number | null;
  reminded_7_at: NullableTimestamp;
  reminded_12_at: NullableTimestamp;
}

/** A learner's question about their agreement (0031). */
export interface AgreementQuestionsTable {
  id: Generated<number>;
  placement_id: number;
  version: number;
  question: string;
  asked_by: number | null;
  asked_at: Date;
}

/** The office's one row of agreement settings (id 1): its conditions text, null for the default. */
export interface AgreementSettingsTable {
  id: ColumnType<number, number | undefined, never>;
  conditions: string | null;
  updated_by: number | null;
  updated_at: NullableTimestamp;
}
