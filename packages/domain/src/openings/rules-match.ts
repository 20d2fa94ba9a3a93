import { qualificationMatchReason } from './texts.ts';

/** A job requirement or a learner's qualification, as far as matching reads it. */
export interface QualificationLike {
  qualificationType: string;
  certificateName: string;
}

/** How well a learner's qualifications meet an opening's requirements: 1-100, and why in a few words. */
export interface QualificationMatch {
  score: number;
  reason: string;
}

// A requirement met in type and subject counts fully; the same type in another subject counts a
// quarter, so that "a CVQ in anything" still ranks above nothing but below the right CVQ.
const FULL = 1;
const TYPE_ONLY = 0.25;

// Browse matches every live opening for every learner on every request, over a few distinct texts:
// each is normalised once (the cache is emptied, rarely, when it grows large).
const normalised = new Map<string, string>();

const words = (text: string) => {
  let found = normalised.get(text);
  if (found === undefined) {
    found = text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (normalised.size >= 10_000) normalised.clear();
    normalised.set(text, found);
  }
  return found;
};

/** Same subject: the certificate names agree once case and punctuation are ignored, or one contains the other. */
function sameSubject(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  if (x === '' || y === '') return false;
  return x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

function meet(requirement: QualificationLike, qualifications: readonly QualificationLike[]) {
  const type = words(requirement.qualificationType);
  let best: { weight: number; by: QualificationLike } | undefined;
  for (const held of qualifications) {
    if (words(held.qualificationType) !== type) continue;
    const weight = sameSubject(held.certificateName, requirement.certificateName) ? FULL : TYPE_ONLY;
    if (!best || weight > best.weight) best = { weight, by: held };
  }
  return best;
}

/**
 * Matches a learner's qualifications against an opening's requirements (PRODUCT.md §6): the score
 * is the share of requirements met (type and subject fully, type alone a quarter), as a whole
 * percent; the reason names the learner's best qualification ('Matches your CVQ in IT Support').
 * `null` when nothing matches or the position lists no requirements.
 */
export function matchQualifications(
  requirements: readonly QualificationLike[],
  qualifications: readonly QualificationLike[],
): QualificationMatch | null {
  if (requirements.length === 0 || qualifications.length === 0) return null;
  let total = 0;
  let best: { weight: number; by: QualificationLike } | undefined;
  for (const requirement of requirements) {
    const met = meet(requirement, qualifications);
    if (!met) continue;
    total += met.weight;
    if (!best || met.weight > best.weight) best = met;
  }
  if (!best) return null;
  const score = Math.max(1, Math.round((100 * total) / requirements.length));
  const reason =
    best.weight === FULL
      ? qualificationMatchReason(best.by.qualificationType, best.by.certificateName)
      : qualificationMatchReason(best.by.qualificationType);
  return { score, reason };
}

/**
 * The requirements a learner's qualifications do not meet in type and subject (a qualification of
 * the right type in another subject does not meet one), in the opening's order: empty when every
 * requirement is met, or when the position lists none.
 */
export function unmetRequirements<T extends QualificationLike>(
  requirements: readonly T[],
  qualifications: readonly QualificationLike[],
): T[] {
  return requirements.filter((requirement) => meet(requirement, qualifications)?.weight !== FULL);
}
