import type { LetterContent } from '@ojt/domain';
import type { ColumnType, Generated } from 'kysely';

/** An issued experience letter: its content is fixed, with its SHA-256 hash. */
export interface ExperienceLettersTable {
  id: Generated<number>;
  placement_id: number;
  /** 12 characters of Crockford base 32, without hyphens. */
  code: string;
  /** Written as JSON text, read back as the object. */
  content: ColumnType<LetterContent, string, never>;
  content_hash: string;
  issued_by: number | null;
  issued_at: Generated<Date>;
  revoked_at: Date | null;
  revoked_by: number | null;
  revoke_reason: string | null;
}
