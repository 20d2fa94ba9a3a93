import { isStipendLevel, portalMonth } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { placedPlacementsInMonth } from '../placements/placed-placements-service.ts';
import { placementsForTimesheet } from '../placements/placement-service.ts';
import { monthCalendar, monthFigures } from './figures.ts';
import { recordsOfMonth } from './reminder-repository.ts';
import { insertDraft } from './timesheet-repository.ts';

/** The month before `month` (`2027-01` → `2026-12`). */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Opens the months the office must see: for every Placed placement covering the current month or the
 * one before, an empty Draft where the learner has not opened it yet, so the office's Timesheets view
 * lists the months not yet submitted too (a month nobody opened would otherwise not exist). A
 * placement without a stipend level is left for the office (its months answer 409 until it has one).
 * Idempotent: a month that exists is left as it is. Answers how many months it opened.
 */
export async function openPlacedMonths(deps: Deps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const current = portalMonth(now);
  let opened = 0;
  for (const month of [previousMonth(current), current]) {
    const [placed, existing] = await Promise.all([
      placedPlacementsInMonth(db, month),
      recordsOfMonth(db, month),
    ]);
    const have = new Set(existing.map((row) => row.placement_id));
    const missing = placed.filter((p) => !have.has(p.placementId)).map((p) => p.placementId);
    if (missing.length === 0) continue;
    const [placements, calendar] = await Promise.all([
      placementsForTimesheet(db, missing),
      monthCalendar(db, month),
    ]);
    for (const placement of placements.values()) {
      if (!isStipendLevel(placement.stipendLevel)) continue;
      await insertDraft(db, {
        placementId: placement.id,
        learnerUserId: placement.learnerUserId,
        employerUserId: placement.employerUserId,
        month,
        figures: monthFigures(placement, calendar, []),
        now,
      });
      opened += 1;
    }
  }
  return opened;
}
