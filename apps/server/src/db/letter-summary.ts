import { sql } from 'kysely';

// A letter as its holders see it, without its content: read by the letters module (what it issues
// and revokes) and by the placements module (the letters a placement shows), so it lives here.

/** The columns of `experience_letters` a letter's summary takes. */
export const LETTER_SUMMARY_COLUMNS = [
  'id',
  'placement_id',
  'code',
  'issued_at',
  'revoked_at',
  'revoke_reason',
] as const;

/** The address printed on the letter, read out of its fixed content. */
export const letterVerifyUrl = () => sql<string>`content->>'verifyUrl'`.as('verify_url');
