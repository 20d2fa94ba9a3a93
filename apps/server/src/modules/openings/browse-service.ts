import {
  isOpeningOpen,
  type JobPositionItem,
  type LearnerOpenJobsPageQuery,
  learnerOpenJobItemSchema,
  MESSAGES,
  matchQualifications,
  mayNotMeetMessage,
  type OpenJobsSort,
  type QualificationMatch,
  unmetRequirements,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { type RequirementRow, requirementsOf } from './job-repository.ts';
import { cacheFor } from './open-jobs-cache.ts';
import {
  type BrowseFilters,
  type LearnerBrowseState,
  type LiveOpeningRow,
  listLiveOpeningsForLearners,
  type QualificationPair,
} from './open-jobs-repository.ts';
import { toJobPositionItem, toOpening } from './presenters.ts';

type Db = Kysely<Database>;

/** What every learner sees alike: the live openings (of a sector), newest first, with their positions. */
export interface LiveOpenings {
  openings: LiveOpening[];
  requirements: Map<number, QualificationPair[]>;
}

/** A live opening as every learner sees it, in the answer's shape but for `applied` and `match`. */
interface LiveOpening {
  row: LiveOpeningRow;
  /**
   * The item as answer JSON up to `"applied":`, encoded once per read rather than per learner (as
   * UTF-8 bytes: an answer joined from bytes is not measured and encoded again on its way out).
   */
  head: Buffer;
}

// What every learner sees alike of an item: encoded (and so checked) by the answer's own schema.
const sharedItemSchema = learnerOpenJobItemSchema.omit({ applied: true, match: true, fit: true });

/** Reads the live openings of a sector (0: all), narrowed by `filters`. */
export type LiveOpeningsSource = (sector: number, filters?: BrowseFilters) => Promise<LiveOpenings>;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const pair = (row: RequirementRow): QualificationPair => ({
  qualificationType: row.qualification_type,
  certificateName: row.certificate_name,
});

/** Reads the live openings of a sector (0: all) with their positions' requirements: two queries. */
export async function readLiveOpenings(
  db: Db,
  sector: number,
  now: Date,
  filters: BrowseFilters = {},
): Promise<LiveOpenings> {
  const openings = await listLiveOpeningsForLearners(db, now, sector || undefined, filters);
  const byPosition = groupBy(openings, (row) => row.job_position_id);
  const requirements = groupBy(
    await requirementsOf(db, [...byPosition.keys()]),
    (row) => row.job_position_id,
  );
  const positions = new Map<number, JobPositionItem>();
  for (const [id, live] of byPosition) {
    const first = live[0]!;
    const position = { ...first, id, status: first.position_status };
    positions.set(id, toJobPositionItem(position, requirements.get(id) ?? [], live, now));
  }
  const pairs = new Map([...requirements].map(([id, rows]) => [id, rows.map(pair)]));
  const items = openings.map((row) => {
    const item = {
      empJobs: positions.get(row.job_position_id)!,
      jobOpenings: toOpening(row),
      employer: { empId: row.emp_id, empName: row.emp_name },
    };
    const json = JSON.stringify(sharedItemSchema.encode(item));
    return { row, head: Buffer.from(`${json.slice(0, -1)},"applied":`) };
  });
  return { openings: items, requirements: pairs };
}

/**
 * The source the routes use: `readLiveOpenings`, each sector's answer kept for `ttlMs` and shared by
 * every learner (0: read every time). A status change (an opening closed, a position disabled) shows
 * at most `ttlMs` late; a window that ends is honoured at once, and ApplyForOJT checks everything again.
 * A search (keyword or area) is read every time: its answers are many and rarely asked twice.
 */
export function liveOpeningsSource({ db, clock }: Deps, ttlMs: number): LiveOpeningsSource {
  const cached = cacheFor((sector: number) => readLiveOpenings(db, sector, clock.now()), ttlMs);
  return (sector, filters = {}) =>
    filters.keyword || filters.cityId || filters.state
      ? readLiveOpenings(db, sector, clock.now(), filters)
      : cached(sector);
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

const NO_REQUIREMENTS_JSON = JSON.stringify(MESSAGES.noRequirementsListed);

// Sort `closing`: the soonest close first; `newest`: as read (newest opening first).
const closingFirst = (a: LiveOpening, b: LiveOpening) =>
  a.row.closes_at.getTime() - b.row.closes_at.getTime() || b.row.id - a.row.id;

/**
 * Ranks the live openings for one learner: those their qualifications match first (best score
 * first), then newest; or by `sort` when given. Gives each as answer JSON, with whether they applied,
 * the match and the fit: the shared part was serialised when read, so a request writes only these.
 */
function rankFor(live: LiveOpenings, learner: LearnerBrowseState, now: Date, sort?: OpenJobsSort) {
  const scores = new Map<number, number>();
  const matches = new Map<number, string>();
  for (const [positionId, wanted] of live.requirements) {
    const match = matchQualifications(wanted, learner.qualifications);
    scores.set(positionId, match?.score ?? 0);
    const fit = JSON.stringify(fitText(wanted, learner.qualifications));
    matches.set(positionId, `${matchJson(match)},"fit":${fit}`);
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
  const applied = new Set(learner.applied);
  const toJson = ({ row, head }: LiveOpening) => [
    head,
    Buffer.from(
      `${applied.has(row.id)},"match":${matches.get(row.job_position_id) ?? `null,"fit":${NO_REQUIREMENTS_JSON}`}}`,
    ),
  ];
  return { ranked, toJson };
}

const COMMA = Buffer.from(',');

/** `before`, the items' JSON separated by commas, `after`: one buffer. */
function joinJson(before: string, items: Buffer[][], after: string): Buffer {
  const parts: Buffer[] = [Buffer.from(before)];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(...item);
  });
  parts.push(Buffer.from(after));
  return Buffer.concat(parts);
}

/**
 * The open jobs a learner may apply to (GET /api/Learner/GetOpenJobs), as the answer's JSON (UTF-8)
 * (an array of `LearnerOpenJobItem`): active openings of active positions of approved employers
 * whose window contains now, of one sector when `sector` is given; each with its employer, whether
 * the learner applied, and how their qualifications match; ranked. `learner` is read with the
 * session (`findSessionsWithBrowseState`), so a request costs one query.
 */
export async function openJobsJsonForLearner(
  source: LiveOpeningsSource,
  learner: LearnerBrowseState,
  now: Date,
  sector?: number,
): Promise<Buffer> {
  const { ranked, toJson } = rankFor(await source(sector ?? 0), learner, now);
  return joinJson('[', ranked.map(toJson), ']');
}

/**
 * One page of the learner's open jobs (GET /api/Learner/OpenJobs), as a `LearnerOpenJobPage`'s JSON
 * text: ranked, or sorted by `Sort`; narrowed by `Keyword`, `CityId` and `State` in the query.
 */
export async function openJobsPageJsonForLearner(
  source: LiveOpeningsSource,
  learner: LearnerBrowseState,
  query: LearnerOpenJobsPageQuery,
  now: Date,
): Promise<Buffer> {
  const filters = { keyword: query.Keyword, cityId: query.CityId, state: query.State };
  const live = await source(query.Sectors ?? 0, filters);
  const { ranked, toJson } = rankFor(live, learner, now, query.Sort);
  const start = (query.page - 1) * query.pageSize;
  const items = ranked.slice(start, start + query.pageSize).map(toJson);
  const rest = `],"total":${ranked.length},"page":${query.page},"pageSize":${query.pageSize}}`;
  return joinJson('{"items":[', items, rest);
}
