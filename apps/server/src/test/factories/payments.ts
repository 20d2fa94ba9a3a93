import type { TestContext } from '../test-app.ts';
import { employerSession, type SignedIn } from './accounts.ts';
import { confirmAgreementRows } from './agreements.ts';
import { type PlacedLearner, type PlacingOffice, placedLearner, placingOffice } from './placed-learners.ts';
import { next } from './serial.ts';
import { type Admin, createAdmin } from './sessions.ts';
import { insertTimesheetRow } from './timesheet-rows.ts';

// Paying the stipend (issue 28): banks, bank accounts and approved months written straight into
// their tables (the calls that write them are tested on their own), over learners placed by the
// real calls. Build with the clock near the real time (opening windows follow it).

/** Employer types: 1 Enterprise-Based (the employer pays by default), 2 Institution-Based (the programme pays). */
export const EMPLOYER_PAYS_TYPE = 1;
export const PROGRAMME_PAYS_TYPE = 2;

/** Adds a bank to the office's list; answers its id. */
export async function insertBank(ctx: TestContext, name = `Republic Bank ${next()}`): Promise<number> {
  const routing = String(next()).padStart(9, '0').slice(-9);
  const row = await ctx.db
    .insertInto('banks')
    .values({ name, routing_number: routing })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A bank account's details; the number is digits only. */
export interface BankDetails {
  bankId: number;
  accountNumber: string;
  accountHolder: string;
}

/** Sets (adds or changes) a user's bank account as of `changedAt`; answers what was set. */
export async function setBankAccount(
  ctx: TestContext,
  userId: number,
  changedAt: Date,
  details: Partial<BankDetails> = {},
): Promise<BankDetails> {
  const set: BankDetails = {
    bankId: details.bankId ?? (await insertBank(ctx)),
    accountNumber: details.accountNumber ?? `1000${String(next()).padStart(6, '0')}`,
    accountHolder: details.accountHolder ?? `Holder ${next()}`,
  };
  const values = {
    bank_id: set.bankId,
    account_number: set.accountNumber,
    account_holder: set.accountHolder,
    changed_at: changedAt,
  };
  await ctx.db
    .insertInto('bank_accounts')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return set;
}

/** The user id of an account the factories made (learner or employer), by username. */
export async function userIdOf(ctx: TestContext, account: { username: string }): Promise<number> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', account.username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An Approved month of a placement in a pay cycle (every working day credited); answers its id. */
export function approvedMonth(
  ctx: TestContext,
  placementId: number,
  month: string,
  cycle: 1 | 2 = 1,
): Promise<number> {
  return insertTimesheetRow(ctx, placementId, month, {
    status: 'Approved',
    payCycle: cycle,
    approvedAt: new Date(`${month}-28T12:00:00Z`),
    submittedAt: new Date(`${month}-27T12:00:00Z`),
  });
}

/** The office paying: an admin who places and creates runs, and a second admin who approves them. */
export interface PaymentOffice extends PlacingOffice {
  second: Admin;
}

/** An admin with its officers and a second admin. */
export async function paymentOffice(ctx: TestContext): Promise<PaymentOffice> {
  return { ...(await placingOffice(ctx)), second: await createAdmin(ctx) };
}

/** An approved employer of a type: the programme pays its trainees (default) or it pays them itself. */
export function payingEmployer(
  ctx: TestContext,
  pays: 'programme' | 'employer' = 'programme',
): Promise<SignedIn> {
  return employerSession(ctx, {
    overrides: { empType: pays === 'programme' ? PROGRAMME_PAYS_TYPE : EMPLOYER_PAYS_TYPE },
  });
}

/** A learner placed for 2026 with a payee's user id and, when `bank` is given, a bank account. */
export interface PayableLearner extends PlacedLearner {
  learnerUserId: number;
  bank: BankDetails | null;
}

/**
 * A learner placed with `employer` for 2026 (a new programme-paid employer if none), with bank
 * details set at `bankSetAt` (none when null) and its agreement confirmed (unless `agreementConfirmed` is false).
 */
export async function payableLearner(
  ctx: TestContext,
  office: PlacingOffice,
  options: { employer?: SignedIn; bankSetAt?: Date | null; agreementConfirmed?: boolean } = {},
): Promise<PayableLearner> {
  const employer = options.employer ?? (await payingEmployer(ctx));
  const placed = await placedLearner(ctx, office, { employer, start: '2026-01-05', end: '2026-12-31' });
  if (options.agreementConfirmed !== false) await confirmAgreementRows(ctx, placed.placementId);
  const learnerUserId = await userIdOf(ctx, placed.learner);
  const bankSetAt = options.bankSetAt === undefined ? new Date('2026-01-01T12:00:00Z') : options.bankSetAt;
  const bank = bankSetAt === null ? null : await setBankAccount(ctx, learnerUserId, bankSetAt);
  return { ...placed, learnerUserId, bank };
}
