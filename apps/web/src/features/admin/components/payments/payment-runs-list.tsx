import { Table, Text } from '@mantine/core';
import {
  monthAbbreviated,
  type PaymentRun,
  payCycleText,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
  viewRunLabel,
} from '@ojt/domain';
import { IconEye } from '@tabler/icons-react';
import { RecordButton } from '../../../../components/record-button';
import { usePaymentRuns } from '../../api/get-payment-runs';
import { ServerListTable } from '../admin-list';
import classes from '../admin-list.module.css';
import { PaymentRunStatusBadge } from './payment-run-badges';

export const RUN_COLUMNS = [
  TEXT.monthColumn,
  TEXT.cycleColumn,
  TEXT.statusColumn,
  TEXT.totalColumn,
  TEXT.signaturesColumn,
  TEXT.actionsColumn,
] as const;

function RunRow({ run, onView }: { run: PaymentRun; onView: () => void }) {
  const [month, cycle, status, total, signatures, actions] = RUN_COLUMNS;
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={month}>
        <Text fw={600} size="sm">
          {monthAbbreviated(run.month)}
        </Text>
      </Table.Th>
      <Table.Td data-label={cycle} className={classes.nowrap}>
        {payCycleText(run.cycle)}
      </Table.Td>
      <Table.Td data-label={status}>
        <PaymentRunStatusBadge status={run.status} />
      </Table.Td>
      <Table.Td data-label={total}>
        <Text size="sm" fw={600}>
          {run.totalText}
        </Text>
        <Text size="xs" c="dimmed">
          {run.countsText}
        </Text>
      </Table.Td>
      <Table.Td data-label={signatures}>
        <div className={classes.secondary}>
          {TEXT.createdByPrefix} {run.createdBy ?? '—'}
        </div>
        <div className={classes.secondary}>
          {run.approvedBy ? `${TEXT.approvedByPrefix} ${run.approvedBy}` : TEXT.notApprovedYet}
        </div>
      </Table.Td>
      <Table.Td data-label={actions}>
        <div className={classes.actions}>
          <RecordButton icon={IconEye} label={viewRunLabel(run.month, run.cycle)} onClick={onView}>
            {TEXT.viewAction}
          </RecordButton>
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

/** One server page of runs, newest first (ServerListTable: paging, loading, error and empty states). */
export function PaymentRunsList({
  page,
  setPage,
  onView,
}: {
  page: number;
  setPage: (page: number) => void;
  onView: (run: PaymentRun) => void;
}) {
  const query = usePaymentRuns(page);
  return (
    <ServerListTable
      label={TEXT.runsTitle}
      query={query}
      page={page}
      setPage={setPage}
      columns={RUN_COLUMNS}
      minWidth={820}
      loadingLabel={TEXT.loadingRuns}
      emptyText={TEXT.noRuns}
      errorText={TEXT.failedLoadRuns}
    >
      {(items) => items.map((run) => <RunRow key={run.runId} run={run} onView={() => onView(run)} />)}
    </ServerListTable>
  );
}
