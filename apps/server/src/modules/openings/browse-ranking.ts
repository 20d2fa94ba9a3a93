import {
  isOpeningOpen,
  MESSAGES,
  matchQualifications,
  mayNotMeetMessage,
  type OpenJobsSort,
  type QualificationMatch,
  unmetRequirements,
} from '@ojt/domain';
import type { LearnerBrowseState, LiveOpeningRow, QualificationPair } from './open-jobs-repository.ts';

/** A live opening as every learner sees it, in the answer's shape but for `applied` and `match`. */
export interface LiveOpening {
  row: LiveOpeningRow;
  /**
   * The item as answer JSON up to `"applied":`, encoded once per read rather than per learner (as
   * UTF-8 bytes: an answer joined from bytes is not measured and encoded again on its way out).
   */
  head: Buffer;
}

/** What every learner sees alike: the live openings (of a sector), newest first, with their positions. */
export interface LiveOpenings {
  openings: LiveOpening[];
  requirements: Map<number, QualificationPair[]>;
}

/**
 * An opening ranked for a set of qualifications: its item JSON is `head` (shared by every ranking)
 * then the tail for a learner who did not apply, or who did.
 */
interface RankedItem {
  id: number;
  head: Buffer;
  notApplied: Buffer;
  applied: Buffer;
}

/**
 * The open openings ranked for one set of qualifications and one sort, as item JSON. Learners who
 * hold the same qualifications see the same ranking: it is worked out once per read of the openings
 * (and again when an opening's window opens or closes), not once per request.
 */
interface Ranking {
  items: RankedItem[];
  /** Worked out at `from`; the same until `until` (the next time an opening opens or closes). */
  from: number;
  until: number;
  /** The whole array's JSON for a learner who applied to none of them, made when first asked. */
  whole?: Whole;
}

interface Whole {
  bytes: Buffer;
  /** Each item by opening id, with where its JSON starts in `bytes`. */
  at: Map<number, { start: number; item: RankedItem }>;
}

// Written field by field: a zod encode per position would cost more than the rest of the request.
const matchJson = (match: QualificationMatch | null) =>
  match ? `{"score":${match.score},"reason":${JSON.stringify(match.reason)}}` : 'null';

/** The card's plain words: met, not required, or which requirements the learner may lack. */
function fitText(wanted: readonly QualificationPair[], held: readonly QualificationPair[]): string {
  if (wanted.length === 0) return MESSAGES.noRequirementsListed;
  const unmet = unmetRequirements(wanted, held);
  return unmet.length === 0 ? MESSAGES.qualificationsMeetRequirements : mayNotMeetMessage(unmet);
}

const NO_MATCH_JSON = `null,"fit":${JSON.stringify(MESSAGES.noRequirementsListed)}}`;

// Sort `closing`: the soonest close first; `newest`: as read (newest opening first).
const closingFirst = (a: LiveOpening, b: LiveOpening) =>
  a.row.closes_at.getTime() - b.row.closes_at.getTime() || b.row.id - a.row.id;

/** The first time after `now` at which one of the openings opens or closes (Infinity: none). */
function nextChange(openings: readonly LiveOpening[], now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const { row } of openings) {
    const opens = row.opens_at.getTime();
    const closes = row.closes_at.getTime();
    if (opens > now && opens < next) next = opens;
    if (closes > now && closes < next) next = closes;
  }
  return next;
}

/**
 * Ranks the live openings for `qualifications`: those they match first (best score first), then
 * newest; or by `sort` when given. Only the openings open at `now`.
 */
function rank(
  live: LiveOpenings,
  qualifications: readonly QualificationPair[],
  now: Date,
  sort?: OpenJobsSort,
): Ranking {
  const scores = new Map<number, number>();
  const tails = new Map<number, string>();
  for (const [positionId, wanted] of live.requirements) {
    const match = matchQualifications(wanted, qualifications);
    scores.set(positionId, match?.score ?? 0);
    tails.set(positionId, `${matchJson(match)},"fit":${JSON.stringify(fitText(wanted, qualifications))}}`);
  }
  const score = ({ row }: LiveOpening) => scores.get(row.job_position_id) ?? 0;
  const open = live.openings.filter(({ row }) =>
    isOpeningOpen({ status: row.status, opensAt: row.opens_at, closesAt: row.closes_at }, now),
  );
  // Array sort is stable: equal scores keep the newest-first order.
  const ranked =
    sort === 'newest'
      ? open
      : sort === 'closing'
        ? open.sort(closingFirst)
        : open.sort((a, b) => score(b) - score(a));
  const items = ranked.map(({ row, head }): RankedItem => {
    const tail = `,"match":${tails.get(row.job_position_id) ?? NO_MATCH_JSON}`;
    return {
      id: row.id,
      head,
      notApplied: Buffer.from(`false${tail}`),
      applied: Buffer.from(`true${tail}`),
    };
  });
  const at = now.getTime();
  return {
    items,
    from: at,
    until: nextChange(live.openings, at),
  };
}

// Rankings kept per read of the openings (a read lives `cacheMs`, then goes with its rankings).
const RANKINGS_PER_READ = 8;
const rankings = new WeakMap<LiveOpenings, Map<string, Ranking>>();

/** The ranking of `live` for the learner's qualifications and `sort`, worked out once per read. */
export function rankingFor(
  live: LiveOpenings,
  learner: LearnerBrowseState,
  now: Date,
  sort?: OpenJobsSort,
): Ranking {
  let kept = rankings.get(live);
  if (!kept) {
    kept = new Map();
    rankings.set(live, kept);
  }
  const key = `${sort ?? ''}\u0000${JSON.stringify(learner.qualifications)}`;
  const at = now.getTime();
  const hit = kept.get(key);
  if (hit && hit.from <= at && at < hit.until) return hit;
  const ranking = rank(live, learner.qualifications, now, sort);
  kept.delete(key);
  if (kept.size >= RANKINGS_PER_READ) kept.delete(kept.keys().next().value!);
  kept.set(key, ranking);
  return ranking;
}

const COMMA = Buffer.from(',');

/** `before`, the items' JSON (as `learner` sees them) separated by commas, `after`: one buffer. */
export function joinItems(
  before: Buffer,
  items: readonly RankedItem[],
  learner: LearnerBrowseState,
  after: Buffer,
): Buffer {
  const applied = new Set(learner.applied);
  const parts: Buffer[] = [before];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item.head, applied.has(item.id) ? item.applied : item.notApplied);
  });
  parts.push(after);
  return Buffer.concat(parts);
}

const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

/** The whole array's JSON for a learner who applied to none, with where each item lies in it. */
function wholeOf(ranking: Ranking): Whole {
  if (ranking.whole) return ranking.whole;
  const at: Whole['at'] = new Map();
  const parts: Buffer[] = [OPEN];
  let offset = OPEN.length;
  ranking.items.forEach((item, i) => {
    if (i > 0) {
      parts.push(COMMA);
      offset += COMMA.length;
    }
    at.set(item.id, { start: offset, item });
    parts.push(item.head, item.notApplied);
    offset += item.head.length + item.notApplied.length;
  });
  parts.push(CLOSE);
  ranking.whole = { bytes: Buffer.concat(parts), at };
  return ranking.whole;
}

/**
 * The ranking as a JSON array for `learner`: for a learner who applied to none of them, the same
 * bytes every time; otherwise those bytes with their applications' items swapped in (a few copies,
 * not one per item).
 */
export function rankingJson(ranking: Ranking, learner: LearnerBrowseState): Buffer {
  const whole = wholeOf(ranking);
  const mine = learner.applied.flatMap((id) => whole.at.get(id) ?? []).sort((a, b) => a.start - b.start);
  if (mine.length === 0) return whole.bytes;
  const parts: Buffer[] = [];
  let from = 0;
  for (const { start, item } of mine) {
    if (start < from) continue;
    parts.push(whole.bytes.subarray(from, start), item.head, item.applied);
    from = start + item.head.length + item.notApplied.length;
  }
  parts.push(whole.bytes.subarray(from));
  return Buffer.concat(parts);
}
