import {
  type ApplyForOjtParams,
  isOpeningOpen,
  JOB_POSITION_STATUS,
  MESSAGES,
  PLACEMENT_STATUS,
  type PlacementItem,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { openingById } from '../openings/opening-service.ts';
import { employerNotice } from './learner-application-service.ts';
import { insertPlacement, lockPlacement } from './placement-repository.ts';
import { assertAppliesForSelf } from './policy.ts';
import { toPlacementItem } from './presenters.ts';
import { changeStatus } from './transitions.ts';

/**
 * A learner applies for an opening (PRODUCT.md §4): only for themselves (403), only to an active
 * opening of an active position whose window contains now (409), once per opening (409). The
 * application starts as Applied, and that first status is recorded in its history; the employer is
 * mailed, and the learner gets a confirmation, in the same transaction. Two simultaneous applies: the unique key lets one in, the other is 409.
 */
export async function applyForOjt(
  deps: Deps,
  auth: AuthUser,
  params: ApplyForOjtParams,
): Promise<PlacementItem> {
  const { db, publicUrl, clock } = deps;
  assertAppliesForSelf(auth, params.LearnerId);
  return db.transaction().execute(async (trx) => {
    const opening = await openingById(trx, params.JobOpeningId);
    if (!opening) throw notFound(MESSAGES.jobOpeningNotFound);
    const now = clock.now();
    const open = isOpeningOpen(
      { status: opening.status, opensAt: opening.opens_at, closesAt: opening.closes_at },
      now,
    );
    if (!open) throw conflict(MESSAGES.openingNotAccepting);
    if (opening.position_status !== JOB_POSITION_STATUS.ACTIVE) throw conflict(MESSAGES.positionNotAccepting);
    const id = await insertPlacement(trx, {
      learnerUserId: auth.id,
      openingId: opening.id,
      placementType: params.PlacementType,
      status: PLACEMENT_STATUS.APPLIED,
      at: now,
    });
    if (id === undefined) throw conflict(MESSAGES.alreadyApplied);
    // Read with the learner's account email, for their confirmation (the row is new: nobody waits on it).
    const row = (await lockPlacement(trx, id))!;
    const notices = await employerNotice(trx, row, publicUrl, (context) => ({
      kind: 'application-received',
      context,
      placementType: params.PlacementType,
    }));
    notices.push({
      event: {
        kind: 'application-sent',
        context: {
          learnerName: `${row.first_name} ${row.last_name}`.trim(),
          company: row.emp_name,
          jobTitle: row.title,
          applicationsUrl: `${publicUrl}/learner-dashboard?tab=applications`,
        },
        placementType: params.PlacementType,
      },
      recipient: { userId: auth.id, email: row.account_email },
    });
    await changeStatus(deps, trx, auth, { ...row, status: null }, PLACEMENT_STATUS.APPLIED, { now, notices });
    return toPlacementItem(row, []);
  });
}
