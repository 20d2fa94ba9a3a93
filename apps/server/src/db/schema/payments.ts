import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp, WithDefault } from './columns.ts';

/** A bank of the office's list (0029). */
export interface BanksTable {
  id: Generated<number>;
  name: string;
  /** Nine digits, leading zero kept. */
  routing_number: string;
  created_at: Generated<Date>;
}

/** The account a learner or employer is paid into; the whole number leaves only in a bank file. */
export interface BankAccountsTable {
  user_id: number;
  bank_id: number;
  /** Digits only, 5-16. */
  account_number: string;
  account_holder: string;
  /** When it was last set: a run not yet approved uses the account as it is. */
  changed_at: Timestamp;
  created_at: Generated<Date>;
}

/** Who pays an employer's trainees from `from_month` on ('programme' or 'employer', 60% reimbursed). */
export interface EmployerFundingTable {
  id: Generated<number>;
  employer_user_id: number;
  model: 'programme' | 'employer';
  from_month: string;
  reason: string;
  set_by: number | null;
  set_at: Timestamp;
}

/** An employer's confirmation that it paid a month of an "Employer pays" placement. */
export interface EmployerStipendPaymentsTable {
  timesheet_id: number;
  /** 'YYYY-MM-DD'. */
  paid_on: string;
  reference: string;
  confirmed_by: number | null;
  confirmed_at: Timestamp;
}

/** An employer's reimbursement claim for a month: 60% of each confirmed month's stipend. */
export interface ReimbursementClaimsTable {
  id: Generated<number>;
  employer_user_id: number;
  month: string;
  status: WithDefault<'Pending' | 'Approved'>;
  amount_cents: number;
  approved_by: number | null;
  approved_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One month of a claim: the month's stipend and the 60% reimbursed (half-up per month). */
export interface ReimbursementClaimLinesTable {
  claim_id: number;
  timesheet_id: number;
  stipend_cents: number;
  amount_cents: number;
}

/** The status of a payment run. */
export type PaymentRunStatus = 'Draft' | 'Approved' | 'Rejected' | 'Sent' | 'Closed';

/** A payment run: one month and pay cycle; at most one live (not Rejected, not Closed) per pair. */
export interface PaymentRunsTable {
  id: Generated<number>;
  month: string;
  cycle: 1 | 2;
  status: WithDefault<PaymentRunStatus>;
  /** bigint: PostgreSQL answers it as a string. */
  total_cents: ColumnType<string, number | undefined, number>;
  line_count: WithDefault<number>;
  held_count: WithDefault<number>;
  created_by: number | null;
  created_at: Timestamp;
  calculated_at: Timestamp;
  approved_by: number | null;
  approved_at: NullableTimestamp;
  rejected_by: number | null;
  rejected_at: NullableTimestamp;
  rejected_reason: string | null;
  sent_by: number | null;
  sent_at: NullableTimestamp;
  closed_at: NullableTimestamp;
}

/** A line's status: Held (no bank details: listed, not paid), Pending, Paid or Failed. */
export type PaymentLineStatus = 'Held' | 'Pending' | 'Paid' | 'Failed';

/**
 * One payment of a run: an approved month to its learner (stipend) or an approved claim to its
 * employer (claim). `live` turns false when its run is rejected; a month or claim is in at most one
 * live Pending or Paid line (unique indexes).
 */
export interface PaymentLinesTable {
  id: Generated<number>;
  run_id: number;
  kind: 'stipend' | 'claim';
  timesheet_id: number | null;
  claim_id: number | null;
  payee_user_id: number;
  payee_name: string;
  /** The learner's username, or the employer's EmpId for a claim. */
  employee_id: string;
  bank_id: number | null;
  routing_number: string | null;
  account_number: string | null;
  account_holder: string | null;
  /** numeric(4,1): answered as a string; null for a claim. */
  days_credited: ColumnType<string | null, number | null | undefined, number | null>;
  amount_cents: number;
  status: WithDefault<PaymentLineStatus>;
  failed_reason: string | null;
  /** 'YYYY-MM-DD'. */
  paid_on: string | null;
  live: WithDefault<boolean>;
  /** Why a Held line is held (0031): no bank details, or the agreement not confirmed; null otherwise. */
  held_reason: 'no-bank' | 'agreement' | null;
}
