import {
  type EmployerFunding,
  FUNDING_MESSAGES,
  type FundingModel,
  fundingForMonth,
  MESSAGES,
  monthInWords,
  nextMonth,
  portalMonth,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findEmployer } from '../accounts/directory-service.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  type FundingSettingRow,
  fundingSettings,
  latestSettledMonth,
  upsertFunding,
} from './funding-repository.ts';

type Db = Kysely<Database>;

/** The setting in force for a month (the latest from that month or before), or the type's default. */
export function fundingInForce(
  settings: readonly FundingSettingRow[],
  month: string,
  employerType: number | null,
): EmployerFunding {
  const model = fundingForMonth(settings, month, employerType);
  const from = settings.filter((s) => s.fromMonth <= month).at(-1);
  return { model, fromMonth: from?.fromMonth ?? null };
}

/** Who pays each month of these employers: `modelOf(employerUserId, month, employerType)`. */
export async function fundingModels(db: Db, employerUserIds: readonly number[]) {
  const byEmployer = new Map<number, FundingSettingRow[]>();
  for (const setting of await fundingSettings(db, employerUserIds)) {
    const list = byEmployer.get(setting.employerUserId) ?? [];
    list.push(setting);
    byEmployer.set(setting.employerUserId, list);
  }
  return (employerUserId: number, month: string, employerType: number | null): FundingModel =>
    fundingForMonth(byEmployer.get(employerUserId) ?? [], month, employerType);
}

/** One employer's funding in force this month (Port of Spain), for its record. */
export async function employerFundingNow(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  employer: { userId: number; empType: number | null },
): Promise<EmployerFunding> {
  const settings = await fundingSettings(db, [employer.userId]);
  return fundingInForce(settings, portalMonth(clock.now()), employer.empType);
}

/**
 * The office sets who pays an employer's trainees from a month on, with a reason (404 for an unknown
 * EmpId; 409 from a month already paid, in a run or confirmed): the setting of that month is saved (replacing one of the same month) and audited. Answers
 * the setting and the funding in force now.
 */
export async function setEmployerFunding(
  deps: Deps,
  auth: AuthUser,
  params: { EmpId: string; Model: FundingModel; FromMonth: string; Reason: string },
) {
  const now = deps.clock.now();
  const found = await findEmployer(deps.db, params.EmpId);
  if (!found) throw notFound(MESSAGES.employerDetailsNotFound);
  const employerUserId = found.row.user_id;
  await deps.db.transaction().execute(async (trx) => {
    // A month already paid (or in a run, or confirmed by the employer) keeps the funding it was paid under.
    const settled = await latestSettledMonth(trx, employerUserId);
    if (settled && params.FromMonth <= settled)
      throw conflict(
        FUNDING_MESSAGES.fundingMonthSettled(monthInWords(settled), monthInWords(nextMonth(settled))),
      );
    await upsertFunding(trx, {
      employerUserId,
      model: params.Model,
      fromMonth: params.FromMonth,
      reason: params.Reason,
      setBy: auth.id,
      now,
    });
    await recordAudit(
      trx,
      auth,
      'employer.funding-set',
      { type: 'employer', id: found.row.emp_id },
      { model: params.Model, fromMonth: params.FromMonth, reason: params.Reason },
    );
  });
  const funding = await employerFundingNow(deps, { userId: employerUserId, empType: found.row.emp_type });
  return {
    empId: found.row.emp_id,
    model: params.Model,
    fromMonth: params.FromMonth,
    reason: params.Reason,
    funding,
  };
}
