import {
  type AdminPlacementPage,
  type AdminPlacementsQuery,
  FIRST_SCHEDULE,
  isStipendLevel,
  levelForAmount,
  MESSAGES,
  type PlaceLearnerParams,
  type PlacementDetail,
  portalDayRange,
  stipendLevelProblem,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { drawPlacementAgreement } from '../agreements/agreement-service.ts';
import { officerNames } from '../officers/officer-service.ts';
import { pageAdminPlacements, placementHistory } from './admin-placement-repository.ts';
import { findPlacement, type PlacementRow } from './placement-repository.ts';
import { lettersByPlacement, newLettersHeld } from './placement-service.ts';
import { lockSelectedForPlacing, placeLocked } from './placing.ts';
import { changeFields, toEvaluation } from './presenters.ts';
import { privateNotesByPlacement } from './private-notes.ts';
import { type StipendBasis, stipendBasis } from './stipend.ts';
import { levelRateCentsOn } from './stipend-rate-repository.ts';

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// One placement

async function toDetail(db: Db, row: PlacementRow, now: Date): Promise<PlacementDetail> {
  // A fixed stipend is shown as fixed; the qualification behind it is in the audit trail.
  const fixed: StipendBasis = { monthly: row.monthly_stipend, qualification: null };
  const [history, stipend, letters, notes, held] = await Promise.all([
    placementHistory(db, row.id),
    row.monthly_stipend === null ? stipendBasis(db, row, now) : fixed,
    lettersByPlacement(db, [row.id]),
    privateNotesByPlacement(db, [row.id]),
    newLettersHeld(db, row.id),
  ]);
  const evaluation = toEvaluation(row);
  return {
    placementId: row.id,
    learnerId: row.learner_id,
    learnerName: `${row.first_name} ${row.last_name}`.trim(),
    employerId: row.emp_id,
    employerName: row.emp_name,
    positionTitle: row.title,
    sector: row.sector,
    placementStatus: row.status,
    placementType: row.placement_type,
    appliedAt: row.created_at.toISOString(),
    datePlaced: row.date_placed,
    startDate: row.start_date,
    endDate: row.end_date,
    placementOfficer: row.placement_officer,
    pmeOfficer: row.pme_officer,
    placementAssistant: row.placement_assistant,
    monthlyStipend: stipend.monthly,
    stipendQualification: stipend.qualification,
    history: history.map((h) => ({
      from: h.from_status,
      to: h.to_status,
      by: h.username,
      at: h.changed_at.toISOString(),
    })),
    ...(evaluation ? { evaluation } : {}),
    letters: letters.get(row.id) ?? [],
    lettersHeld: held,
    placementComments: row.comments,
    privateNotes: notes.get(row.id) ?? '',
    ...changeFields(row),
  };
}

export async function placementDetail({ db, clock }: Deps, placementId: number): Promise<PlacementDetail> {
  const row = await findPlacement(db, placementId);
  if (!row) throw notFound(MESSAGES.placementNotFound);
  return toDetail(db, row, clock.now());
}

/**
 * Places a Selected learner: status Placed, the dates and officers, the history row and the mails to
 * the learner and the employer, all in one transaction. 409 when not Selected (or placed already),
 * or when another placement of the learner is Placed on any of these days.
 */
export async function placeLearner(
  deps: Deps,
  admin: AuthUser,
  params: PlaceLearnerParams,
): Promise<PlacementDetail> {
  const { db, clock } = deps;
  const placementId = await db.transaction().execute(async (trx) => {
    const row = await lockSelectedForPlacing(trx, params.PlacementId);
    const names = await officerNames(trx, params);
    const stipend = await stipendBasis(trx, { ...row, start_date: params.StartDate }, clock.now());
    // The level whose first-schedule rate is the stipend: the months' rates follow its schedules.
    const defaultLevel = stipend.monthly === null ? null : levelForAmount(stipend.monthly);
    const problem = stipendLevelProblem(params, defaultLevel);
    if (problem) throw badRequest(problem, { StipendReason: problem });
    const chosen = await chosenStipend(trx, params, defaultLevel, stipend.monthly);
    await placeLocked(deps, trx, admin, row, {
      datePlaced: params.DatePlaced,
      startDate: params.StartDate,
      endDate: params.EndDate,
      placementOfficer: names.PlacementOfficer,
      pmeOfficer: names.PmeOfficer,
      placementAssistant: names.PlacementAssistant,
      monthlyStipend: chosen.monthly,
      stipendLevel: chosen.level,
      audit: {
        // The office confirmed it checked this qualification against the learner's certificate.
        qualificationChecked: params.QualificationChecked,
        stipendQualification: stipend.qualification?.qualificationType ?? null,
        stipendCertificate: stipend.qualification?.certificateName ?? null,
        // The level that qualification sets, and the office's own choice with its reason (issue 30).
        defaultStipendLevel: defaultLevel,
        ...(params.StipendReason ? { stipendReason: params.StipendReason } : {}),
      },
    });
    // The placement agreement's first version, from the terms just recorded (issue 29).
    await drawPlacementAgreement(deps, trx, row.id, clock.now());
    return row.id;
  });
  return placementDetail(deps, placementId);
}

/**
 * The level and monthly stipend (TTD) placing fixes: the default unless the office chose another
 * level, which pays that level's rate in the schedule in force on the start date.
 */
async function chosenStipend(
  trx: Db,
  params: PlaceLearnerParams,
  defaultLevel: number | null,
  defaultMonthly: number | null,
): Promise<{ level: number | null; monthly: number | null }> {
  const level = params.StipendLevel;
  if (level === undefined || level === defaultLevel || !isStipendLevel(level))
    return { level: defaultLevel, monthly: defaultMonthly };
  const cents = (await levelRateCentsOn(trx, level, params.StartDate)) ?? FIRST_SCHEDULE.rates[level];
  return { level, monthly: cents / 100 };
}

// ---------------------------------------------------------------------------------------------
// The Placements list

/** One page of placements across employers, newest applications first, with the total that match. */
export async function pagePlacements(
  { db, listExactCountUpTo }: Deps,
  query: AdminPlacementsQuery,
): Promise<AdminPlacementPage> {
  const filter = {
    search: query.search,
    status: query.status,
    sector: query.sector,
    employer: query.employer || undefined,
    ...portalDayRange(query.from, query.to),
  };
  const page = { page: query.page, pageSize: query.pageSize, cursor: query.cursor };
  const { rows, nextCursor, previousCursor, total } = await pageAdminPlacements(db, filter, page, {
    exact: query.count === 'exact',
    upTo: listExactCountUpTo,
  });
  return {
    items: rows.map((row) => ({
      placementId: row.id,
      learnerName: `${row.first_name} ${row.last_name}`.trim(),
      employerName: row.emp_name,
      positionTitle: row.title,
      sector: row.sector,
      placementStatus: row.status,
      appliedAt: row.created_at.toISOString(),
      datePlaced: row.date_placed,
    })),
    ...total,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor,
    previousCursor,
  };
}
