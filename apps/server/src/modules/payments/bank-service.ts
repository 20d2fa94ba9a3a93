import {
  type AddBankBody,
  type Bank,
  type BankDetails,
  MESSAGES,
  maskAccount,
  type UpdateBankDetailsBody,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { toBank, toBankDetails } from './bank-presenters.ts';
import {
  type BankAccountRow,
  bankAccountsOfUsers,
  findBank,
  findBankAccount,
  insertBank,
  listBanks,
  upsertBankAccount,
} from './bank-repository.ts';

// Bank details (issue 28): the office keeps the list of banks; a learner or an employer keeps the
// one account it is paid into. Answers mask the number; a change is audited (never the number) and
// mailed to the account's own address in its transaction. A run created after `changedAt` pays into
// the account as it is then.

/** Every bank of the list, by name. */
export async function banks({ db }: Deps): Promise<Bank[]> {
  return (await listBanks(db)).map(toBank);
}

/** Adds a bank to the list; 409 when its routing number is listed already. */
export async function addBank({ db, clock }: Deps, admin: AuthUser, body: AddBankBody): Promise<Bank> {
  return db.transaction().execute(async (trx) => {
    const row = await insertBank(trx, body, clock.now());
    if (!row) throw conflict(MESSAGES.routingNumberTaken);
    await recordAudit(
      trx,
      admin,
      'bank.added',
      { type: 'bank', id: row.id },
      {
        name: row.name,
        routingNumber: row.routing_number,
      },
    );
    return toBank(row);
  });
}

/** The caller's own account, masked; null before they add one. */
export async function ownBankDetails({ db }: Deps, auth: AuthUser): Promise<BankDetails | null> {
  const row = await findBankAccount(db, auth.id);
  return row ? toBankDetails(row) : null;
}

/** The fields a change sets differently from the account before it (all of them for a first one). */
function changedFields(before: BankAccountRow | undefined, body: UpdateBankDetailsBody): string[] {
  const fields: string[] = [];
  if (before?.bank_id !== body.bankId) fields.push('bankId');
  if (before?.account_number !== body.accountNumber) fields.push('accountNumber');
  if (before?.account_holder !== body.accountHolder) fields.push('accountHolder');
  return fields;
}

/**
 * Sets the caller's own account (adds or replaces it, `changedAt` now) and answers it masked. 400
 * naming `bankId` when the bank is not on the list. In one transaction: the account, the audit
 * entry (the bank, the masked number and the fields changed: never the number) and the mail to the
 * caller's address, so that a change nobody is told of cannot happen.
 */
export async function updateBankDetails(
  { db, clock, notify }: Deps,
  auth: AuthUser,
  body: UpdateBankDetailsBody,
): Promise<BankDetails> {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const bank = await findBank(trx, body.bankId);
    if (!bank) throw badRequest(MESSAGES.bankUnknown, { bankId: MESSAGES.bankUnknown });
    const before = await findBankAccount(trx, auth.id, true);
    await upsertBankAccount(trx, { userId: auth.id, ...body }, now);
    const accountMasked = maskAccount(body.accountNumber);
    await recordAudit(
      trx,
      auth,
      'bank-details.changed',
      { type: 'bank-account', id: auth.username },
      {
        bankName: bank.name,
        accountMasked,
        fields: changedFields(before, body),
        first: before === undefined,
      },
    );
    const name = `${auth.firstName} ${auth.lastName}`.trim();
    await notify(
      trx,
      { kind: 'bank-details-changed', context: { bankName: bank.name, accountMasked, changedAt: now } },
      { userId: auth.id, email: auth.email, name },
    );
    const saved = await findBankAccount(trx, auth.id);
    return toBankDetails(saved!);
  });
}

/** An account as a payment run and its bank file need it: the number whole. Server-internal. */
export interface PayeeBankAccount {
  bankId: number;
  routingNumber: string;
  accountNumber: string;
  accountHolder: string;
  changedAt: Date;
}

/**
 * The accounts of the given users (learners or employers) by user id; a user without one is not in
 * the map. The whole number: for payment runs and bank files only, never for an answer.
 */
export async function bankAccountsOf(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Map<number, PayeeBankAccount>> {
  const accounts = new Map<number, PayeeBankAccount>();
  for (const row of await bankAccountsOfUsers(db, userIds)) {
    accounts.set(row.user_id, {
      bankId: row.bank_id,
      routingNumber: row.routing_number,
      accountNumber: row.account_number,
      accountHolder: row.account_holder,
      changedAt: row.changed_at,
    });
  }
  return accounts;
}
