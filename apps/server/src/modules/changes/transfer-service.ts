import {
  canChangeCircumstance,
  canExitOn,
  MESSAGES,
  PLACEMENT_STATUS,
  type PlacementDetail,
  portalToday,
  sameUsername,
  type TransferBody,
  type TransferOption,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { placementDetail } from '../placements/admin-placement-service.ts';
import {
  lockPlacementForChange,
  placeLocked,
  placementForTimesheet,
} from '../placements/placement-service.ts';
import { changeStatus } from '../placements/transitions.ts';
import { transferOptionsOf } from './changes-repository.ts';
import { changeNotices } from './notices.ts';

/**
 * Transfers a Placed learner to another employer (issue 29), in one transaction: the current
 * placement ends as Transferred (8) on `lastDay` naming the new one; the same learner's application
 * Selected by another employer is placed through the placing path (officers and stipend carried
 * over, type 5 Transfer, naming the old one). Overlapping dates answer 409 (migration 0019/0033).
 * Both employers and the learner are told. Answers the new placement.
 */
export async function transferPlacement(
  deps: Deps,
  admin: AuthUser,
  body: TransferBody,
): Promise<PlacementDetail> {
  const { db, clock, notify, publicUrl } = deps;
  const newId = await db.transaction().execute(async (trx) => {
    // The two placements in id order, so two transfers between the same pair wait for each other.
    const [firstId, secondId] = [body.placementId, body.newPlacementId].sort((a, b) => a - b) as [
      number,
      number,
    ];
    const first = await lockPlacementForChange(trx, firstId);
    const second = await lockPlacementForChange(trx, secondId);
    const current = firstId === body.placementId ? first : second;
    const next = firstId === body.placementId ? second : first;
    if (!current || !next) throw notFound(MESSAGES.placementNotFound);
    if (!canChangeCircumstance({ placementStatus: current.status }))
      throw conflict(MESSAGES.changeOnlyPlaced);
    if (!canExitOn(body.lastDay, { start: current.start_date, end: current.end_date }))
      throw conflict(MESSAGES.transferLastDayOutside);
    if (!sameUsername(next.learner_id, current.learner_id)) throw conflict(MESSAGES.transferNotSameLearner);
    if (next.status !== PLACEMENT_STATUS.SELECTED) throw conflict(MESSAGES.transferNotSelected);
    if (next.employer_user_id === current.employer_user_id) throw conflict(MESSAGES.transferSameEmployer);
    const now = clock.now();
    await changeStatus(deps, trx, admin, current, PLACEMENT_STATUS.TRANSFERRED, {
      now,
      set: { end_date: body.lastDay, transferred_to: next.id },
      audit: {
        action: 'placement.transferred',
        detail: { lastDay: body.lastDay, transferredTo: next.id, reason: body.reason },
      },
      notices: changeNotices(publicUrl, current, {
        kind: 'transfer-out',
        lastDay: body.lastDay,
        newCompany: next.emp_name,
      }),
    });
    await placeLocked(deps, trx, admin, next, {
      datePlaced: portalToday(now),
      startDate: body.startDate,
      endDate: body.endDate,
      placementOfficer: current.placement_officer ?? '',
      pmeOfficer: current.pme_officer ?? '',
      placementAssistant: current.placement_assistant ?? '',
      monthlyStipend: current.monthly_stipend,
      stipendLevel: current.stipend_level,
      transferredFrom: current.id,
      audit: { reason: body.reason },
    });
    // The new employer hears where the learner comes from (the placing mail says the rest).
    for (const notice of changeNotices(
      publicUrl,
      next,
      { kind: 'transfer-in', startDate: body.startDate, endDate: body.endDate, oldCompany: current.emp_name },
      { learner: false, employer: true },
    ))
      await notify(trx, notice.event, notice.recipient);
    return next.id;
  });
  return placementDetail(deps, newId);
}

/**
 * Where a placement's learner may be transferred (issue 29): their applications Selected by another
 * employer, the latest first; 404 for an unknown placement.
 */
export async function transferOptions({ db }: Deps, placementId: number): Promise<TransferOption[]> {
  if (!(await placementForTimesheet(db, placementId))) throw notFound(MESSAGES.placementNotFound);
  return (await transferOptionsOf(db, placementId)).map((row) => ({
    placementId: row.id,
    employerId: row.emp_id,
    employerName: row.emp_name,
    positionTitle: row.title,
    appliedAt: row.created_at.toISOString(),
  }));
}
