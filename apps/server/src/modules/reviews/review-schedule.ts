import {
  addDays,
  baseReviewDate,
  portalToday,
  REVIEW_HORIZON_DAYS,
  type ReviewBreak,
  reviewDueDates,
  shiftByBreaks,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  breaksOf,
  placedPlacements,
  type ReviewDue,
  type ReviewScope,
  reviewKeysOf,
  upsertReviews,
} from './review-repository.ts';

type Db = Kysely<Database>;

/**
 * Makes the rows of the reviews due up to today + 28 days for the scope's Placed placements, and
 * moves unsigned rows whose due date a break has moved since. Three reads and one write a thousand
 * rows whatever the number of placements (the rule is the domain's `reviewDueDates`); writes nothing
 * when the rows are as they should be, and two readers at once make each row once.
 */
export async function ensureReviews(db: Db, scope: ReviewScope, now: Date): Promise<void> {
  const [placements, breaks, existing] = await Promise.all([
    placedPlacements(db, scope),
    breaksOf(db, scope),
    reviewKeysOf(db, scope),
  ]);
  if (placements.length === 0) return;
  const until = addDays(portalToday(now), REVIEW_HORIZON_DAYS);
  const breaksBy = new Map<number, ReviewBreak[]>();
  for (const b of breaks) {
    const list = breaksBy.get(b.placement_id) ?? [];
    list.push({ from: b.from_date, to: b.to_date });
    breaksBy.set(b.placement_id, list);
  }
  const rows = new Map<string, { dueDate: string; signed: boolean }>();
  for (const r of existing)
    rows.set(`${r.placement_id}:${r.seq}`, { dueDate: r.due_date, signed: !!r.signed_off_at });
  const startOf = new Map(placements.map((p) => [p.id, p.start_date as string]));

  const writes: ReviewDue[] = [];
  for (const p of placements) {
    const placementBreaks = breaksBy.get(p.id) ?? [];
    const wanted = reviewDueDates({
      startDate: p.start_date as string,
      endDate: p.end_date,
      breaks: placementBreaks,
      until,
    });
    for (const due of wanted) {
      if (!rows.has(`${p.id}:${due.seq}`)) writes.push({ placementId: p.id, ...due });
    }
  }
  // An unsigned row keeps up with the breaks, even once moved past the horizon.
  for (const r of existing) {
    if (r.signed_off_at) continue;
    const start = startOf.get(r.placement_id);
    if (!start) continue;
    const dueDate = shiftByBreaks(baseReviewDate(start, r.seq), breaksBy.get(r.placement_id) ?? []);
    if (dueDate !== r.due_date) writes.push({ placementId: r.placement_id, seq: r.seq, dueDate });
  }
  if (writes.length > 0) await upsertReviews(db, writes, now);
}
