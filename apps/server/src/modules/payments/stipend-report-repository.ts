import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

// The office's stipend report (issue 28): sums over the payment lines the bank paid, the months
// employers confirmed paying and the reimbursement claims. Each part is one grouped statement.

/** What the report covers: attendance months `[fromMonth, toMonth]` ('YYYY-MM') and the filters. */
export interface StipendReportScope {
  fromMonth: string;
  toMonth: string;
  sector?: number | undefined;
  employerType?: number | undefined;
}

/** Money of a month and sector: how many months of attendance, how many cents. */
export interface MonthSectorSum {
  month: string;
  sector: number;
  n: number;
  cents: number;
}

// The filters on the placement `p` (its sector and employer type are copies kept by triggers: 0010, 0014).
function filters(scope: StipendReportScope): RawBuilder<unknown> {
  const sector = scope.sector === undefined ? sql`` : sql`AND p.sector = ${scope.sector}`;
  const type = scope.employerType === undefined ? sql`` : sql`AND p.employer_type = ${scope.employerType}`;
  return sql`${sector} ${type}`;
}

const period = (scope: StipendReportScope, column: RawBuilder<unknown>) =>
  sql`${column} >= ${scope.fromMonth} AND ${column} <= ${scope.toMonth}`;

/** Months the programme paid (their payment line Paid by the bank), by month and sector. */
export async function programmePaid(db: Db, scope: StipendReportScope): Promise<MonthSectorSum[]> {
  const result = await sql<MonthSectorSum>`
    SELECT t.month, p.sector, count(*)::int AS n, sum(pl.amount_cents)::bigint AS cents
    FROM payment_lines pl
      JOIN timesheets t ON t.id = pl.timesheet_id
      JOIN placements p ON p.id = t.placement_id
    WHERE pl.kind = 'stipend' AND pl.live AND pl.status = 'Paid'
      AND ${period(scope, sql`t.month`)} ${filters(scope)}
    GROUP BY t.month, p.sector`.execute(db);
  return result.rows.map(numbers);
}

/** Months employers confirmed paying, by month and sector. */
export async function employerPaid(db: Db, scope: StipendReportScope): Promise<MonthSectorSum[]> {
  const result = await sql<MonthSectorSum>`
    SELECT t.month, p.sector, count(*)::int AS n, sum(t.amount_cents)::bigint AS cents
    FROM employer_stipend_payments esp
      JOIN timesheets t ON t.id = esp.timesheet_id
      JOIN placements p ON p.id = t.placement_id
    WHERE ${period(scope, sql`t.month`)} ${filters(scope)}
    GROUP BY t.month, p.sector`.execute(db);
  return result.rows.map(numbers);
}

/** Reimbursements the bank paid, by their claim's month (sector: 0, the lines' sectors summed). */
export async function reimbursementsPaid(db: Db, scope: StipendReportScope): Promise<MonthSectorSum[]> {
  const result = await sql<MonthSectorSum>`
    SELECT c.month, 0 AS sector, count(*)::int AS n, sum(rcl.amount_cents)::bigint AS cents
    FROM payment_lines pl
      JOIN reimbursement_claims c ON c.id = pl.claim_id
      JOIN reimbursement_claim_lines rcl ON rcl.claim_id = c.id
      JOIN timesheets t ON t.id = rcl.timesheet_id
      JOIN placements p ON p.id = t.placement_id
    WHERE pl.kind = 'claim' AND pl.live AND pl.status = 'Paid'
      AND ${period(scope, sql`c.month`)} ${filters(scope)}
    GROUP BY c.month`.execute(db);
  return result.rows.map(numbers);
}

/** An employer the programme owes, today. */
export interface OwedRow {
  empId: string;
  employerName: string;
  n: number;
  owed: number;
  approved: number;
}

/**
 * What the programme owes each employer today: 60% (half-up to the cent, as its claim line says) of
 * every month it confirmed paying whose claim the bank has not paid; the approved claims' part apart.
 */
export async function owedToEmployers(db: Db, scope: StipendReportScope): Promise<OwedRow[]> {
  const share = sql`coalesce(rcl.amount_cents, (t.amount_cents * 6 + 5) / 10)`;
  const result = await sql<OwedRow>`
    SELECT e.emp_id AS "empId", e.emp_name AS "employerName", count(*)::int AS n,
      sum(${share})::bigint AS owed,
      coalesce(sum(${share}) FILTER (WHERE c.status = 'Approved'), 0)::bigint AS approved
    FROM employer_stipend_payments esp
      JOIN timesheets t ON t.id = esp.timesheet_id
      JOIN placements p ON p.id = t.placement_id
      JOIN employers e ON e.user_id = t.employer_user_id
      LEFT JOIN reimbursement_claim_lines rcl ON rcl.timesheet_id = t.id
      LEFT JOIN reimbursement_claims c ON c.id = rcl.claim_id
    WHERE NOT EXISTS (
        SELECT 1 FROM payment_lines pl WHERE pl.claim_id = c.id AND pl.live AND pl.status = 'Paid'
      ) ${filters(scope)}
    GROUP BY e.user_id, e.emp_id, e.emp_name
    ORDER BY owed DESC, e.emp_id`.execute(db);
  return result.rows.map((row) => ({ ...row, owed: Number(row.owed), approved: Number(row.approved) }));
}

// bigint sums arrive as strings from node-postgres.
function numbers(row: MonthSectorSum): MonthSectorSum {
  return { month: row.month, sector: Number(row.sector), n: Number(row.n), cents: Number(row.cents) };
}
