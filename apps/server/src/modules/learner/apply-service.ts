import {
  type ApplyForOjtParams,
  JOB_OPENING_STATUS,
  JOB_POSITION_STATUS,
  MESSAGES,
  PLACEMENT_STATUS,
  type PlacementItem,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { applicationReceivedMail } from '../../mail/learner-templates.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findOpening } from '../employer/job-repository.ts';
import { findPlacement, insertPlacement, insertStatusChange } from '../employer/placement-repository.ts';
import { toPlacementItem } from '../employer/records.ts';
import { mailEmployerAbout } from './application-service.ts';

/**
 * A learner applies for an opening (PRODUCT.md §4): only for themselves (403), only to an active
 * opening of an active position whose window contains now (409), once per opening (409). The
 * application starts as Applied, and that first status is recorded in its history; the employer is
 * mailed in the same transaction. Two simultaneous applies: the unique key lets one in, the other is 409.
 */
export async function applyForOjt(
  db: Kysely<Database>,
  auth: AuthUser,
  params: ApplyForOjtParams,
  publicUrl: string,
): Promise<PlacementItem> {
  if (params.LearnerId.toLowerCase() !== auth.username.toLowerCase())
    throw forbidden(MESSAGES.learnerIdNotCaller);
  return db.transaction().execute(async (trx) => {
    const opening = await findOpening(trx, params.JobOpeningId);
    if (!opening) throw notFound(MESSAGES.jobOpeningNotFound);
    const now = new Date();
    const open =
      opening.status === JOB_OPENING_STATUS.ACTIVE && opening.opens_at <= now && opening.closes_at > now;
    if (!open) throw conflict(MESSAGES.openingNotAccepting);
    if (opening.position_status !== JOB_POSITION_STATUS.ACTIVE) throw conflict(MESSAGES.positionNotAccepting);
    const id = await insertPlacement(trx, {
      learnerUserId: auth.id,
      openingId: opening.id,
      placementType: params.PlacementType,
      status: PLACEMENT_STATUS.APPLIED,
    });
    if (id === undefined) throw conflict(MESSAGES.alreadyApplied);
    await insertStatusChange(trx, { placementId: id, from: null, to: PLACEMENT_STATUS.APPLIED, by: auth.id });
    const row = (await findPlacement(trx, id))!;
    await mailEmployerAbout(trx, row, publicUrl, (context) =>
      applicationReceivedMail(context, params.PlacementType),
    );
    return toPlacementItem(row, []);
  });
}
