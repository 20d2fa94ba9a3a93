import { type ReportQuery, reportMonths, reportPeriod, type StipendReport } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import {
  employerPaid,
  type MonthSectorSum,
  owedToEmployers,
  programmePaid,
  reimbursementsPaid,
  type StipendReportScope,
} from './stipend-report-repository.ts';

const total = (rows: readonly { cents: number }[]) => rows.reduce((sum, row) => sum + row.cents, 0);
const count = (rows: readonly { n: number }[]) => rows.reduce((sum, row) => sum + row.n, 0);

function byKey<K>(rows: readonly MonthSectorSum[], key: (row: MonthSectorSum) => K) {
  const sums = new Map<K, { cents: number; n: number }>();
  for (const row of rows) {
    const sum = sums.get(key(row)) ?? { cents: 0, n: 0 };
    sums.set(key(row), { cents: sum.cents + row.cents, n: sum.n + row.n });
  }
  return sums;
}

/**
 * The office's stipend report for the Reports tab's period and filters (missing sides: the last 12
 * months): the stipends paid by month, sector and funding, the reimbursements paid, and what the
 * programme owes employers today. Its parts are read at once, as the programme report's are.
 */
export async function stipendReport({ db, clock }: Deps, query: ReportQuery): Promise<StipendReport> {
  const { from, to } = reportPeriod(query, clock.now());
  const months = reportMonths(from, to);
  const scope: StipendReportScope = {
    fromMonth: months[0] ?? from.slice(0, 7),
    toMonth: months.at(-1) ?? to.slice(0, 7),
    sector: query.sector,
    employerType: query.employerType,
  };
  const [programme, employer, reimbursed, owed] = await Promise.all([
    programmePaid(db, scope),
    employerPaid(db, scope),
    reimbursementsPaid(db, scope),
    owedToEmployers(db, scope),
  ]);
  const [programmeByMonth, employerByMonth, reimbursedByMonth] = [programme, employer, reimbursed].map(
    (rows) => byKey(rows, (row) => row.month),
  );
  const [programmeBySector, employerBySector] = [programme, employer].map((rows) =>
    byKey(rows, (row) => row.sector),
  );
  const sectors = [...new Set([...programmeBySector!.keys(), ...employerBySector!.keys()])];
  const programmeCents = total(programme);
  const employerCents = total(employer);
  return {
    from,
    to,
    sector: query.sector ?? null,
    employerType: query.employerType ?? null,
    totals: {
      paidCents: programmeCents + employerCents,
      programmeCents,
      employerCents,
      reimbursedCents: total(reimbursed),
      owedToEmployersCents: owed.reduce((sum, row) => sum + row.owed, 0),
    },
    byMonth: months.map((month) => ({
      month,
      programmeCents: programmeByMonth!.get(month)?.cents ?? 0,
      employerCents: employerByMonth!.get(month)?.cents ?? 0,
      reimbursedCents: reimbursedByMonth!.get(month)?.cents ?? 0,
      months: (programmeByMonth!.get(month)?.n ?? 0) + (employerByMonth!.get(month)?.n ?? 0),
    })),
    bySector: sectors
      .map((sector) => ({
        sector,
        programmeCents: programmeBySector!.get(sector)?.cents ?? 0,
        employerCents: employerBySector!.get(sector)?.cents ?? 0,
        months: (programmeBySector!.get(sector)?.n ?? 0) + (employerBySector!.get(sector)?.n ?? 0),
      }))
      .sort(
        (a, b) =>
          b.programmeCents + b.employerCents - (a.programmeCents + a.employerCents) || a.sector - b.sector,
      ),
    byFunding: [
      { model: 'programme', paidCents: programmeCents, months: count(programme) },
      { model: 'employer', paidCents: employerCents, months: count(employer) },
    ],
    owedToEmployers: owed.map((row) => ({
      empId: row.empId,
      employerName: row.employerName,
      months: row.n,
      owedCents: row.owed,
      approvedCents: row.approved,
    })),
  };
}
