import {
  breakLengthDays,
  breakRefusal,
  canChangeCircumstance,
  endAfterBreak,
  MESSAGES,
  type PlacementBreak,
  type RecordBreakBody,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  lockPlacementForChange,
  movePlacementEnd,
  placementForTimesheet,
} from '../placements/placement-service.ts';
import { type BreakRow, breaksOf, insertBreak } from './changes-repository.ts';
import { changeNotices } from './notices.ts';

/** A break in the API's shape. */
function toBreak(row: BreakRow): PlacementBreak {
  return {
    breakId: row.id,
    placementId: row.placement_id,
    from: row.from_date,
    to: row.to_date,
    days: breakLengthDays(row.from_date, row.to_date),
    reason: row.reason,
    extendEnd: row.extend_end,
    recordedAt: row.recorded_at.toISOString(),
  };
}

/**
 * Records a break in training (issue 29) under the placement's lock: 409 unless Placed, unless the
 * break lies within its dates, or when it overlaps another break; the end date moves by the break's
 * length unless `extendEnd` is false; the learner and the employer are told; the audit records it.
 */
export async function recordBreak(
  deps: Deps,
  admin: AuthUser,
  body: RecordBreakBody,
): Promise<PlacementBreak> {
  const { db, clock, notify, publicUrl } = deps;
  return db.transaction().execute(async (trx) => {
    const row = await lockPlacementForChange(trx, body.placementId);
    if (!row) throw notFound(MESSAGES.placementNotFound);
    if (!canChangeCircumstance({ placementStatus: row.status })) throw conflict(MESSAGES.changeOnlyPlaced);
    const period = { from: body.from, to: body.to };
    const others = (await breaksOf(trx, row.id)).map((b) => ({ from: b.from_date, to: b.to_date }));
    const refused = breakRefusal(period, { start: row.start_date, end: row.end_date }, others);
    if (refused === 'outside') throw conflict(MESSAGES.breakOutsidePlacement);
    if (refused === 'overlap') throw conflict(MESSAGES.breakOverlaps);
    const now = clock.now();
    const endDate = endAfterBreak(row.end_date, period, body.extendEnd);
    if (endDate !== null && endDate !== row.end_date) await movePlacementEnd(trx, row.id, endDate, now);
    const saved = await insertBreak(trx, {
      placementId: row.id,
      ...period,
      reason: body.reason,
      extendEnd: body.extendEnd,
      by: admin.id,
      now,
    });
    await recordAudit(
      trx,
      admin,
      'placement.break-recorded',
      { type: 'placement', id: row.id },
      { learnerId: row.learner_id, empId: row.emp_id, ...period, extendEnd: body.extendEnd, endDate },
    );
    const change = { kind: 'break' as const, ...period, reason: body.reason, endDate };
    for (const notice of changeNotices(publicUrl, row, change))
      await notify(trx, notice.event, notice.recipient);
    return toBreak(saved);
  });
}

/** The breaks of a placement, earliest first; 404 for an unknown placement. */
export async function placementBreaks({ db }: Deps, placementId: number): Promise<PlacementBreak[]> {
  if (!(await placementForTimesheet(db, placementId))) throw notFound(MESSAGES.placementNotFound);
  return (await breaksOf(db, placementId)).map(toBreak);
}
