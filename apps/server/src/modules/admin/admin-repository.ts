import { type Kysely, sql } from 'kysely';
import type { Database, UserStatus } from '../../db/schema.ts';
import { toEmployerRecord, toLearnerRecord } from './records.ts';

export type StatusFilter = 'all' | UserStatus;

export interface ListQuery {
  search?: string | undefined;
  status: StatusFilter;
  page: number;
  pageSize: number;
}

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function employersQuery(db: Kysely<Database>, query: Omit<ListQuery, 'page' | 'pageSize'>) {
  let q = db.selectFrom('employers').innerJoin('users', 'users.id', 'employers.user_id');
  if (query.status !== 'all') q = q.where('users.status', '=', query.status);
  const search = query.search?.trim();
  if (search) {
    const pattern = like(search);
    q = q.where((eb) =>
      eb.or([
        eb('employers.emp_name', 'ilike', pattern),
        eb('employers.emp_p_name', 'ilike', pattern),
        eb('employers.emp_email', 'ilike', pattern),
        eb('employers.emp_p_email', 'ilike', pattern),
        eb('employers.emp_id', 'ilike', pattern),
      ]),
    );
  }
  return q;
}

function learnersQuery(db: Kysely<Database>, query: Omit<ListQuery, 'page' | 'pageSize'>) {
  let q = db.selectFrom('learners').innerJoin('users', 'users.id', 'learners.user_id');
  if (query.status !== 'all') q = q.where('users.status', '=', query.status);
  const search = query.search?.trim();
  if (search) {
    const pattern = like(search);
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`learners.first_name || ' ' || learners.last_name`, 'ilike', pattern),
        eb('learners.email_personal', 'ilike', pattern),
        eb('learners.learner_id', 'ilike', pattern),
      ]),
    );
  }
  return q;
}

/**
 * How many accounts of a role match. Without a search the count comes from the users index alone
 * (role, status), with no join: the dashboard's first page stays fast at 100,000 rows.
 */
function countAccounts(db: Kysely<Database>, role: 1 | 2, query: Omit<ListQuery, 'page' | 'pageSize'>) {
  if (query.search?.trim()) {
    if (role === 1) {
      return employersQuery(db, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    }
    return learnersQuery(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  }
  let q = db.selectFrom('users').where('role', '=', role);
  if (query.status !== 'all') q = q.where('status', '=', query.status);
  return q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
}

/** One page of employers, newest applications first, with the total that match. */
export async function listEmployers(db: Kysely<Database>, query: ListQuery) {
  const [rows, count] = await Promise.all([
    employersQuery(db, query)
      .selectAll('employers')
      .select('users.status')
      .orderBy('employers.app_date', 'desc')
      .orderBy('employers.user_id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    countAccounts(db, 1, query),
  ]);
  return {
    items: rows.map(toEmployerRecord),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One page of learners, newest registrations first, with the total that match. */
export async function listLearners(db: Kysely<Database>, query: ListQuery) {
  const [rows, count] = await Promise.all([
    learnersQuery(db, query)
      .selectAll('learners')
      .select('users.status')
      .orderBy('learners.date_registered', 'desc')
      .orderBy('learners.user_id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    countAccounts(db, 2, query),
  ]);
  return {
    items: rows.map(toLearnerRecord),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findEmployer(db: Kysely<Database>, empId: string) {
  const row = await db
    .selectFrom('employers')
    .innerJoin('users', 'users.id', 'employers.user_id')
    .selectAll('employers')
    .select('users.status')
    .where((eb) => eb(eb.fn('lower', ['employers.emp_id']), '=', empId.trim().toLowerCase()))
    .executeTakeFirst();
  return row ? { row, record: toEmployerRecord(row) } : undefined;
}

export async function findLearner(db: Kysely<Database>, learnerId: string) {
  const row = await db
    .selectFrom('learners')
    .innerJoin('users', 'users.id', 'learners.user_id')
    .selectAll('learners')
    .select('users.status')
    .where((eb) => eb(eb.fn('lower', ['learners.learner_id']), '=', learnerId.trim().toLowerCase()))
    .executeTakeFirst();
  return row ? { row, record: toLearnerRecord(row) } : undefined;
}

/** Counts by role and status in one pass over the users index. */
export async function accountStats(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select(['role', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('role', 'in', [1, 2])
    .groupBy(['role', 'status'])
    .execute();
  const tally = (role: number) => {
    const of = (status: UserStatus) =>
      Number(rows.find((r) => r.role === role && r.status === status)?.n ?? 0);
    const approved = of('approved');
    const pending = of('pending');
    const rejected = of('rejected');
    return { total: approved + pending + rejected, approved, pending, rejected };
  };
  const employers = tally(1);
  const learners = tally(2);
  const total = employers.total + learners.total;
  const approvalRate = total === 0 ? 0 : Math.round((100 * (employers.approved + learners.approved)) / total);
  return { employers, learners, approvalRate };
}
