import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Banks and bank accounts (0029): the office's list of banks and the one account each learner or
 * employer is paid into. The whole account number is read here for the bank file and for masking;
 * it leaves the module only through `bankAccountsOf` (bank-service.ts).
 */

/** A bank of the list as stored. */
export interface BankRow {
  id: number;
  name: string;
  routing_number: string;
}

/** An account with its bank, as stored (the number whole). */
export interface BankAccountRow {
  user_id: number;
  bank_id: number;
  bank_name: string;
  routing_number: string;
  account_number: string;
  account_holder: string;
  changed_at: Date;
}

/** Every bank, by name. */
export async function listBanks(db: Db): Promise<BankRow[]> {
  return db
    .selectFrom('banks')
    .select(['id', 'name', 'routing_number'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** One bank by id. */
export async function findBank(db: Db, bankId: number): Promise<BankRow | undefined> {
  return db
    .selectFrom('banks')
    .select(['id', 'name', 'routing_number'])
    .where('id', '=', bankId)
    .executeTakeFirst();
}

/** Adds a bank; undefined when its routing number is listed already. */
export async function insertBank(
  db: Db,
  bank: { name: string; routingNumber: string },
  now: Date,
): Promise<BankRow | undefined> {
  return db
    .insertInto('banks')
    .values({ name: bank.name, routing_number: bank.routingNumber, created_at: now })
    .onConflict((oc) => oc.column('routing_number').doNothing())
    .returning(['id', 'name', 'routing_number'])
    .executeTakeFirst();
}

const accountColumns = [
  'bank_accounts.user_id',
  'bank_accounts.bank_id',
  'banks.name as bank_name',
  'banks.routing_number',
  'bank_accounts.account_number',
  'bank_accounts.account_holder',
  'bank_accounts.changed_at',
] as const;

/** A user's account with its bank; `lock` holds the row until the transaction ends (a change). */
export async function findBankAccount(
  db: Db,
  userId: number,
  lock = false,
): Promise<BankAccountRow | undefined> {
  const query = db
    .selectFrom('bank_accounts')
    .innerJoin('banks', 'banks.id', 'bank_accounts.bank_id')
    .select(accountColumns)
    .where('bank_accounts.user_id', '=', userId);
  return (lock ? query.forUpdate('bank_accounts') : query).executeTakeFirst();
}

/** Sets a user's account (adds it or replaces the one there), changed now. */
export async function upsertBankAccount(
  db: Db,
  account: { userId: number; bankId: number; accountNumber: string; accountHolder: string },
  now: Date,
): Promise<void> {
  const values = {
    bank_id: account.bankId,
    account_number: account.accountNumber,
    account_holder: account.accountHolder,
    changed_at: now,
  };
  await db
    .insertInto('bank_accounts')
    .values({ user_id: account.userId, ...values, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The accounts of many users with their banks' routing numbers, in batches the database takes. */
export async function bankAccountsOfUsers(db: Db, userIds: readonly number[]): Promise<BankAccountRow[]> {
  const unique = [...new Set(userIds)];
  const rows: BankAccountRow[] = [];
  for (let start = 0; start < unique.length; start += 5_000) {
    const batch = unique.slice(start, start + 5_000);
    rows.push(
      ...(await db
        .selectFrom('bank_accounts')
        .innerJoin('banks', 'banks.id', 'bank_accounts.bank_id')
        .select(accountColumns)
        .where('bank_accounts.user_id', 'in', batch)
        .execute()),
    );
  }
  return rows;
}
