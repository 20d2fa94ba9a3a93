import {
  AGREEMENT_MESSAGES,
  type AgreementConditions,
  type AgreementNoticeContext,
  agreementConfirmBy,
  DEFAULT_AGREEMENT_CONDITIONS,
  needsNewAgreementVersion,
  PLACEMENT_STATUS,
  type PlacementAgreement,
  portalToday,
  type SetPlacementHoursBody,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import {
  assertAgreementEmployer,
  assertAgreementLearner,
  assertMayReadAgreement,
} from './agreement-policy.ts';
import { toPlacementAgreement } from './agreement-presenters.ts';
import {
  type AgreementPlacementRow,
  type AgreementVersionRow,
  conditionsSetting,
  findAgreementPlacement,
  findVersion,
  insertQuestion,
  insertVersion,
  lockAgreementPlacement,
  markConfirmed,
  officeAdmins,
  questionsOf,
  saveConditions,
  saveHours,
  versionsOf,
} from './agreement-repository.ts';
import { learnerNameOf, termsHash, termsOf } from './agreement-terms.ts';

type Db = Kysely<Database>;

/** What the learner's notices of a version name. */
export function agreementNotice(
  deps: Pick<Deps, 'publicUrl'>,
  row: AgreementPlacementRow,
  version: { version: number; confirm_by: string },
): AgreementNoticeContext {
  return {
    learnerName: learnerNameOf(row),
    company: row.emp_name,
    jobTitle: row.title,
    version: version.version,
    confirmBy: version.confirm_by,
    agreementUrl: `${deps.publicUrl}/learner-dashboard?tab=applications`,
  };
}

/**
 * Draws a new version of a Placed placement's agreement when none exists or its recorded terms
 * changed since the latest (dates, hours, officers, level, employer, position, site); the learner is
 * told of every version after the first (the placing notice tells of the first). Call it with the
 * placement's row locked. Answers the versions, newest first.
 */
async function drawIfChanged(
  deps: Deps,
  trx: Db,
  row: AgreementPlacementRow,
  now: Date,
): Promise<AgreementVersionRow[]> {
  const versions = await versionsOf(trx, row.id);
  if (row.status !== PLACEMENT_STATUS.PLACED) return versions;
  const terms = termsOf(row, (await conditionsSetting(trx))?.conditions);
  const [latest] = versions;
  if (!needsNewAgreementVersion(latest?.terms ?? null, terms)) return versions;
  const version = (latest?.version ?? 0) + 1;
  const confirmBy = agreementConfirmBy(portalToday(now));
  await insertVersion(trx, {
    placementId: row.id,
    version,
    terms,
    termsHash: termsHash(terms),
    drawnAt: now,
    confirmBy,
  });
  if (latest) {
    await deps.notify(
      trx,
      {
        kind: 'agreement-changed',
        agreement: agreementNotice(deps, row, { version, confirm_by: confirmBy }),
      },
      { userId: row.learner_user_id, email: row.learner_email, name: learnerNameOf(row) },
    );
  }
  return versionsOf(trx, row.id);
}

/**
 * The placing's hook (and any other change of a placement's terms): in the caller's transaction,
 * draws the agreement's version when the placement is Placed and its terms are new. The placements
 * module calls it where a learner becomes Placed.
 */
export async function drawPlacementAgreement(
  deps: Deps,
  trx: Db,
  placementId: number,
  now: Date,
): Promise<void> {
  const row = await lockAgreementPlacement(trx, placementId);
  if (row) await drawIfChanged(deps, trx, row, now);
}

async function answer(trx: Db, placementId: number, versions: AgreementVersionRow[], now: Date) {
  const agreement = toPlacementAgreement(placementId, versions, await questionsOf(trx, placementId), now);
  if (!agreement) throw conflict(AGREEMENT_MESSAGES.agreementNoneYet);
  return agreement;
}

/**
 * A placement's agreement for its learner, its employer or an admin, drawn again first when its
 * terms changed. 404 unknown, 403 another's, 409 when it never had one (never placed).
 */
export async function readAgreement(
  deps: Deps,
  auth: AuthUser,
  placementId: number,
): Promise<PlacementAgreement> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockAgreementPlacement(trx, placementId);
    assertMayReadAgreement(auth, row);
    return answer(trx, placementId, await drawIfChanged(deps, trx, row, now), now);
  });
}

/** The learner's own Placed placement, locked, with its versions after drawing any new one. */
async function placedOfLearner(deps: Deps, trx: Db, auth: AuthUser, placementId: number, now: Date) {
  const row = await lockAgreementPlacement(trx, placementId);
  assertAgreementLearner(auth, row);
  if (row.status !== PLACEMENT_STATUS.PLACED) throw conflict(AGREEMENT_MESSAGES.agreementOnlyPlaced);
  const versions = await drawIfChanged(deps, trx, row, now);
  const [latest] = versions;
  if (!latest) throw conflict(AGREEMENT_MESSAGES.agreementNoneYet);
  return { row, versions, latest };
}

/** The learner confirms the latest version: 409 for an older one, one confirmed already, or not Placed. */
export async function confirmAgreement(
  deps: Deps,
  auth: AuthUser,
  params: { PlacementId: number; Version: number },
): Promise<PlacementAgreement> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { latest } = await placedOfLearner(deps, trx, auth, params.PlacementId, now);
    if (params.Version !== latest.version) throw conflict(AGREEMENT_MESSAGES.agreementNotLatest);
    if (!(await markConfirmed(trx, latest.id, auth.id, now)))
      throw conflict(AGREEMENT_MESSAGES.agreementAlreadyConfirmed);
    await recordAudit(
      trx,
      auth,
      'agreement.confirmed',
      { type: 'placement', id: params.PlacementId },
      {
        version: latest.version,
        termsHash: latest.terms_hash,
      },
    );
    // Read again, so the answer shows the confirmation.
    return answer(trx, params.PlacementId, await versionsOf(trx, params.PlacementId), now);
  });
}

/** The learner asks about the latest version: the question is kept and mailed to the office's admins. */
export async function queryAgreement(
  deps: Deps,
  auth: AuthUser,
  params: { PlacementId: number; Question: string },
): Promise<PlacementAgreement> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { row, versions, latest } = await placedOfLearner(deps, trx, auth, params.PlacementId, now);
    await insertQuestion(trx, {
      placementId: row.id,
      version: latest.version,
      question: params.Question,
      by: auth.id,
      at: now,
    });
    const question = {
      learnerName: learnerNameOf(row),
      learnerId: row.learner_username,
      company: row.emp_name,
      jobTitle: row.title,
      placementOfficer: row.placement_officer ?? '',
      version: latest.version,
      question: params.Question,
      placementsUrl: `${deps.publicUrl}/admin-dashboard?tab=placements`,
    };
    for (const admin of await officeAdmins(trx)) {
      const name = `${admin.first_name} ${admin.last_name}`.trim();
      await deps.notify(
        trx,
        { kind: 'agreement-question', question },
        { userId: admin.id, email: admin.email, name },
      );
    }
    return answer(trx, row.id, versions, now);
  });
}

/**
 * The employer states the hours a week and the days of its Placed placement; a change draws a new
 * version of the agreement (the learner is told). 403 another's, 409 not Placed.
 */
export async function setPlacementHours(deps: Deps, auth: AuthUser, body: SetPlacementHoursBody) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockAgreementPlacement(trx, body.placementId);
    assertAgreementEmployer(auth, row);
    if (row.status !== PLACEMENT_STATUS.PLACED) throw conflict(AGREEMENT_MESSAGES.agreementOnlyPlaced);
    const days = body.days.join(',');
    const changed = row.hours_per_week !== body.hoursPerWeek || row.work_days !== days;
    if (changed) {
      await saveHours(trx, row.id, body.hoursPerWeek, days);
      await recordAudit(
        trx,
        auth,
        'agreement.hours-set',
        { type: 'placement', id: row.id },
        {
          hoursPerWeek: body.hoursPerWeek,
          days,
        },
      );
    }
    const saved = { ...row, hours_per_week: body.hoursPerWeek, work_days: days };
    const [latest] = await drawIfChanged(deps, trx, saved, now);
    return {
      changed,
      data: {
        placementId: row.id,
        hoursPerWeek: body.hoursPerWeek,
        days: body.days,
        version: latest?.version ?? 0,
      },
    };
  });
}

/** The programme's conditions agreements state (the default text until the office writes its own). */
export async function agreementConditions({ db }: Deps): Promise<AgreementConditions> {
  const setting = await conditionsSetting(db);
  return {
    text: setting?.conditions ?? DEFAULT_AGREEMENT_CONDITIONS,
    updatedAt: setting?.updated_at?.toISOString() ?? null,
  };
}

/** The office changes its conditions: versions drawn from now on state them. */
export async function setAgreementConditions(
  deps: Deps,
  auth: AuthUser,
  text: string,
): Promise<AgreementConditions> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await saveConditions(trx, text, auth.id, now);
    await recordAudit(trx, auth, 'agreement.conditions-changed', {
      type: 'settings',
      id: 'agreement-conditions',
    });
  });
  return agreementConditions(deps);
}

/** A version's PDF for the placement's learner, its employer or an admin; 404 for an unknown version. */
export async function agreementPdf(deps: Deps, auth: AuthUser, placementId: number, version: number) {
  const row = await findAgreementPlacement(deps.db, placementId);
  assertMayReadAgreement(auth, row);
  const found = await findVersion(deps.db, placementId, version);
  if (!found) throw notFound(AGREEMENT_MESSAGES.agreementVersionNotFound);
  return renderAgreementPdf({
    version: found.version,
    terms: found.terms,
    drawnAt: found.drawn_at,
    confirmBy: found.confirm_by,
    confirmedAt: found.confirmed_at,
    fingerprint: found.terms_hash,
  });
}
