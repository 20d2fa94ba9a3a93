import { type Bank, type BankDetails, maskAccount } from '@ojt/domain';
import type { BankAccountRow, BankRow } from './bank-repository.ts';

/** A bank of the list in the API's shape. */
export function toBank(row: BankRow): Bank {
  return { bankId: row.id, name: row.name, routingNumber: row.routing_number };
}

/** An account in the API's shape: masked, never the whole number. */
export function toBankDetails(row: BankAccountRow): BankDetails {
  return {
    bankId: row.bank_id,
    bankName: row.bank_name,
    routingNumber: row.routing_number,
    accountMasked: maskAccount(row.account_number),
    accountHolder: row.account_holder,
    changedAt: row.changed_at.toISOString(),
  };
}
