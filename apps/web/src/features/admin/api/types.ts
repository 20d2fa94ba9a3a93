import type { AccountListSort, AccountStatus } from '@ojt/domain';

// Answer types come from the domain's answer schemas (@ojt/domain); these are the list filters.

/** The status filter of an admin list: every account, or those in one review state. */
export type StatusFilter = 'all' | AccountStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'pending', 'approved', 'rejected'];

/** What an admin list asks the server for. */
export interface ListParams {
  search: string;
  status: StatusFilter;
  page: number;
  pageSize: number;
  /** Sign-up order: oldest first by default when only pending rows are listed (the overview's queue). */
  sort: AccountListSort;
  /** The page's cursor (from the answer shown): Previous and Next page by it (issue 31). */
  cursor?: string;
  /** 'exact': the exact total however large ("Count exactly"). */
  count?: 'exact';
}
