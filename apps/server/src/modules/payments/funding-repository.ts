import type { FundingModel } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** One setting of the office (0029 `employer_funding`): an employer's model from a month on. */
export interface FundingSettingRow {
  employerUserId: number;
  model: FundingModel;
  fromMonth: string;
}

/** The office's settings of these employers, oldest month first. */
export async function fundingSettings(
  db: Db,
  employerUserIds: readonly number[],
): Promise<FundingSettingRow[]> {
  if (employerUserIds.length === 0) return [];
  const rows = await db
    .selectFrom('employer_funding')
    .select(['employer_user_id', 'model', 'from_month'])
    .where('employer_user_id', 'in', [...new Set(employerUserIds)])
    .orderBy('from_month')
    .execute();
  return rows.map((row) => ({
    employerUserId: row.employer_user_id,
    model: row.model,
    fromMonth: row.from_month,
  }));
}

/** Saves an employer's model from a month on: a second setting of the same month replaces the first. */
export async function upsertFunding(
  trx: Db,
  values: {
    employerUserId: number;
    model: FundingModel;
    fromMonth: string;
    reason: string;
    setBy: number;
    now: Date;
  },
): Promise<void> {
  const change = { model: values.model, reason: values.reason, set_by: values.setBy, set_at: values.now };
  await trx
    .insertInto('employer_funding')
    .values({ employer_user_id: values.employerUserId, from_month: values.fromMonth, ...change })
    .onConflict((oc) => oc.columns(['employer_user_id', 'from_month']).doUpdateSet(change))
    .execute();
}

/**
 * The latest month of an employer's placements already settled under the funding in force: in a live
 * payment line that is pending or paid (the programme pays it), or confirmed paid by the employer.
 * Null when none is. Read after locking the employer's row, so a run made at once waits.
 */
export async function latestSettledMonth(trx: Db, employerUserId: number): Promise<string | null> {
  await trx
    .selectFrom('employers')
    .select('user_id')
    .where('user_id', '=', employerUserId)
    .forUpdate()
    .execute();
  const row = await trx
    .selectFrom('timesheets as t')
    .select((eb) => eb.fn.max('t.month').as('month'))
    .where('t.employer_user_id', '=', employerUserId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('payment_lines as pl')
            .select('pl.id')
            .whereRef('pl.timesheet_id', '=', 't.id')
            .where('pl.live', '=', true)
            .where('pl.status', 'in', ['Pending', 'Paid']),
        ),
        eb.exists(
          eb
            .selectFrom('employer_stipend_payments as esp')
            .select('esp.timesheet_id')
            .whereRef('esp.timesheet_id', '=', 't.id'),
        ),
      ]),
    )
    .executeTakeFirst();
  return row?.month ?? null;
}
