import { type Kysely, sql } from 'kysely';

// Issue 31, Reports for a year at 1,000,000 placements: the report reads summary tables kept by the
// same transaction as the rows they count, not the rows themselves.
// - report_counts: per Port of Spain day (grain 1) and month (grain 2, its first day), measure (0: the
//   openings offered, num_openings summed, by the day they open; 1: applications, by the day they were
//   made; 2, 3, 5, 6, 7: history rows reaching that status, by the day they did), sector and employer
//   type: a count. Each fact counts under its own type and under "all types" (-2).
// - report_durations: for the stages with a median (2, 3, 5), the days from the application per whole
//   day (a histogram), how many of them are that whole number of days exactly, and the durations' sum
//   and sum of squares in microseconds: where a median falls on the exact whole days or in a bucket
//   whose values are all equal it is read from the bucket; otherwise the report reads the stage rows of
//   that one bucket (placement_status_history_days_idx). Sector and type each also count under "all".
// - account_counts: the accounts per role and status (the learners waiting for approval), kept by
//   statement triggers on users; the oldest waiting is the first entry of users_role_status_created_idx.
// A missing sector or type is -1, "all" is -2. Statement-level triggers (transition tables) apply one
// grouped delta per statement on job_openings, placements and placement_status_history.
const TZ = `'America/Port_of_Spain'`;
const ALL = -2;
const key = (column: string) => `coalesce(${column}, -1)`;
const day = (at: string) => `(${at} AT TIME ZONE ${TZ})::date`;
const days = (h: string) => `date_part('epoch', ${h}changed_at - ${h}applied_at) / 86400`;

/** The counted facts of a set of rows (`src`, sign `sign`): day, measure, sector, employer type, n. */
const countFacts = {
  job_openings: (src: string, sign: number) =>
    `SELECT ${day('o.opens_at')} AS day, 0 AS measure, ${key('o.sector')} AS sector,
       ${key('o.employer_type')} AS employer_type, ${sign} * o.num_openings AS n FROM ${src} o`,
  placements: (src: string, sign: number) =>
    `SELECT ${day('p.created_at')} AS day, 1 AS measure, ${key('p.sector')} AS sector,
       ${key('p.employer_type')} AS employer_type, ${sign} AS n FROM ${src} p`,
  placement_status_history: (src: string, sign: number) =>
    `SELECT ${day('h.changed_at')} AS day, h.to_status AS measure, ${key('h.sector')} AS sector,
       ${key('h.employer_type')} AS employer_type, ${sign} AS n
     FROM ${src} h WHERE h.to_status IN (2, 3, 5, 6, 7)`,
};

const durationFacts = (src: string, sign: number) =>
  `SELECT ${day('h.changed_at')} AS day, h.to_status, ${key('h.sector')} AS sector,
     ${key('h.employer_type')} AS employer_type, floor(${days('h.')})::int AS whole_days, ${sign} AS n,
     CASE WHEN ${days('h.')} = floor(${days('h.')}) THEN ${sign} ELSE 0 END AS whole,
     ${sign} * (extract(epoch FROM h.changed_at - h.applied_at) * 1000000) AS us
   FROM ${src} h WHERE h.to_status IN (2, 3, 5) AND h.applied_at IS NOT NULL`;

const grains = `CROSS JOIN (VALUES (1::smallint), (2::smallint)) AS g (grain)`;
const startDay = `CASE g.grain WHEN 1 THEN f.day ELSE date_trunc('month', f.day)::date END`;

/** Adds the facts' counts (a union of `SELECT`s) to report_counts: grouped by day first, then by grain and type. */
const applyCounts = (facts: string) => `
  INSERT INTO report_counts AS c (grain, measure, employer_type, start_day, sector, n)
  SELECT g.grain, f.measure, t.employer_type, ${startDay}, f.sector, sum(f.n)
  FROM (SELECT day, measure, sector, employer_type, sum(n) AS n FROM (${facts}) x GROUP BY 1, 2, 3, 4) f ${grains}
  CROSS JOIN LATERAL (VALUES (f.employer_type), (${ALL})) AS t (employer_type)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(f.n) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (grain, measure, employer_type, start_day, sector) DO UPDATE SET n = c.n + EXCLUDED.n`;

/** Adds the facts' durations to report_durations. */
const applyDurations = (facts: string) => `
  INSERT INTO report_durations AS d (grain, to_status, sector, employer_type, start_day, whole_days, n, n_whole, sum_us, sumsq_us)
  SELECT g.grain, f.to_status, s.sector, t.employer_type, ${startDay}, f.whole_days, sum(f.n), sum(f.whole), sum(f.us), sum(f.sq)
  FROM (SELECT day, to_status, sector, employer_type, whole_days, sum(n) AS n, sum(whole) AS whole, sum(us) AS us,
               sum(sign(n) * us * us) AS sq
        FROM (${facts}) x GROUP BY 1, 2, 3, 4, 5) f ${grains}
  CROSS JOIN LATERAL (VALUES (f.sector), (${ALL})) AS s (sector)
  CROSS JOIN LATERAL (VALUES (f.employer_type), (${ALL})) AS t (employer_type)
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (grain, to_status, sector, employer_type, start_day, whole_days) DO UPDATE
    SET n = d.n + EXCLUDED.n, n_whole = d.n_whole + EXCLUDED.n_whole, sum_us = d.sum_us + EXCLUDED.sum_us, sumsq_us = d.sumsq_us + EXCLUDED.sumsq_us`;

type Source = keyof typeof countFacts;

/** The statements applying a statement's rows: its new rows added, its old rows taken away. */
function deltas(table: Source, op: 'INSERT' | 'UPDATE' | 'DELETE'): string {
  const sides: [string, number][] = [];
  if (op !== 'DELETE') sides.push(['new_rows', 1]);
  if (op !== 'INSERT') sides.push(['old_rows', -1]);
  const union = (facts: (src: string, sign: number) => string) =>
    sides.map(([src, sign]) => facts(src, sign)).join(' UNION ALL ');
  const statements = [applyCounts(union(countFacts[table]))];
  if (table === 'placement_status_history') statements.push(applyDurations(union(durationFacts)));
  return statements.map((s) => `${s};`).join('\n');
}

// An update touching none of the counted columns changes nothing: the trigger returns at once.
const COUNTED: Record<Source, string> = {
  job_openings: 'opens_at, num_openings, sector, employer_type',
  placements: 'created_at, sector, employer_type',
  placement_status_history: 'to_status, changed_at, applied_at, sector, employer_type',
};

function triggerStatements(table: Source): string[] {
  const changed = COUNTED[table]
    .split(', ')
    .map((c) => `o.${c} IS DISTINCT FROM n.${c}`)
    .join(' OR ');
  return (['INSERT', 'UPDATE', 'DELETE'] as const).flatMap((op) => {
    const name = `${table}_report_${op.toLowerCase()}`;
    const guard =
      op === 'UPDATE'
        ? `IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}) THEN RETURN NULL; END IF;`
        : '';
    const referencing = [
      op !== 'DELETE' ? 'NEW TABLE AS new_rows' : '',
      op !== 'INSERT' ? 'OLD TABLE AS old_rows' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return [
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${guard}
        ${deltas(table, op)}
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER ${name} AFTER ${op} ON ${table} REFERENCING ${referencing}
        FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    ];
  });
}

const accountDelta = (src: string, sign: number) => `SELECT role, status, ${sign} AS n FROM ${src}`;
const applyAccounts = (facts: string) => `
  INSERT INTO account_counts AS a (role, status, n)
  SELECT role, status, sum(n) FROM (${facts}) f GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (role, status) DO UPDATE SET n = a.n + EXCLUDED.n`;

function accountTriggers(): string[] {
  return (['INSERT', 'UPDATE', 'DELETE'] as const).flatMap((op) => {
    const name = `users_counts_${op.toLowerCase()}`;
    const sides: [string, number][] = [];
    if (op !== 'DELETE') sides.push(['new_rows', 1]);
    if (op !== 'INSERT') sides.push(['old_rows', -1]);
    const guard =
      op === 'UPDATE'
        ? 'IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.role, o.status) IS DISTINCT FROM (n.role, n.status)) THEN RETURN NULL; END IF;'
        : '';
    const referencing = sides
      .map(([src]) => `${src === 'new_rows' ? 'NEW' : 'OLD'} TABLE AS ${src}`)
      .join(' ');
    return [
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${guard}
        ${applyAccounts(sides.map(([src, sign]) => accountDelta(src, sign)).join(' UNION ALL '))};
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER ${name} AFTER ${op} ON users REFERENCING ${referencing}
        FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    ];
  });
}

/** Rebuilds the summaries from the rows (the backfill; the bench's seed calls it after its COPY). */
/**
 * The backfill's statements, one per source (their keys never meet, so they may run at once on several
 * connections into empty summaries: the bench's seed does so after its COPY).
 */
export const REBUILD_PARTS = [
  applyAccounts(accountDelta('users', 1)),
  applyCounts(countFacts.job_openings('job_openings', 1)),
  applyCounts(countFacts.placements('placements', 1)),
  applyCounts(countFacts.placement_status_history('placement_status_history', 1)),
  applyDurations(durationFacts('placement_status_history', 1)),
];

const rebuild = `CREATE FUNCTION report_summaries_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_counts;
  DELETE FROM report_durations;
  DELETE FROM account_counts;
  ${REBUILD_PARTS.map((part) => `${part};`).join('\n')}
END $$`;

const statements = [
  `CREATE TABLE account_counts (
    role smallint NOT NULL,
    status text NOT NULL,
    n bigint NOT NULL,
    PRIMARY KEY (role, status)
  )`,
  'CREATE INDEX users_role_status_created_idx ON users (role, status, created_at)',
  ...accountTriggers(),
  `CREATE TABLE report_counts (
    grain smallint NOT NULL,
    measure smallint NOT NULL,
    employer_type integer NOT NULL,
    start_day date NOT NULL,
    sector integer NOT NULL,
    n integer NOT NULL,
    -- In the report's order: a period of one grain and type is one range.
    PRIMARY KEY (grain, employer_type, start_day, measure, sector)
  )`,
  `CREATE TABLE report_durations (
    grain smallint NOT NULL,
    to_status smallint NOT NULL,
    sector integer NOT NULL,
    employer_type integer NOT NULL,
    start_day date NOT NULL,
    whole_days integer NOT NULL,
    n bigint NOT NULL,
    n_whole bigint NOT NULL,
    sum_us numeric NOT NULL,
    sumsq_us numeric NOT NULL,
    PRIMARY KEY (grain, sector, employer_type, start_day, to_status, whole_days)
  )`,
  // The stage rows of one whole-day bucket in order of their days: where a median falls in a bucket
  // whose durations differ, the report reads them from here.
  `CREATE INDEX placement_status_history_days_idx
    ON placement_status_history (to_status, (${days('')}))
    INCLUDE (changed_at, sector, employer_type) WHERE to_status IN (2, 3, 5)`,
  rebuild,
  ...triggerStatements('job_openings'),
  ...triggerStatements('placements'),
  ...triggerStatements('placement_status_history'),
  'SELECT report_summaries_rebuild()',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_openings', 'placements', 'placement_status_history'] as const) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_report_${op} ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${table}_report_${op}()`).execute(db);
    }
  }
  await sql.raw('DROP FUNCTION IF EXISTS report_summaries_rebuild()').execute(db);
  await sql.raw('DROP INDEX IF EXISTS placement_status_history_days_idx').execute(db);
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS users_counts_${op} ON users`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS users_counts_${op}()`).execute(db);
  }
  await sql.raw('DROP INDEX IF EXISTS users_role_status_created_idx').execute(db);
  await sql.raw('DROP TABLE IF EXISTS report_counts, report_durations, account_counts').execute(db);
}
