import { isAgreementOverdue, type PlacementAgreement, portalToday } from '@ojt/domain';
import type { AgreementVersionRow, questionsOf } from './agreement-repository.ts';

type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];

/** A placement's agreement: its latest version in full, every version and the questions. */
export function toPlacementAgreement(
  placementId: number,
  versions: readonly AgreementVersionRow[],
  questions: readonly QuestionRow[],
  now: Date,
): PlacementAgreement | undefined {
  const [latest] = versions;
  if (!latest) return undefined;
  return {
    placementId,
    version: latest.version,
    drawnAt: latest.drawn_at.toISOString(),
    confirmBy: latest.confirm_by,
    confirmedAt: latest.confirmed_at?.toISOString() ?? null,
    overdue: isAgreementOverdue(latest.confirm_by, portalToday(now), latest.confirmed_at !== null),
    fingerprint: latest.terms_hash,
    terms: latest.terms,
    versions: versions.map((v) => ({
      version: v.version,
      drawnAt: v.drawn_at.toISOString(),
      confirmBy: v.confirm_by,
      confirmedAt: v.confirmed_at?.toISOString() ?? null,
    })),
    questions: questions.map((q) => ({
      version: q.version,
      text: q.question,
      askedAt: q.asked_at.toISOString(),
    })),
  };
}
