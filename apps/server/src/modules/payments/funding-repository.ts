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
