import {
  addDays,
  type Caseload,
  type CaseloadItem,
  type CaseloadKind,
  caseloadItemText,
  cutOffDayOf,
  isAgreementOverdue,
  isBreakEndingSoon,
  MESSAGES,
  monthAttention,
  monthWindowStart,
  nextMonth,
  placementWorkingDays,
  portalMonth,
  portalToday,
  REVIEW_DUE_WINDOW_DAYS,
  reviewStatus,
  sortCaseloadItems,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { ensureReviews } from '../reviews/review-schedule.ts';
import {
  caseloadBreaks,
  caseloadMonths,
  caseloadPlacements,
  highRiskReviews,
  holidayDates,
  officerById,
  openReviews,
  unconfirmedAgreements,
} from './caseload-repository.ts';

type Item = Omit<CaseloadItem, 'learnerName' | 'employerName'>;
type Break = { from: string; to: string };

/** Each kind's count in the answer. */
const COUNTED: Record<CaseloadKind, keyof Caseload['counts']> = {
  'agreement-overdue': 'agreementsOverdue',
  'agreement-unconfirmed': 'agreementsNotConfirmed',
  'review-due': 'reviewsDue',
  'review-overdue': 'reviewsOverdue',
  'month-not-submitted': 'monthsWaiting',
  'month-not-approved': 'monthsWaiting',
  'high-risk': 'highRisk',
  'break-ending': 'breaksEndingSoon',
};

/**
 * An officer's caseload (issue 29): their Placed placements (named in any of the three roles) and
 * what in them needs attention today. The reviews are made first (as the office's list makes them);
 * 404 for an officer not on the list.
 */
export async function officerCaseload({ db, clock }: Deps, officerId: number): Promise<Caseload> {
  const now = clock.now();
  const officer = await officerById(db, officerId);
  if (!officer) throw notFound(MESSAGES.officerNotFound);
  await ensureReviews(db, { officerName: officer.name }, now);
  const today = portalToday(now);
  const current = portalMonth(now);
  const previous = addDays(`${current}-01`, -1).slice(0, 7);
  const [placements, agreements, reviews, risky, breaks, months, holidays] = await Promise.all([
    caseloadPlacements(db, officer.name),
    unconfirmedAgreements(db, officer.name),
    openReviews(db, officer.name, addDays(today, REVIEW_DUE_WINDOW_DAYS)),
    highRiskReviews(db, officer.name),
    caseloadBreaks(db, officer.name),
    caseloadMonths(db, officer.name, [previous, current]),
    holidayDates(db, `${previous}-01`, `${nextMonth(current)}-31`),
  ]);

  const items: Item[] = [];
  const add = (item: Omit<Item, 'reviewId'> & { reviewId?: number }) =>
    items.push({ ...item, reviewId: item.reviewId ?? null });

  for (const a of agreements) {
    const overdue = isAgreementOverdue(a.confirm_by, today, false);
    add({
      placementId: a.placement_id,
      kind: overdue ? 'agreement-overdue' : 'agreement-unconfirmed',
      dueDate: a.confirm_by,
      text: (overdue ? caseloadItemText.agreementOverdue : caseloadItemText.agreementUnconfirmed)(
        a.version,
        a.confirm_by,
      ),
    });
  }
  for (const r of reviews) {
    const status = reviewStatus(
      { dueDate: r.due_date, scheduledAt: r.scheduled_at, signedOffAt: null },
      today,
    );
    if (status !== 'due' && status !== 'overdue') continue;
    const overdue = status === 'overdue';
    add({
      placementId: r.placement_id,
      reviewId: r.id,
      kind: overdue ? 'review-overdue' : 'review-due',
      dueDate: r.due_date,
      text: (overdue ? caseloadItemText.reviewOverdue : caseloadItemText.reviewDue)(r.seq, r.due_date),
    });
  }
  for (const r of risky) {
    const signedOn = portalToday(r.signed_off_at as Date);
    add({
      placementId: r.placement_id,
      reviewId: r.id,
      kind: 'high-risk',
      dueDate: signedOn,
      text: caseloadItemText.highRisk(r.seq, signedOn),
    });
  }
  const breaksBy = new Map<number, Break[]>();
  for (const b of breaks) {
    breaksBy.set(b.placement_id, [
      ...(breaksBy.get(b.placement_id) ?? []),
      { from: b.from_date, to: b.to_date },
    ]);
    if (!isBreakEndingSoon(b.to_date, today)) continue;
    add({
      placementId: b.placement_id,
      kind: 'break-ending',
      dueDate: b.to_date,
      text: caseloadItemText.breakEnding(b.from_date, b.to_date),
    });
  }
  const stateOf = new Map(months.map((m) => [`${m.placement_id}:${m.month}`, m.status]));
  const watched = today >= monthWindowStart(current, holidays) ? [previous, current] : [previous];
  for (const p of placements) {
    for (const month of watched) {
      const days = placementWorkingDays(
        month,
        holidays,
        p.start_date as string,
        p.end_date,
        breaksBy.get(p.id),
      );
      if (days.length === 0) continue;
      const kind = monthAttention(stateOf.get(`${p.id}:${month}`) ?? null);
      if (!kind) continue;
      const cutOffDay = cutOffDayOf(month, holidays);
      const text =
        kind === 'month-not-approved'
          ? caseloadItemText.monthNotApproved
          : caseloadItemText.monthNotSubmitted;
      add({ placementId: p.id, kind, dueDate: cutOffDay, text: text(month, cutOffDay) });
    }
  }

  const names = new Map(
    placements.map((p) => [
      p.id,
      { learnerName: `${p.first_name} ${p.last_name}`.trim(), employerName: p.emp_name },
    ]),
  );
  const counts: Caseload['counts'] = {
    agreementsNotConfirmed: 0,
    agreementsOverdue: 0,
    reviewsDue: 0,
    reviewsOverdue: 0,
    monthsWaiting: 0,
    highRisk: 0,
    breaksEndingSoon: 0,
  };
  for (const item of items) counts[COUNTED[item.kind]] += 1;
  return {
    officer: { id: officer.id, name: officer.name },
    placements: placements.length,
    counts,
    items: sortCaseloadItems(items, today).map((item) => ({
      ...item,
      ...(names.get(item.placementId) ?? { learnerName: '', employerName: '' }),
    })),
  };
}
