import { Fragment, type ReactNode, useState } from 'react';
import type { Decision, RowHandlers } from './account-row';
import { AdminList, type AdminListProps } from './admin-list';
import { ApproveConfirmModal } from './approve-confirm-modal';
import { RejectConfirmModal } from './reject-confirm-modal';

/** What a detail view offers for a pending record: the same confirmed Approve and Reject as its row. */
export interface DetailDecisions {
  onApprove: () => void;
  onReject: () => void;
  approving: boolean;
  rejecting: boolean;
}

export interface AccountsPanelProps<T> extends Omit<AdminListProps<T>, 'children'> {
  /** The kind's approve and reject mutations: one of each runs at a time, after the admin confirms it. */
  approve: Decision;
  reject: Decision;
  idOf: (record: T) => string;
  nameOf: (record: T) => string;
  /** The address an approval mails the credentials to. */
  emailOf: (record: T) => string;
  /** Whether the applicant confirmed that address (undefined when the answer does not say). */
  verifiedOf: (record: T) => boolean | undefined;
  renderRow: (record: T, handlers: RowHandlers) => ReactNode;
  /** The kind's detail modal, open while `viewing` is set, with Approve and Reject for a pending record. */
  renderDetail: (viewing: T | null, onClose: () => void, decisions: DetailDecisions) => ReactNode;
}

/**
 * An Employers or Learners tab: the list, the detail modal, and the confirmations before an approval
 * or a rejection. A decision asked for in the detail view hides it while its confirmation is open;
 * it comes back afterwards, showing the new status.
 */
export function AccountsPanel<T>({
  approve,
  reject,
  idOf,
  nameOf,
  emailOf,
  verifiedOf,
  renderRow,
  renderDetail,
  ...list
}: AccountsPanelProps<T>) {
  const [viewing, setViewing] = useState<T | null>(null);
  const [approveTarget, setApproveTarget] = useState<T | null>(null);
  const [rejectTarget, setRejectTarget] = useState<T | null>(null);
  const deciding = approveTarget !== null || rejectTarget !== null;

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
      <AdminList {...list}>
        {(items) =>
          items.map((record) => (
            <Fragment key={idOf(record)}>
              {renderRow(record, {
                onView: () => setViewing(record),
                onApprove: () => setApproveTarget(record),
                onReject: () => setRejectTarget(record),
                approving: running(approve, record),
                rejecting: running(reject, record),
              })}
            </Fragment>
          ))
        }
      </AdminList>
      {renderDetail(deciding ? null : viewing, () => setViewing(null), {
        onApprove: () => viewing && setApproveTarget(viewing),
        onReject: () => viewing && setRejectTarget(viewing),
        approving: viewing !== null && running(approve, viewing),
        rejecting: viewing !== null && running(reject, viewing),
      })}
      <ApproveConfirmModal
        target={
          approveTarget && {
            name: nameOf(approveTarget),
            email: emailOf(approveTarget),
            emailVerified: verifiedOf(approveTarget),
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
