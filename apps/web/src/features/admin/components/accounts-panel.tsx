import type { AccountStatus, Page } from '@ojt/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, Fragment, type ReactNode, useState } from 'react';
import type { ListFilters } from '../hooks/use-list-filters';
import type { Decision, RowHandlers } from './account-row';
import { AdminList } from './admin-list';
import { ApproveConfirmModal } from './approve-confirm-modal';
import { BulkActions } from './bulk/office-bulk-actions';
import { useBulkSelection } from './bulk/use-office-bulk';
import { ExportBar } from './exports/export-csv-button';
import { RejectConfirmModal } from './reject-confirm-modal';

/** What a detail view offers for a pending record: the same confirmed Approve and Reject as its row. */
export interface DetailDecisions {
  onApprove: () => void;
  onReject: () => void;
  approving: boolean;
  rejecting: boolean;
}

/** A kind's detail modal, open while `viewing` is set, with Approve and Reject for a pending record. */
export interface AccountDetailProps<T> {
  /** The list's copy of the record shown; the modal is open while it is set. */
  viewing: T | null;
  onClose: () => void;
  /** Approve and Reject, offered while the record is pending. */
  decisions?: DetailDecisions;
}

/** What sets employers and learners apart in their tabs: texts, columns, fields, row and detail view. */
export interface AccountKind<T> {
  noun: 'employers' | 'learners';
  label: string;
  searchPlaceholder: string;
  columns: readonly string[];
  emptyText: string;
  errorText: string;
  idOf: (record: T) => string;
  nameOf: (record: T) => string;
  /** The address an approval mails the credentials to. */
  emailOf: (record: T) => string;
  /** Whether the applicant confirmed that address (undefined when the answer does not say). */
  verifiedOf: (record: T) => boolean | undefined;
  /** The record's review state: only pending rows can be selected for the bulk actions. */
  statusOf: (record: T) => AccountStatus;
  renderRow: (record: T, handlers: RowHandlers) => ReactNode;
  Detail: ComponentType<AccountDetailProps<T>>;
}

export interface AccountsPanelProps<T> {
  kind: AccountKind<T>;
  filters: ListFilters;
  query: UseQueryResult<Page<T>>;
  /** The kind's approve and reject mutations: one of each runs at a time, after the admin confirms it. */
  approve: Decision;
  reject: Decision;
}

/**
 * An Employers or Learners tab: the export bar, the list, the detail modal, and the confirmations
 * before an approval or a rejection. A decision asked for in the detail view hides it while its
 * confirmation is open; it comes back afterwards, showing the new status.
 */
export function AccountsPanel<T>({ kind, filters, query, approve, reject }: AccountsPanelProps<T>) {
  const { idOf, nameOf, Detail } = kind;
  const [viewing, setViewing] = useState<T | null>(null);
  const [approveTarget, setApproveTarget] = useState<T | null>(null);
  const [rejectTarget, setRejectTarget] = useState<T | null>(null);
  const deciding = approveTarget !== null || rejectTarget !== null;
  const selection = useBulkSelection(idOf);
  const pending = (query.data?.items ?? []).filter((record) => kind.statusOf(record) === 'pending');

  const confirmApprove = () => {
    if (!approveTarget) return;
    const variables = { id: idOf(approveTarget), name: nameOf(approveTarget) };
    approve.mutate(variables, { onSettled: () => setApproveTarget(null) });
  };
  const confirmReject = (reason: string) => {
    if (!rejectTarget) return;
    const variables = { id: idOf(rejectTarget), name: nameOf(rejectTarget), reason };
    reject.mutate(variables, { onSettled: () => setRejectTarget(null) });
  };
  const running = (decision: Decision, record: T) =>
    decision.isPending && decision.variables?.id === idOf(record);

  return (
    <>
      <ExportBar kind={kind.noun} filters={{ search: filters.search, status: filters.status }} />
      <BulkActions kind={kind} pending={pending} selection={selection} />
      <AdminList
        noun={kind.noun}
        label={kind.label}
        searchPlaceholder={kind.searchPlaceholder}
        filters={filters}
        query={query}
        columns={kind.columns}
        emptyText={kind.emptyText}
        errorText={kind.errorText}
      >
        {(items) =>
          items.map((record) => (
            <Fragment key={idOf(record)}>
              {kind.renderRow(record, {
                onView: () => setViewing(record),
                onApprove: () => setApproveTarget(record),
                onReject: () => setRejectTarget(record),
                approving: running(approve, record),
                rejecting: running(reject, record),
                selection:
                  kind.statusOf(record) === 'pending'
                    ? { checked: selection.has(record), onChange: (on) => selection.change([record], on) }
                    : undefined,
              })}
            </Fragment>
          ))
        }
      </AdminList>
      <Detail
        viewing={deciding ? null : viewing}
        onClose={() => setViewing(null)}
        decisions={{
          onApprove: () => viewing && setApproveTarget(viewing),
          onReject: () => viewing && setRejectTarget(viewing),
          approving: viewing !== null && running(approve, viewing),
          rejecting: viewing !== null && running(reject, viewing),
        }}
      />
      <ApproveConfirmModal
        target={
          approveTarget && {
            name: nameOf(approveTarget),
            email: kind.emailOf(approveTarget),
            emailVerified: kind.verifiedOf(approveTarget),
          }
        }
        loading={approve.isPending}
        onConfirm={confirmApprove}
        onClose={() => setApproveTarget(null)}
      />
      <RejectConfirmModal
        name={rejectTarget ? nameOf(rejectTarget) : null}
        loading={reject.isPending}
        onConfirm={confirmReject}
        onClose={() => setRejectTarget(null)}
      />
    </>
  );
}
