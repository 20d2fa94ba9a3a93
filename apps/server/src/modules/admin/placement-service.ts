import {
  type AddOfficerParams,
  type AdminPlacementPage,
  type AdminPlacementsQuery,
  canPlace,
  MESSAGES,
  OFFICER_PARAMETERS,
  OFFICER_ROLE_NAMES,
  type Officer,
  officerRoleMessage,
  PLACEMENT_STATUS,
  type PlaceLearnerParams,
  type PlacementDetail,
  placedOverlapMessage,
  portalDayRange,
  portalToday,
  QUALIFICATIONS,
  type StipendQualification,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { employerPlacedMail, learnerPlacedMail, type PlacedMailContext } from '../../mail/templates.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  findPlacement,
  insertStatusChange,
  lockPlacement,
  type PlacementRow,
} from '../employer/placement-repository.ts';
import { privateNotesByPlacement } from '../employer/private-notes.ts';
import { toEvaluation } from '../employer/records.ts';
import { newLettersHeld } from '../letters/letter-hold-service.ts';
import { lettersByPlacement } from '../letters/letter-service.ts';
import {
  countAdminPlacements,
  deactivateOfficer,
  findOfficer,
  findOfficers,
  insertOfficer,
  learnerQualifications,
  listActiveOfficers,
  listAdminPlacements,
  lockLearnerAccount,
  markPlaced,
  overlappingPlacement,
  type PlacingValues,
  placementHistory,
  placementLearner,
  stipendRatesOn,
} from './placement-repository.ts';

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// Officers

export async function officers(db: Db): Promise<Officer[]> {
  return listActiveOfficers(db);
}

/** Adds an officer (or brings back a removed one of that name); 409 when an active one has the name. */
export async function addOfficer(db: Db, params: AddOfficerParams): Promise<Officer> {
  const id = await insertOfficer(db, params.Name, params.Role);
  if (id === undefined) throw conflict(MESSAGES.officerNameTaken);
  return { id, name: params.Name, role: params.Role, active: true };
}

/** Makes an officer inactive: no longer offered, still named on the placements it was given. */
export async function removeOfficer(db: Db, officerId: number): Promise<void> {
  const officer = await findOfficer(db, officerId);
  if (!officer) throw notFound(MESSAGES.officerNotFound);
  if (!(await deactivateOfficer(db, officerId))) throw conflict(MESSAGES.officerAlreadyRemoved);
}

// ---------------------------------------------------------------------------------------------
// One placement

const QUALIFICATION_IDS = new Map(QUALIFICATIONS.map((q) => [q.name.toLowerCase(), q.id as number]));

interface StipendBasis {
  /** TTD a month; null when no qualification the learner lists has a rate. */
  monthly: number | null;
  /** The listed qualification that pays it (the first listed of equals). */
  qualification: StipendQualification | null;
}

/**
 * The learner's monthly stipend and the qualification that sets it: the highest rate among their
 * qualifications, at the rates that apply on the placement's start date (today before it is placed).
 */
async function stipendBasis(
  db: Db,
  row: Pick<PlacementRow, 'learner_user_id' | 'start_date'>,
): Promise<StipendBasis> {
  const listed = await learnerQualifications(db, row.learner_user_id);
  const idOf = (type: string) => QUALIFICATION_IDS.get(type.trim().toLowerCase());
  const ids = [...new Set(listed.map((q) => idOf(q.qualification_type)).filter((id) => id !== undefined))];
  const rates = await stipendRatesOn(db, ids, row.start_date ?? portalToday());
  let best: StipendBasis = { monthly: null, qualification: null };
  for (const q of listed) {
    const id = idOf(q.qualification_type);
    const rate = id === undefined ? undefined : rates.get(id);
    if (rate !== undefined && (best.monthly === null || rate > best.monthly)) {
      best = {
        monthly: rate,
        qualification: { qualificationType: q.qualification_type, certificateName: q.certificate_name },
      };
    }
  }
  return best;
}

async function toDetail(db: Db, row: PlacementRow): Promise<PlacementDetail> {
  // A fixed stipend is shown as fixed; the qualification behind it is in the audit trail.
  const fixed: StipendBasis = { monthly: row.monthly_stipend, qualification: null };
  const [history, stipend, letters, notes, held] = await Promise.all([
    placementHistory(db, row.id),
    row.monthly_stipend === null ? stipendBasis(db, row) : fixed,
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
  };
}

export async function placementDetail(db: Db, placementId: number): Promise<PlacementDetail> {
  const row = await findPlacement(db, placementId);
  if (!row) throw notFound(MESSAGES.placementNotFound);
  return toDetail(db, row);
}

/** The names of the three officers, each an active officer of its parameter's role (400 naming it otherwise). */
async function officerNames(db: Db, params: PlaceLearnerParams) {
  const entries = Object.entries(OFFICER_PARAMETERS) as [keyof typeof OFFICER_PARAMETERS, Officer['role']][];
  const found = await findOfficers(
    db,
    entries.map(([parameter]) => params[parameter]),
  );
  const names = {} as Record<keyof typeof OFFICER_PARAMETERS, string>;
  const fields: Record<string, string> = {};
  for (const [parameter, role] of entries) {
    const officer = found.find((o) => o.id === params[parameter]);
    if (officer?.active && officer.role === role) names[parameter] = officer.name;
    else fields[parameter] = officerRoleMessage(parameter, OFFICER_ROLE_NAMES[role]);
  }
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return names;
}

/**
 * Places a Selected learner: status Placed, the dates and officers, the history row and the mails to
 * the learner and the employer, all in one transaction. 409 when not Selected (or placed already),
 * or when another placement of the learner is Placed on any of these days.
 */
export async function placeLearner(
  db: Db,
  admin: AuthUser,
  params: PlaceLearnerParams,
  publicUrl: string,
): Promise<PlacementDetail> {
  const placementId = await db.transaction().execute(async (trx) => {
    // The learner's account first (as deleting an account locks it), then the placement: two
    // placings of one learner wait for each other, so the second sees the first's dates.
    const learnerUserId = await placementLearner(trx, params.PlacementId);
    if (learnerUserId === undefined) throw notFound(MESSAGES.placementNotFound);
    await lockLearnerAccount(trx, learnerUserId);
    const row = await lockPlacement(trx, params.PlacementId);
    if (!row) throw notFound(MESSAGES.placementNotFound);
    if (row.status === PLACEMENT_STATUS.PLACED) throw conflict(MESSAGES.alreadyPlaced);
    if (!canPlace({ placementStatus: row.status })) throw conflict(MESSAGES.placeOnlySelected);
    const names = await officerNames(trx, params);
    const dates = { start: params.StartDate, end: params.EndDate };
    const other = await overlappingPlacement(trx, row.learner_user_id, row.id, dates);
    if (other) throw conflict(placedOverlapMessage(other.start_date ?? params.StartDate, other.end_date));
    const stipend = await stipendBasis(trx, { ...row, start_date: params.StartDate });
    const values: PlacingValues = {
      datePlaced: params.DatePlaced,
      startDate: params.StartDate,
      endDate: params.EndDate,
      placementOfficer: names.PlacementOfficer,
      pmeOfficer: names.PmeOfficer,
      placementAssistant: names.PlacementAssistant,
      monthlyStipend: stipend.monthly,
    };
    if (!(await markPlaced(trx, row.id, values))) throw conflict(MESSAGES.alreadyPlaced);
    await insertStatusChange(trx, {
      placementId: row.id,
      from: row.status,
      to: PLACEMENT_STATUS.PLACED,
      by: admin.id,
    });
    await recordAudit(
      trx,
      admin,
      'placement.placed',
      { type: 'placement', id: row.id },
      {
        learnerId: row.learner_id,
        empId: row.emp_id,
        startDate: params.StartDate,
        endDate: params.EndDate,
        monthlyStipend: values.monthlyStipend,
        // The office confirmed it checked this qualification against the learner's certificate.
        qualificationChecked: params.QualificationChecked,
        stipendQualification: stipend.qualification?.qualificationType ?? null,
        stipendCertificate: stipend.qualification?.certificateName ?? null,
      },
    );
    const learnerName = `${row.first_name} ${row.last_name}`.trim();
    const context: Omit<PlacedMailContext, 'dashboardUrl'> = {
      ...values,
      learnerName,
      company: row.emp_name,
      jobTitle: row.title,
    };
    await enqueueMail(trx, {
      ...learnerPlacedMail(row.account_email, {
        ...context,
        dashboardUrl: `${publicUrl}/learner-dashboard?tab=applications`,
      }),
      toUserId: row.learner_user_id,
    });
    await enqueueMail(trx, {
      ...employerPlacedMail(row.employer_email, row.emp_p_name || row.emp_name, {
        ...context,
        dashboardUrl: `${publicUrl}/employer-dashboard?tab=applications`,
      }),
      toUserId: row.employer_user_id,
    });
    return row.id;
  });
  return placementDetail(db, placementId);
}

// ---------------------------------------------------------------------------------------------
// The Placements list

/** One page of placements across employers, newest applications first, with the total that match. */
export async function pagePlacements(db: Db, query: AdminPlacementsQuery): Promise<AdminPlacementPage> {
  const filter = {
    search: query.search,
    status: query.status,
    sector: query.sector,
    employer: query.employer || undefined,
    ...portalDayRange(query.from, query.to),
  };
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listAdminPlacements(db, filter, page),
    countAdminPlacements(db, filter),
  ]);
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
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
