import { createHash, randomInt } from 'node:crypto';
import {
  formatLetterCode,
  LETTER_CODE_ALPHABET,
  LETTER_CODE_LENGTH,
  type LetterContent,
  type LetterGenerated,
  type LetterVerification,
  letterVerifyUrl,
  MESSAGES,
  normalizeLetterCode,
  PLACEMENT_STATUS,
  portalToday,
  type RevokeLetterParams,
  sectorName,
  townName,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  lockPlacementForChange,
  newLettersHeld,
  type PlacementRow,
} from '../placements/placement-service.ts';
import { assertMayReadLetter, assertOwnsPlacement } from '../placements/policy.ts';
import { toEvaluation, toExperienceLetter } from '../placements/presenters.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import {
  findLetter,
  findLetterByCode,
  findLetterhead,
  insertLetter,
  markRevoked,
  validLetters,
} from './letter-repository.ts';

type Db = Kysely<Database>;

/** The modules' dependencies, with the address letters print: null in production without PUBLIC_URL. */
export type LetterDeps = Omit<Deps, 'publicUrl'> & { publicUrl: string | null };

/** 12 characters of Crockford base 32 from the system's random source (60 bits). */
function newCode(): string {
  let code = '';
  for (let i = 0; i < LETTER_CODE_LENGTH; i++) code += LETTER_CODE_ALPHABET[randomInt(32)];
  return code;
}

/** SHA-256 of the content with its keys in a fixed order (the database keeps its own order). */
export function contentHash(content: LetterContent): string {
  const keys = Object.keys(content).sort();
  return createHash('sha256').update(JSON.stringify(content, keys)).digest('hex');
}

async function letterContent(
  trx: Db,
  row: PlacementRow,
  code: string,
  publicUrl: string,
  now: Date,
): Promise<LetterContent> {
  const head = await findLetterhead(trx, row.employer_user_id);
  const overall = toEvaluation(row)?.overall;
  // An early exit (issue 29) ends on its exit date (its end date) and may have no evaluation.
  const endedEarly = row.status === PLACEMENT_STATUS.EXITED_EARLY;
  if (!head || !row.start_date || !row.end_date) throw conflict(MESSAGES.letterOnlyCompleted);
  if (!endedEarly && (overall === undefined || !row.eval_completed_at))
    throw conflict(MESSAGES.letterOnlyCompleted);
  // The dates actually served: never past the day it was completed, and not at all before it began.
  const completedOn = row.eval_completed_at ? portalToday(row.eval_completed_at) : row.end_date;
  if (completedOn < row.start_date) throw conflict(MESSAGES.completeBeforeStart);
  const parts = [
    head.emp_street,
    townName(head.emp_city, head.emp_city_other),
    head.emp_state,
    head.emp_country,
  ];
  // 'Port of Spain, Port of Spain' reads as a mistake: a part equal to the one before it is left out.
  const address = parts
    .map((part) => part?.trim() ?? '')
    .filter((part, i, all) => part !== '' && part.toLowerCase() !== all[i - 1]?.toLowerCase());
  return {
    employerName: head.emp_name,
    employerAddress: address.join(', '),
    issuedOn: portalToday(now),
    learnerName: [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' '),
    positionTitle: row.title,
    sectorName: sectorName(row.sector),
    startDate: row.start_date,
    endDate: completedOn < row.end_date ? completedOn : row.end_date,
    overall: overall ?? null,
    ...(endedEarly ? { endedEarly: true as const } : {}),
    signatoryName: head.emp_p_name,
    signatoryTitle: head.emp_p_title,
    verificationCode: code,
    verifyUrl: letterVerifyUrl(publicUrl, code),
  };
}

/** The statuses a letter may be issued for: Completed, and Exited early for the time served (issue 29). */
const LETTER_STATUSES: readonly number[] = [PLACEMENT_STATUS.COMPLETED, PLACEMENT_STATUS.EXITED_EARLY];

/**
 * Issues a new letter for one of the caller's Completed placements (or one that ended early): its content fixed now, with its
 * hash and a fresh verification code. 404/403 for a placement not the caller's, 409 when not
 * Completed, when a letter of it was revoked and the office has not allowed a new one, or when
 * `publicUrl` is null (production without PUBLIC_URL: the letter's link would lead nowhere).
 */
export async function generateLetter(
  { db, publicUrl, clock }: LetterDeps,
  auth: AuthUser,
  placementId: number,
): Promise<LetterGenerated['data']> {
  return db.transaction().execute(async (trx) => {
    const row = await lockPlacementForChange(trx, placementId);
    assertOwnsPlacement(auth, row);
    if (!LETTER_STATUSES.includes(row.status)) throw conflict(MESSAGES.letterOnlyCompleted);
    if (await newLettersHeld(trx, placementId)) throw conflict(MESSAGES.letterReissueHeld);
    if (publicUrl === null) throw conflict(MESSAGES.letterPublicUrlMissing);
    // A clash of 60-bit codes is next to impossible; drawing again costs nothing.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newCode();
      const now = clock.now();
      const content = await letterContent(trx, row, code, publicUrl, now);
      const saved = await insertLetter(trx, {
        placementId,
        code,
        content,
        contentHash: contentHash(content),
        by: auth.id,
        at: now,
      });
      if (saved) {
        await recordAudit(
          trx,
          auth,
          'letter.issued',
          { type: 'letter', id: saved.id },
          { placementId, learnerId: row.learner_id, empId: row.emp_id },
        );
        return { letterId: saved.id, verificationCode: formatLetterCode(code), verifyUrl: content.verifyUrl };
      }
    }
    throw new Error('no free letter code after 5 draws');
  });
}

/**
 * The letter's PDF: for admins, the issuing employer and the learner concerned (403 for others).
 * Once revoked, the employer gets 403 (it could still hand the letter out) and the learner's and
 * admins' copies say REVOKED across the page.
 */
export async function letterPdf({ db }: LetterDeps, auth: AuthUser, letterId: number) {
  const letter = await findLetter(db, letterId);
  if (!letter) throw notFound(MESSAGES.letterNotFound);
  assertMayReadLetter(auth, letter);
  const revokedOn = letter.revoked_at ? portalToday(letter.revoked_at) : null;
  const pdf = await renderLetterPdf(letter.content, letter.issued_at, letter.content_hash, revokedOn);
  return { pdf, code: letter.code };
}

/**
 * Revokes a letter with the admin's reason, and with it every other letter of its placement still
 * valid: an employer who generated two must not keep one the check calls genuine. One audit entry per
 * letter, all in one transaction under the placement's lock (so no letter is generated meanwhile);
 * 404 when unknown, 409 when revoked already. Answers the named letter and how many went.
 */
export async function revokeLetter({ db, clock }: LetterDeps, admin: AuthUser, params: RevokeLetterParams) {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const found = await findLetter(trx, params.LetterId);
    if (!found) throw notFound(MESSAGES.letterNotFound);
    await lockPlacementForChange(trx, found.placement_id);
    const revoked = await markRevoked(trx, params.LetterId, params.Reason, admin.id, now);
    if (!revoked) throw conflict(MESSAGES.letterAlreadyRevoked);
    const all = [revoked];
    for (const other of await validLetters(trx, revoked.placement_id)) {
      const also = await markRevoked(trx, other.id, params.Reason, admin.id, now);
      if (also) all.push(also);
    }
    for (const letter of all) {
      await recordAudit(
        trx,
        admin,
        'letter.revoked',
        { type: 'letter', id: letter.id },
        { placementId: letter.placement_id, reason: params.Reason },
      );
    }
    return { letter: toExperienceLetter(revoked), count: all.length };
  });
}

/** The public check: genuine, revoked or unknown, and only the letter's few public facts. */
export async function verifyLetter({ db }: LetterDeps, rawCode: string): Promise<LetterVerification> {
  const code = normalizeLetterCode(rawCode);
  const found = code ? await findLetterByCode(db, code) : undefined;
  if (!found) return { status: 'unknown' };
  const { content } = found;
  const letter = {
    learnerName: content.learnerName,
    employerName: content.employerName,
    positionTitle: content.positionTitle,
    startDate: content.startDate,
    endDate: content.endDate,
    issuedOn: content.issuedOn,
    fingerprint: found.content_hash,
  };
  return found.revoked_at
    ? { status: 'revoked', revokedOn: portalToday(found.revoked_at), letter }
    : { status: 'genuine', letter };
}
