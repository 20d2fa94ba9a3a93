import { type JobPositionItem, type LearnerOpenJobsPageQuery, learnerOpenJobItemSchema } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { joinItems, type LiveOpenings, rankingFor, rankingJson } from './browse-ranking.ts';
import { type RequirementRow, requirementsOf } from './job-repository.ts';
import { cacheFor } from './open-jobs-cache.ts';
import {
  type BrowseFilters,
  type LearnerBrowseState,
  listLiveOpeningsForLearners,
  type QualificationPair,
} from './open-jobs-repository.ts';
import { toJobPositionItem, toOpening } from './presenters.ts';

type Db = Kysely<Database>;

const PAGE_START = Buffer.from('{"items":[');

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
  return rankingJson(rankingFor(await source(sector ?? 0), learner, now), learner);
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
  const { items } = rankingFor(live, learner, now, query.Sort);
  const start = (query.page - 1) * query.pageSize;
  const rest = `],"total":${items.length},"page":${query.page},"pageSize":${query.pageSize}}`;
  return joinItems(PAGE_START, items.slice(start, start + query.pageSize), learner, Buffer.from(rest));
}
