import {
  FUNDING_MESSAGES,
  formatTtd,
  portalToday,
  type ReimbursementClaim,
  reimbursedCents,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { placementForTimesheet } from '../placements/placement-service.ts';
import { presentClaims } from './claim-presenters.ts';
import {
  addClaimLine,
  approveClaimRow,
  claimLineRows,
  claimRows,
  insertEmployerPayment,
  isMonthConfirmed,
  lockClaim,
  lockClaimOfMonth,
  lockMonthForPayment,
} from './claim-repository.ts';
import { assertEmployerOfMonth } from './funding-policy.ts';
import { fundingModels } from './funding-service.ts';
import { livePaymentLines } from './payment-line-repository.ts';

type Db = Kysely<Database>;

const stipendUrl = (publicUrl: string) => `${publicUrl}/learner-dashboard?tab=stipend`;

/**
 * The employer confirms it paid an approved month of a placement it pays, once (409 for a month not
 * Approved, one the programme pays, one already confirmed, or one whose claim is approved already).
 * In one transaction: the confirmation, the month as a line of the employer's claim of that month
 * (made Pending when it has none; its amount the sum of its lines), the audit entry and the
 * learner's notice.
 */
export async function confirmStipendPaid(
  deps: Deps,
  auth: AuthUser,
  params: { TimesheetId: number; PaidOn: string; Reference: string },
) {
  const now = deps.clock.now();
  if (params.PaidOn > portalToday(now)) throw badRequest(FUNDING_MESSAGES.paidOnInFuture);
  return deps.db.transaction().execute(async (trx) => {
    const month = await lockMonthForPayment(trx, params.TimesheetId);
    assertEmployerOfMonth(auth, month);
    if (month.status !== 'Approved') throw conflict(FUNDING_MESSAGES.confirmOnlyApproved);
    const modelOf = await fundingModels(trx, [month.employer_user_id]);
    if (modelOf(month.employer_user_id, month.month, month.emp_type) !== 'employer')
      throw conflict(FUNDING_MESSAGES.confirmOnlyEmployerPaid);
    if (await isMonthConfirmed(trx, month.id)) throw conflict(FUNDING_MESSAGES.stipendAlreadyConfirmed);
    const claim = await lockClaimOfMonth(trx, month.employer_user_id, month.month, now);
    if (claim.status !== 'Pending') throw conflict(FUNDING_MESSAGES.claimOfMonthApproved);
    const reimbursed = reimbursedCents(month.amount_cents);
    const paid = { timesheetId: month.id, paidOn: params.PaidOn, reference: params.Reference };
    await insertEmployerPayment(trx, { ...paid, confirmedBy: auth.id, now });
    await addClaimLine(trx, {
      claimId: claim.id,
      timesheetId: month.id,
      stipendCents: month.amount_cents,
      amountCents: reimbursed,
      now,
    });
    await recordAudit(
      trx,
      auth,
      'stipend.paid-by-employer',
      { type: 'timesheet', id: month.id },
      { month: month.month, learnerId: month.learner_key, ...paid, claimId: claim.id },
    );
    await tellLearner(deps, trx, month.placement_id, {
      month: month.month,
      ...paid,
      amount: month.amount_cents,
    });
    return {
      timesheetId: month.id,
      month: month.month,
      learnerId: month.learner_key,
      paidOn: params.PaidOn,
      reference: params.Reference,
      amountCents: month.amount_cents,
      amountText: formatTtd(month.amount_cents),
      claimId: claim.id,
      reimbursedCents: reimbursed,
    };
  });
}

/** The learner's notice that their employer paid the month. */
async function tellLearner(
  deps: Deps,
  trx: Db,
  placementId: number,
  paid: { month: string; paidOn: string; reference: string; amount: number },
) {
  const placement = await placementForTimesheet(trx, placementId);
  if (!placement) return;
  await deps.notify(
    trx,
    {
      kind: 'stipend-paid-by-employer',
      context: {
        learnerName: placement.learnerName,
        company: placement.company,
        month: paid.month,
        paidOn: paid.paidOn,
        reference: paid.reference,
        amountText: formatTtd(paid.amount),
        stipendUrl: stipendUrl(deps.publicUrl),
      },
    },
    { userId: placement.learnerUserId, email: placement.learnerEmail, name: placement.learnerName },
  );
}

/** Claims with their lines and payments, newest first. */
async function readClaims(db: Db, filter: Parameters<typeof claimRows>[1]): Promise<ReimbursementClaim[]> {
  const claims = await claimRows(db, filter);
  const ids = claims.map((claim) => claim.id);
  const [lines, payments] = await Promise.all([
    claimLineRows(db, ids),
    livePaymentLines(db, 'claim_id', ids),
  ]);
  return presentClaims(claims, lines, payments);
}

/** The calling employer's claims, newest first. */
export function employerClaims({ db }: Deps, auth: AuthUser): Promise<ReimbursementClaim[]> {
  return readClaims(db, { employerUserId: auth.id });
}

/** Every employer's claims for the office, newest first, by status. */
export function adminClaims({ db }: Deps, query: { Status?: 'Pending' | 'Approved' | undefined }) {
  return readClaims(db, { status: query.Status });
}

/** The office approves a Pending claim (404 unknown, 409 otherwise), audited; the next run pays it. */
export async function approveClaim(deps: Deps, auth: AuthUser, claimId: number): Promise<ReimbursementClaim> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, claimId);
    if (!claim) throw notFound(FUNDING_MESSAGES.claimNotFound);
    if (claim.status !== 'Pending') throw conflict(FUNDING_MESSAGES.claimNotPending);
    await approveClaimRow(trx, claimId, auth.id, now);
    await recordAudit(
      trx,
      auth,
      'claim.approved',
      { type: 'claim', id: claimId },
      { month: claim.month, amountCents: claim.amount_cents },
    );
  });
  const [claim] = await readClaims(deps.db, { claimId });
  return claim!;
}
