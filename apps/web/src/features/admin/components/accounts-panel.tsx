import { Fragment, type ReactNode, useState } from 'react';
import type { Decision, RowHandlers } from './account-row';
import { AdminList, type AdminListProps } from './admin-list';
import { RejectConfirmModal } from './reject-confirm-modal';

export interface AccountsPanelProps<T> extends Omit<AdminListProps<T>, 'children'> {
  /** The kind's reject mutation: one runs at a time, after the admin confirms it. */
  reject: Decision;
  idOf: (record: T) => string;
  nameOf: (record: T) => string;
  renderRow: (record: T, handlers: RowHandlers) => ReactNode;
  /** The kind's detail modal, open while `viewing` is set. */
  renderDetail: (viewing: T | null, onClose: () => void) => ReactNode;
}

/** An Employers or Learners tab: the list, the detail modal, and the confirmation before a rejection. */
export function AccountsPanel<T>({
  reject,
  idOf,
  nameOf,
  renderRow,
  renderDetail,
  ...list
}: AccountsPanelProps<T>) {
  const [viewing, setViewing] = useState<T | null>(null);
  const [rejectTarget, setRejectTarget] = useState<T | null>(null);

  const confirmReject = () => {
    if (!rejectTarget) return;
    reject.mutate(idOf(rejectTarget), { onSettled: () => setRejectTarget(null) });
  };

  return (
    <>
      <AdminList {...list}>
        {(items) =>
          items.map((record) => (
            <Fragment key={idOf(record)}>
              {renderRow(record, {
                onView: () => setViewing(record),
                onReject: () => setRejectTarget(record),
                rejecting: reject.isPending && reject.variables === idOf(record),
              })}
            </Fragment>
          ))
        }
      </AdminList>
      {renderDetail(viewing, () => setViewing(null))}
      <RejectConfirmModal
        name={rejectTarget ? nameOf(rejectTarget) : null}
        loading={reject.isPending}
        onConfirm={confirmReject}
        onClose={() => setRejectTarget(null)}
      />
    </>
  );
}
