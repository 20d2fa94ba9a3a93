import { JOB_OPENING_STATUS, JOB_POSITION_STATUS, townIdsOfRegion } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { liveSessionAccountsQuery, type SessionAccount } from '../../db/session-accounts-query.ts';
import { OPENING_COLUMNS, type OpeningRow } from './job-repository.ts';

type Db = Kysely<Database>;

/** A live opening with its position and employer, as the learners' Browse lists it. */
export interface LiveOpeningRow extends OpeningRow {
  title: string;
  sector: number;
  position_status: number;
  employer_user_id: number;
  emp_id: string;
  emp_name: string;
}

/** What narrows Browse besides the sector: words, and the employer's town and region. */
export interface BrowseFilters {
  /** Looked for, case-insensitive, in the job title, the employer's name and the requirements. */
  keyword?: string;
  /** The employer's town (a city id). */
  cityId?: number;
  /** The employer's region as written, compared case-insensitive. */
  state?: string;
}

// ILIKE's own wildcards and its escape character, typed by a learner, are matched as themselves.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The openings a learner may apply to at `now` (PRODUCT.md §4): active openings of active positions
 * of approved employers whose window contains now; `sector` and `filters` narrow. Newest opening first.
 */
export async function listLiveOpeningsForLearners(
  db: Db,
  now: Date,
  sector?: number,
  filters: BrowseFilters = {},
): Promise<LiveOpeningRow[]> {
  let query = db
    .selectFrom('job_openings as o')
    .innerJoin('job_positions as jp', 'jp.id', 'o.job_position_id')
    .innerJoin('employers as e', 'e.user_id', 'jp.employer_user_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      ...OPENING_COLUMNS,
      'jp.title',
      'jp.sector',
      'jp.status as position_status',
      'jp.employer_user_id',
      'e.emp_id',
      'e.emp_name',
    ])
    .where('o.status', '=', JOB_OPENING_STATUS.ACTIVE)
    .where('o.opens_at', '<=', now)
    .where('o.closes_at', '>', now)
    .where('jp.status', '=', JOB_POSITION_STATUS.ACTIVE)
    .where('u.status', '=', 'approved');
  if (sector) query = query.where('jp.sector', '=', sector);
  if (filters.cityId) query = query.where('e.emp_city', '=', filters.cityId);
  if (filters.state) {
    // The region as the employer wrote it, or a listed town of that region.
    const state = filters.state.trim().toLowerCase();
    const towns = townIdsOfRegion(state);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(trim(e.emp_state))`, '=', state),
        ...(towns.length > 0 ? [eb('e.emp_city', 'in', towns)] : []),
      ]),
    );
  }
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('jp.title', 'ilike', pattern),
        eb('e.emp_name', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('job_requirements as r')
            .select(sql`1`.as('one'))
            .whereRef('r.job_position_id', '=', 'jp.id')
            .where((inner) =>
              inner.or([
                inner('r.qualification_type', 'ilike', pattern),
                inner('r.certificate_name', 'ilike', pattern),
              ]),
            ),
        ),
      ]),
    );
  }
  return query.orderBy('o.opens_at', 'desc').orderBy('o.id', 'desc').execute();
}

/** What the ranking needs to know about one learner. */
export interface LearnerBrowseState {
  /** The openings they applied to (withdrawn applications included: one per opening). */
  applied: number[];
  /** Their qualifications, in their order. */
  qualifications: QualificationPair[];
}

// Every browse request makes it: read with the session (one round trip, not two), prepared, batched.
const sessionsWithBrowseState = preparedQuery(
  'learner_sessions_browse_state',
  (db, sessionIds: string[], now: Date) =>
    liveSessionAccountsQuery(db, sessionIds, now).select((eb) => [
      eb
        .selectFrom('placements')
        .select((inner) =>
          inner.fn
            .coalesce(inner.fn.agg<number[]>('array_agg', ['job_opening_id']), sql<number[]>`'{}'::int[]`)
            .as('ids'),
        )
        .whereRef('placements.learner_user_id', '=', 'users.id')
        .as('applied'),
      eb
        .selectFrom('learner_qualifications')
        .select(
          sql<
            QualificationPair[] | null
          >`json_agg(json_build_object('qualificationType', qualification_type, 'certificateName', certificate_name) ORDER BY ordinal)`.as(
            'list',
          ),
        )
        .whereRef('learner_qualifications.learner_user_id', '=', 'users.id')
        .as('qualifications'),
    ]),
);

/**
 * The accounts behind live sessions at `now` (as `findSessionAccounts` reads them) with each user's
 * browse state, by session id: one query, which the browse routes share among the requests of one
 * event-loop round; a session not live is absent.
 */
export async function findSessionsWithBrowseState(db: Db, sessionIds: string[], now: Date) {
  const rows = await sessionsWithBrowseState(db, sessionIds, now);
  return new Map(
    rows.map((row): [string, SessionAccount & LearnerBrowseState] => [
      row.session_id,
      { ...row, applied: row.applied ?? [], qualifications: row.qualifications ?? [] },
    ]),
  );
}

/** A learner's qualification as matching reads it. */
export interface QualificationPair {
  qualificationType: string;
  certificateName: string;
}
