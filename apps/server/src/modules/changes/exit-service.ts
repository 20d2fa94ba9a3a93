import {
  canChangeCircumstance,
  canExitOn,
  type EndEarlyBody,
  type ExitSurveyBody,
  exitReasonLabel,
  MESSAGES,
  PLACEMENT_STATUS,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { lockPlacementForChange } from '../placements/placement-service.ts';
import { changeStatus } from '../placements/transitions.ts';
import { exitSurveysDueOf, insertExitSurvey } from './changes-repository.ts';
import { changeNotices } from './notices.ts';
import { assertMayEndEarly, assertOwnExitSurvey } from './policy.ts';

/** Who ended a placement, as the notice names them. */
const ENDED_BY = { learner: 'the learner', employer: 'the employer', admin: 'the programme office' } as const;

/**
 * Ends a Placed placement early (issue 29), by its learner, its employer or an admin: 409 unless
 * Placed or when the date is outside its dates; status Exited early (9), the end date the exit date,
 * the reason, details, who and when kept; the other parties told; the audit records it.
 */
export async function endEarly(
  deps: Deps,
  auth: AuthUser,
  placementId: number,
  body: EndEarlyBody,
): Promise<void> {
  const { db, clock, publicUrl } = deps;
  await db.transaction().execute(async (trx) => {
    const row = await lockPlacementForChange(trx, placementId);
    assertMayEndEarly(auth, row);
    if (!canChangeCircumstance({ placementStatus: row.status })) throw conflict(MESSAGES.changeOnlyPlaced);
    if (!canExitOn(body.date, { start: row.start_date, end: row.end_date }))
      throw conflict(MESSAGES.exitDateOutside);
    const now = clock.now();
    const change = {
      kind: 'exit' as const,
      date: body.date,
      reason: exitReasonLabel(body.reason),
      by: ENDED_BY[auth.role as keyof typeof ENDED_BY] ?? ENDED_BY.admin,
    };
    await changeStatus(deps, trx, auth, row, PLACEMENT_STATUS.EXITED_EARLY, {
      now,
      set: {
        end_date: body.date,
        exit_reason: body.reason,
        exit_details: body.details,
        exited_by: auth.id,
        exited_at: now,
      },
      audit: { action: 'placement.exited-early', detail: { date: body.date, reason: body.reason } },
      // The one who ended it knows; the others are told.
      notices: changeNotices(publicUrl, row, change, {
        learner: auth.role !== 'learner',
        employer: auth.role !== 'employer',
      }),
    });
  });
}

/**
 * The learner's exit survey of their own placement that ended early, once: 409 when the placement
 * did not end early or the survey was answered already.
 */
export async function saveExitSurvey(deps: Deps, learner: AuthUser, body: ExitSurveyBody): Promise<void> {
  const { db, clock } = deps;
  await db.transaction().execute(async (trx) => {
    const row = await lockPlacementForChange(trx, body.placementId);
    assertOwnExitSurvey(learner, row);
    if (row.status !== PLACEMENT_STATUS.EXITED_EARLY) throw conflict(MESSAGES.exitSurveyNotExited);
    const saved = await insertExitSurvey(trx, {
      placementId: row.id,
      why: body.why,
      recommend: body.recommend,
      change: body.change,
      now: clock.now(),
    });
    if (!saved) throw conflict(MESSAGES.exitSurveyDone);
  });
}

/** The learner's own placements that ended early whose exit survey is still to answer. */
export async function exitSurveysDue({ db }: Deps, learner: AuthUser): Promise<number[]> {
  return exitSurveysDueOf(db, learner.id);
}
