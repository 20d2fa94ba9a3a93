import {
  EXIT_REASONS,
  type ExitReason,
  monthOfPlacement,
  type PlacementLifeReport,
  portalDayRange,
  type ReportQuery,
  reportPeriod,
  roundAverage,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { earlyExitsIn, type LifeScope, reviewsSignedOffIn } from './placement-life-repository.ts';

/**
 * The placement life report (issue 29) for the programme report's period and filters: early exits
 * by reason and by the month of the placement they fell in (by exit date), the reviews signed off in
 * the period on time (by their due date, Port of Spain day), and their parts' average ratings.
 */
export async function placementLifeReport(
  { db, clock }: Deps,
  query: ReportQuery,
): Promise<PlacementLifeReport> {
  const { from, to } = reportPeriod(query, clock.now());
  const range = portalDayRange(from, to);
  const scope: LifeScope = {
    from,
    to,
    fromAt: range.from!,
    beforeAt: range.before!,
    sector: query.sector,
    employerType: query.employerType,
  };
  const [exits, reviews] = await Promise.all([earlyExitsIn(db, scope), reviewsSignedOffIn(db, scope)]);

  const byReason = new Map<ExitReason, number>(EXIT_REASONS.map((reason) => [reason, 0]));
  const byMonth: number[] = [];
  for (const exit of exits) {
    const reason = (EXIT_REASONS as readonly string[]).includes(exit.exit_reason ?? '')
      ? (exit.exit_reason as ExitReason)
      : 'other';
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    const month = monthOfPlacement(exit.start_date ?? exit.end_date, exit.end_date);
    for (let m = byMonth.length; m < month; m += 1) byMonth.push(0);
    byMonth[month - 1] = (byMonth[month - 1] ?? 0) + 1;
  }
  const signedOff = reviews?.n ?? 0;
  const onTime = reviews?.on_time ?? 0;
  return {
    from,
    to,
    sector: query.sector ?? null,
    employerType: query.employerType ?? null,
    earlyExits: {
      total: exits.length,
      byReason: EXIT_REASONS.map((reason) => ({ reason, count: byReason.get(reason) ?? 0 })),
      byMonth: byMonth.map((count, i) => ({ month: i + 1, count })),
    },
    reviewsOnTime: { signedOff, onTime, rate: signedOff > 0 ? onTime / signedOff : null },
    ratings: {
      reviews: signedOff,
      learner: roundAverage(reviews?.learner),
      attendance: roundAverage(reviews?.attendance),
      punctuality: roundAverage(reviews?.punctuality),
      quality: roundAverage(reviews?.quality),
      teamwork: roundAverage(reviews?.teamwork),
    },
  };
}
