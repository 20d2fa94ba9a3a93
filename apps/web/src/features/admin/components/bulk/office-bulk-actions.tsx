import { useState } from 'react';
import { useBulkApprove } from '../../api/bulk-approve';
import type { AccountKind } from '../accounts-panel';
import { ExportDialog } from '../exports/export-dialog';
import { BulkApproveModal, type BulkTarget } from './office-bulk-approve-modal';
import { BulkBar } from './office-bulk-bar';
import type { useBulkSelection } from './use-office-bulk';

export interface BulkActionsProps<T> {
  kind: AccountKind<T>;
  /** The pending rows of the page shown. */
  pending: T[];
  selection: ReturnType<typeof useBulkSelection<T>>;
}

const SINGULAR = { employers: 'employer', learners: 'learner' } as const;

/**
 * The bulk bar of an Employers or Learners tab (issue 30) and what it opens: the confirmation of a
 * bulk approval (naming the count, unconfirmed emails apart) and the export of the selection.
 */
export function BulkActions<T>({ kind, pending, selection }: BulkActionsProps<T>) {
  const approve = useBulkApprove(kind.noun);
  const [targets, setTargets] = useState<BulkTarget[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const { records, count } = selection;

  const openApprove = () =>
    setTargets(
      records.map((r) => ({
        id: kind.idOf(r),
        name: kind.nameOf(r),
        email: kind.emailOf(r),
        emailVerified: kind.verifiedOf(r),
      })),
    );
  const confirm = (ids: string[]) =>
    approve.mutate(ids, {
      onSuccess: () => selection.clear(),
      onSettled: () => setTargets(null),
    });

  return (
    <>
      <BulkBar
        pendingOnPage={pending.length}
        selectedOnPage={pending.filter(selection.has).length}
        selected={count}
        onToggleAll={(select) => selection.change(pending, select)}
        onApprove={openApprove}
        onExport={() => setExporting(true)}
        onClear={selection.clear}
      />
      <BulkApproveModal
        kind={SINGULAR[kind.noun]}
        targets={targets}
        loading={approve.isPending}
        onConfirm={confirm}
        onClose={() => setTargets(null)}
      />
      <ExportDialog
        opened={exporting}
        onClose={() => setExporting(false)}
        kind={kind.noun}
        filters={{ ids: records.map(kind.idOf).join(',') }}
        identityOption={kind.noun !== 'employers'}
        intro={`The file holds the ${count} selected ${kind.noun}.`}
      />
    </>
  );
}
