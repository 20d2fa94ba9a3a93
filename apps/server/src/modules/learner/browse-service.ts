import {
  type JobPositionItem,
  type LearnerOpenJobItem,
  type LearnerOpenJobPage,
  type LearnerOpenJobsPageQuery,
  matchQualifications,
  type QualificationMatch,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type RequirementRow, requirementsOf } from '../employer/job-repository.ts';
import { toJobPositionItem, toOpening } from '../employer/records.ts';
import { cacheFor } from './open-jobs-cache.ts';
import {
  type LiveOpeningRow,
  learnerBrowseState,
  listLiveOpeningsForLearners,
  type QualificationPair,
} from './open-jobs-repository.ts';

type Db = Kysely<Database>;

/** What every learner sees alike: the live openings (of a sector), newest first, with their positions. */
export interface LiveOpenings {
  openings: LiveOpening[];
  requirements: Map<number, QualificationPair[]>;
}

/** A live opening as every learner sees it, in the answer's shape but for `applied` and `match`. */
interface LiveOpening {
  row: LiveOpeningRow;
  item: Omit<LearnerOpenJobItem, 'applied' | 'match'>;
}

/** Reads the live openings of a sector (0: all). */
export type LiveOpeningsSource = (sector: number) => Promise<LiveOpenings>;

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
export async function readLiveOpenings(db: Db, sector: number): Promise<LiveOpenings> {
  const now = new Date();
  const openings = await listLiveOpeningsForLearners(db, now, sector || undefined);
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
  const items = openings.map((row) => ({
    row,
    item: {
      empJobs: positions.get(row.job_position_id)!,
      jobOpenings: toOpening(row),
      employer: { empId: row.emp_id, empName: row.emp_name },
    },
  }));
  return { openings: items, requirements: pairs };
}

/**
 * The source the routes use: `readLiveOpenings`, each sector's answer kept for `ttlMs` and shared by
 * every learner (0: read every time). A status change (an opening closed, a position disabled) shows
 * at most `ttlMs` late; a window that ends is honoured at once, and ApplyForOJT checks everything again.
 */
export function liveOpeningsSource(db: Db, ttlMs: number): LiveOpeningsSource {
  return cacheFor((sector: number) => readLiveOpenings(db, sector), ttlMs);
}

/**
 * Ranks the live openings for one learner: those their qualifications match first (best score
 * first), then newest; each with its employer, whether they applied, and the match.
 */
async function rankFor(db: Db, source: LiveOpeningsSource, learnerUserId: number, sector?: number) {
  const [live, learner] = await Promise.all([source(sector ?? 0), learnerBrowseState(db, learnerUserId)]);
  const now = new Date();
  const matches = new Map<number, QualificationMatch | null>();
  for (const [positionId, wanted] of live.requirements) {
    matches.set(positionId, matchQualifications(wanted, learner.qualifications));
  }
  const score = ({ row }: LiveOpening) => matches.get(row.job_position_id)?.score ?? 0;
  const open = live.openings.filter(({ row }) => row.opens_at <= now && row.closes_at > now);
  // Array sort is stable: equal scores keep the newest-first order.
  const ranked = open.sort((a, b) => score(b) - score(a));
  const applied = new Set(learner.applied);
  const toItem = ({ row, item }: LiveOpening): LearnerOpenJobItem => ({
    ...item,
    applied: applied.has(row.id),
    match: matches.get(row.job_position_id) ?? null,
  });
  return { ranked, toItem };
}

/**
 * The open jobs a learner may apply to (GET /api/Learner/GetOpenJobs): active openings of active
 * positions of approved employers whose window contains now, of one sector when `sector` is given;
 * each with its employer, whether the learner applied, and how their qualifications match; ranked.
 */
export async function listOpenJobsForLearner(
  db: Db,
  source: LiveOpeningsSource,
  learnerUserId: number,
  sector?: number,
): Promise<LearnerOpenJobItem[]> {
  const { ranked, toItem } = await rankFor(db, source, learnerUserId, sector);
  return ranked.map(toItem);
}

/** One page of the learner's ranked open jobs (GET /api/Learner/OpenJobs). */
export async function pageOpenJobsForLearner(
  db: Db,
  source: LiveOpeningsSource,
  learnerUserId: number,
  query: LearnerOpenJobsPageQuery,
): Promise<LearnerOpenJobPage> {
  const { ranked, toItem } = await rankFor(db, source, learnerUserId, query.Sectors);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: ranked.slice(start, start + query.pageSize).map(toItem),
    total: ranked.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
