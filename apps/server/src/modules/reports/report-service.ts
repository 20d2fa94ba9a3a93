import {
  fillRate,
  PLACEMENT_STATUS,
  type ProgrammeReport,
  portalDayRange,
  type ReportQuery,
  reportMonths,
  reportPeriod,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { learnersWaiting, type ReportScope, type SplitRow } from './report-repository.ts';
import { type ReportParts, summaryParts } from './report-summary-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Medians to one decimal: a tenth of a day is as fine as anyone reads them.
const roundDays = (days: number | null | undefined) => (days == null ? null : Math.round(days * 10) / 10);

function byMonth(rows: SplitRow[], months: string[]): Map<string, number> {
  return new Map(rows.flatMap((row) => (row.month === null ? [] : [[months[row.month] ?? '', row.n]])));
}

function bySector(rows: SplitRow[]): Map<number, number> {
  return new Map(
    rows.flatMap((row) => (row.month === null && row.sector !== null ? [[row.sector, row.n]] : [])),
  );
}

/**
 * The programme report for a period of Port of Spain days (missing sides: the last 12 months) and
 * optionally one sector and one employer type: the funnel's counts, the fill rate, the median days to
 * each stage, the learners waiting for approval, and the series by month and by sector. Its parts are
 * read at once (no transaction: a report is a moment's picture, not a ledger), from the summaries
 * of migration 0036 (`readParts`: the tests' oracle reads the rows instead).
 */
export async function programmeReport(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  query: ReportQuery,
  readParts: (db: Deps['db'], scope: ReportScope) => Promise<ReportParts> = summaryParts,
): Promise<ProgrammeReport> {
  const now = clock.now();
  const { from, to } = reportPeriod(query, now);
  const range = portalDayRange(from, to);
  const months = reportMonths(from, to);
  const scope: ReportScope = {
    from: range.from!,
    before: range.before!,
    sector: query.sector,
    employerType: query.employerType,
    monthStarts: months.slice(1).map((month) => portalDayRange(`${month}-01`).from!),
    fromDay: from,
    toDay: to,
    months,
  };
  const [{ openings, applications, stages, placements }, waiting] = await Promise.all([
    readParts(db, scope),
    learnersWaiting(db),
  ]);
  const stage = (status: number) => stages.find((row) => row.status === status);
  const counted = (status: number) => stage(status)?.n ?? 0;
  const placed = counted(PLACEMENT_STATUS.PLACED);
  const [appsByMonth, placedByMonth] = [byMonth(applications, months), byMonth(placements, months)];
  const [appsBySector, placedBySector] = [bySector(applications), bySector(placements)];
  const sectors = [...new Set([...appsBySector.keys(), ...placedBySector.keys()])].map((sector) => ({
    sector,
    applications: appsBySector.get(sector) ?? 0,
    placed: placedBySector.get(sector) ?? 0,
  }));
  return {
    from,
    to,
    sector: query.sector ?? null,
    employerType: query.employerType ?? null,
    counts: {
      openings,
      applications: [...appsByMonth.values()].reduce((sum, n) => sum + n, 0),
      interviews: counted(PLACEMENT_STATUS.INTERVIEW_SCHEDULED),
      selected: counted(PLACEMENT_STATUS.SELECTED),
      placed,
      completed: counted(PLACEMENT_STATUS.COMPLETED),
      withdrawn: counted(PLACEMENT_STATUS.WITHDRAWN),
    },
    fillRate: fillRate(placed, openings),
    medianDays: {
      interview: roundDays(stage(PLACEMENT_STATUS.INTERVIEW_SCHEDULED)?.median),
      selection: roundDays(stage(PLACEMENT_STATUS.SELECTED)?.median),
      placement: roundDays(stage(PLACEMENT_STATUS.PLACED)?.median),
    },
    learnersWaiting: waiting.n,
    oldestWaitingDays: waiting.oldest
      ? Math.max(0, Math.floor((now.getTime() - new Date(waiting.oldest).getTime()) / DAY_MS))
      : null,
    byMonth: months.map((month) => ({
      month,
      applications: appsByMonth.get(month) ?? 0,
      placements: placedByMonth.get(month) ?? 0,
    })),
    bySector: sectors.sort(
      (a, b) => b.applications - a.applications || b.placed - a.placed || a.sector - b.sector,
    ),
  };
}
