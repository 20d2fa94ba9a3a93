import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { recordIdField } from '../shared/record-fields.ts';

/**
 * Experience letters (issue 10): what an employer issues for a Completed placement, what the
 * learner, the employer and the admin see of each letter, and what anyone holding a letter may check
 * at `/verify-letter/<code>` or `GET /api/Public/VerifyLetter/{code}`.
 */

// ---------------------------------------------------------------------------------------------
// Verification codes

/** The code's alphabet: Crockford's base 32 (no I, L, O, U), so a code read aloud is not misread. */
export const LETTER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A code has 12 characters (60 random bits), shown in three groups of four: `7K3M-Q9TX-2HBD`. */
export const LETTER_CODE_LENGTH = 12;

/** The code in its display form, `XXXX-XXXX-XXXX`. */
export function formatLetterCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * The stored form of a code a person typed or a link carried: spaces and hyphens dropped, upper case,
 * O read as 0 and I or L as 1 (Crockford's rule); null when what is left cannot be a code.
 */
export function normalizeLetterCode(input: string): string | null {
  if (input.length > 40) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== LETTER_CODE_LENGTH) return null;
  for (const char of code) if (!LETTER_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** The public page that checks a letter: `<portal>/verify-letter/<code in display form>`. */
export function letterVerifyUrl(portalUrl: string, code: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/verify-letter/${formatLetterCode(code)}`;
}

// ---------------------------------------------------------------------------------------------
// A letter as its holders see it

/**
 * One issued letter, for the issuing employer, the learner concerned and the admin. `issuedAt` and
 * `revokedAt` are ISO 8601; `verificationCode` is in its display form.
 */
export const experienceLetterSchema = z.object({
  letterId: z.number(),
  placementId: z.number(),
  verificationCode: z.string(),
  verifyUrl: z.string(),
  issuedAt: z.iso.datetime(),
  revoked: z.boolean(),
  revokedAt: z.iso.datetime().nullable(),
  revokeReason: z.string().nullable(),
});
/** One issued letter. */
export type ExperienceLetter = z.output<typeof experienceLetterSchema>;

/**
 * What a letter says, fixed when it is issued and stored with a SHA-256 hash of it: dates
 * `YYYY-MM-DD`, `overall` the evaluation's overall result (1–5, one decimal).
 */
export const letterContentSchema = z.object({
  employerName: z.string(),
  employerAddress: z.string(),
  issuedOn: z.string(),
  learnerName: z.string(),
  positionTitle: z.string(),
  sectorName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Null for a placement that ended early without an evaluation (issue 29). */
  overall: z.number().nullable(),
  /**
   * Set (true) on a letter of a placement that ended early (issue 29): it is for the time served,
   * ending on `endDate`. Absent on every other letter, so their stored content and hash stay as issued.
   */
  endedEarly: z.literal(true).optional(),
  signatoryName: z.string(),
  signatoryTitle: z.string(),
  verificationCode: z.string(),
  verifyUrl: z.string(),
});
/** What a letter says. */
export type LetterContent = z.output<typeof letterContentSchema>;

// ---------------------------------------------------------------------------------------------
// Calls

/** POST /api/Employer/GenerateExperienceLetter ?PlacementId (a Completed placement of the employer's). */
export const generateLetterParamsSchema = z.strictObject({ PlacementId: recordIdField('PlacementId') });

/** GenerateExperienceLetter's answer (201). */
export const letterGeneratedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ letterId: z.number(), verificationCode: z.string(), verifyUrl: z.string() }),
});
/** GenerateExperienceLetter's answer. */
export type LetterGenerated = z.output<typeof letterGeneratedSchema>;

/** Longest revocation reason. */
export const REVOKE_REASON_MAX = 500;

/** POST /api/Admin/RevokeLetter ?LetterId&Reason. */
export const revokeLetterParamsSchema = z.strictObject({
  LetterId: recordIdField('LetterId'),
  Reason: textField('Reason', {
    required: true,
    requiredMessage: MESSAGES.revokeReasonRequired,
    max: REVOKE_REASON_MAX,
    multiline: true,
  }),
});
/** RevokeLetter's parameters. */
export type RevokeLetterParams = z.output<typeof revokeLetterParamsSchema>;

/** RevokeLetter's answer: the letter as it now is. */
export const letterRevokedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: experienceLetterSchema,
});

/** GET /api/Letters/{letterId}/pdf: the letter's id in the path. */
export const letterPdfParamsSchema = z.strictObject({ letterId: recordIdField('letterId') });

// ---------------------------------------------------------------------------------------------
// Public check

/** GET /api/Public/VerifyLetter/{code}: any text up to 100 characters (what is not a code is `unknown`). */
export const verifyLetterParamsSchema = z.strictObject({ code: z.string().max(100) });

/**
 * What the public check shows of a genuine or revoked letter, and nothing more (dates `YYYY-MM-DD`).
 * The employer issued it; the programme office does not countersign letters.
 */
export const verifiedLetterSchema = z.object({
  learnerName: z.string(),
  employerName: z.string(),
  positionTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  issuedOn: z.string(),
  /** The whole SHA-256 of the letter's content (64 hex digits), as printed on it. */
  fingerprint: z.string(),
});
/** What the public check shows of a letter. */
export type VerifiedLetter = z.output<typeof verifiedLetterSchema>;

/**
 * GET /api/Public/VerifyLetter/{code} (200 in every case): `genuine` with the letter, `revoked` with
 * the letter and the day it was revoked, or `unknown` (no such code, or not a code at all).
 */
export const letterVerificationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('genuine'), letter: verifiedLetterSchema }),
  z.object({ status: z.literal('revoked'), revokedOn: z.string(), letter: verifiedLetterSchema }),
  z.object({ status: z.literal('unknown') }),
]);
/** The public check's answer. */
export type LetterVerification = z.output<typeof letterVerificationSchema>;
