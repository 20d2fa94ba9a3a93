import { type AccountListSort, ROLE_IDS } from '@ojt/domain';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { estimatedCount, type ListTotal } from '../../db/estimated-count.ts';
import { type KeysetList, keysetPage } from '../../db/keyset-page.ts';
import { matchedPage } from '../../db/matched-page.ts';
import type { Database, UserStatus } from '../../db/schema.ts';
import { toEmployerRecord, toLearnerRecord } from './presenters.ts';

export type StatusFilter = 'all' | UserStatus;

export interface ListQuery {
  search?: string | undefined;
  status: StatusFilter;
  page: number;
  pageSize: number;
  /** Newest sign-ups first unless told otherwise. */
  sort?: AccountListSort | undefined;
  /** A previous page's nextCursor or previousCursor (then `page` is not used). */
  cursor?: string | undefined;
  /** 'exact': the exact total however many match; otherwise an estimate above `exactUpTo`. */
  count?: 'exact' | undefined;
  /** Matches counted exactly before the total is an estimate (tests lower it; default 10,000). */
  exactUpTo?: number | undefined;
}

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Employers and Learners tables' filter: search and status. */
export type AccountFilter = Omit<ListQuery, 'page' | 'pageSize'>;
type Filter = Omit<AccountFilter, 'cursor' | 'count' | 'exactUpTo'>;
type AccountsOf<T extends 'employers' | 'learners'> = SelectQueryBuilder<Database, T | 'users', object>;
type SearchIn<T extends 'employers' | 'learners'> = (
  eb: ExpressionBuilder<Database, T | 'users'>,
  pattern: string,
) => Expression<SqlBool>;

/** Accounts of one kind (joined to their users row) with the status and, if any, the search applied. */
function matching<T extends 'employers' | 'learners'>(
  query: AccountsOf<T>,
  filter: Filter,
  searchIn: SearchIn<T>,
) {
  // Kysely cannot resolve 'users.status' against a generic table union: widen, then narrow back.
  let q = query as AccountsOf<'employers' | 'learners'>;
  if (filter.status !== 'all') q = q.where('users.status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) q = q.where((eb) => searchIn(eb as ExpressionBuilder<Database, T | 'users'>, like(search)));
  return q as AccountsOf<T>;
}

const employerSearch: SearchIn<'employers'> = (eb, pattern) =>
  eb.or([
    eb('employers.emp_name', 'ilike', pattern),
    eb('employers.emp_p_name', 'ilike', pattern),
    eb('employers.emp_email', 'ilike', pattern),
    eb('employers.emp_p_email', 'ilike', pattern),
    eb('employers.emp_id', 'ilike', pattern),
  ]);

const learnerSearch: SearchIn<'learners'> = (eb, pattern) =>
  eb.or([
    eb(sql<string>`learners.first_name || ' ' || learners.last_name`, 'ilike', pattern),
    eb('learners.email_personal', 'ilike', pattern),
    eb('learners.learner_id', 'ilike', pattern),
  ]);

/** Employers (joined to their users row) matching the Employers table's search and status. */
export const employersMatching = (db: Kysely<Database>, filter: Filter) =>
  matching(
    db.selectFrom('employers').innerJoin('users', 'users.id', 'employers.user_id'),
    filter,
    employerSearch,
  );

/** Learners (joined to their users row) matching the Learners table's search and status. */
export const learnersMatching = (db: Kysely<Database>, filter: Filter) =>
  matching(
    db.selectFrom('learners').innerJoin('users', 'users.id', 'learners.user_id'),
    filter,
    learnerSearch,
  );

/**
 * The query counting the matching accounts, with no join where none is needed (every account has its
 * users row): without a search the users index alone (role, status); a search with every status reads
 * the kind's own table alone (its trigram indexes); a search with a status joins the users row.
 */
function countable<T extends 'employers' | 'learners'>(
  db: Kysely<Database>,
  table: T,
  filter: Filter,
  accounts: AccountsOf<T>,
) {
  if (filter.search?.trim()) {
    if (filter.status !== 'all') return accounts;
    // The status is not filtered, so `matching` adds only the search: no users column is read.
    const alone = db.selectFrom(table) as unknown as AccountsOf<T>;
    const search = (table === 'employers' ? employerSearch : learnerSearch) as SearchIn<T>;
    return matching(alone, filter, search);
  }
  const role = table === 'employers' ? ROLE_IDS.employer : ROLE_IDS.learner;
  let q = db.selectFrom('users').where('role', '=', role);
  if (filter.status !== 'all') q = q.where('status', '=', filter.status);
  return q;
}

/**
 * One page of rows (in their order, by cursor or page) and the total that match (estimated above the
 * limit). A search over every status reads its matches once for both (`matchedPage`) while at most
 * the limit match; past it, or with a status, the page and the bounded count are two queries.
 */
async function pageOf<R, T>(
  db: Kysely<Database>,
  query: ListQuery,
  list: KeysetList & ('employers' | 'learners'),
  selected: SelectQueryBuilder<Database, 'employers' | 'learners' | 'users', R>,
  counted: SelectQueryBuilder<Database, 'employers' | 'learners' | 'users', object>,
  toItem: (row: R) => T,
) {
  const keyset = {
    list,
    // The sign-up order a list asks for; the account key breaks ties, so paging never repeats a row.
    order: query.sort === 'oldest' ? ('asc' as const) : ('desc' as const),
    at: list === 'employers' ? 'employers.app_date' : 'learners.date_registered',
    id: `${list}.user_id`,
    page: query.page,
    pageSize: query.pageSize,
    cursor: query.cursor,
  };
  const answer = (
    rows: R[],
    cursors: { nextCursor: string | null; previousCursor: string | null },
    total: ListTotal,
  ) => ({
    items: rows.map(toItem),
    ...total,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: cursors.nextCursor,
    previousCursor: cursors.previousCursor,
  });
  // Past the limit the one pass has shown more than the limit match: no bounded count again.
  let above = false;
  if (query.search?.trim() && query.status === 'all') {
    const matched = await matchedPage(db, counted, keyset, query.exactUpTo);
    above = matched === 'more';
    if (matched && matched !== 'more') {
      const found =
        matched.ids.length === 0 ? [] : await selected.where(sql.ref(keyset.id), 'in', matched.ids).execute();
      const byId = new Map(found.map((row) => [(row as unknown as { user_id: number }).user_id, row as R]));
      const rows = matched.ids.flatMap((id) => byId.get(id) ?? []);
      return answer(rows, matched, matched.total);
    }
  }
  const [page, total] = await Promise.all([
    keysetPage(selected, keyset),
    estimatedCount(db, counted, { exact: query.count === 'exact', upTo: query.exactUpTo, aboveLimit: above }),
  ]);
  return answer(page.rows, page, total);
}

/** One page of employers, newest applications first, with the total that match; each says whether its email is confirmed. */
export function listEmployers(db: Kysely<Database>, query: ListQuery) {
  const accounts = employersMatching(db, query);
  const selected = accounts.selectAll('employers').select(['users.status', 'users.email_verified_at']);
  const counted = countable(db, 'employers', query, accounts);
  return pageOf(db, query, 'employers', selected, counted, toEmployerRecord);
}

/** One page of learners, newest registrations first, with the total that match; each says whether its email is confirmed. */
export function listLearners(db: Kysely<Database>, query: ListQuery) {
  const accounts = learnersMatching(db, query);
  const selected = accounts.selectAll('learners').select(['users.status', 'users.email_verified_at']);
  const counted = countable(db, 'learners', query, accounts);
  return pageOf(db, query, 'learners', selected, counted, toLearnerRecord);
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

/**
 * Counts by role and status in one pass over the users index, and the mails the outbox gave up on
 * (the Overview warns about them).
 */
export async function accountStats(db: Kysely<Database>) {
  const [rows, mail] = await Promise.all([
    db
      .selectFrom('users')
      .select(['role', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role', 'in', [ROLE_IDS.employer, ROLE_IDS.learner])
      .groupBy(['role', 'status'])
      .execute(),
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  const tally = (role: number) => {
    const of = (status: UserStatus) =>
      Number(rows.find((r) => r.role === role && r.status === status)?.n ?? 0);
    const approved = of('approved');
    const pending = of('pending');
    const rejected = of('rejected');
    return { total: approved + pending + rejected, approved, pending, rejected };
  };
  const employers = tally(ROLE_IDS.employer);
  const learners = tally(ROLE_IDS.learner);
  const total = employers.total + learners.total;
  const approvalRate = total === 0 ? 0 : Math.round((100 * (employers.approved + learners.approved)) / total);
  return { employers, learners, approvalRate, failedMail: Number(mail.n) };
}
