import { Stack, Text, Title } from '@mantine/core';
import {
  monthInWords,
  type PaymentRun,
  type PaymentRunDetail,
  payCycleText,
  runName,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { formatDateTime } from '../../../../components/date-text';
import { DetailDialog } from '../../../../components/details/detail-dialog';
import { type DetailGroup, DetailSections } from '../../../../components/details/detail-section';
import { usePaymentRun } from '../../api/get-payment-run';
import { useLastValue } from '../../hooks/use-last-value';
import { loadFailure } from '../load-failure';
import { BankFileActions } from './bank-file-actions';
import { PaymentLinesTable } from './payment-lines-table';
import { PaymentRunStatusBadge } from './payment-run-badges';
import { RunDecisionActions } from './run-decision-actions';

const signed = (who: string | null, at: string | null) =>
  at ? `${formatDateTime(at)}${who ? ` · ${who}` : ''}` : null;

/** The run's month, cycle, state and signatures, then its totals. */
function runSections(run: PaymentRun): DetailGroup[] {
  const items: DetailGroup['items'] = [
    [TEXT.runMonthLabel, monthInWords(run.month)],
    [TEXT.runCycleLabel, payCycleText(run.cycle)],
    [TEXT.statusLabel, <PaymentRunStatusBadge key="status" status={run.status} />],
    [TEXT.createdLabel, signed(run.createdBy, run.createdAt)],
    [TEXT.calculatedLabel, formatDateTime(run.calculatedAt)],
    [TEXT.approvedLabel, signed(run.approvedBy, run.approvedAt)],
  ];
  if (run.rejectedAt) {
    items.push([TEXT.rejectedLabel, signed(run.rejectedBy, run.rejectedAt)]);
    items.push([TEXT.rejectedReasonLabel, run.rejectedReason]);
  }
  if (run.sentAt) items.push([TEXT.sentLabel, signed(run.sentBy, run.sentAt)]);
  if (run.closedAt) items.push([TEXT.closedLabel, formatDateTime(run.closedAt)]);
  return [
    { title: TEXT.sectionRun, items },
    {
      title: TEXT.sectionTotals,
      items: [
        [TEXT.totalLabel, run.totalText],
        [TEXT.linesLabel, run.countsText],
      ],
    },
  ];
}

function RunBody({ run }: { run: PaymentRunDetail }) {
  return (
    <Stack gap="md">
      <RunDecisionActions run={run} />
      <BankFileActions run={run} />
      <DetailSections sections={runSections(run)} />
      <Title order={3} size="h5">
        {TEXT.linesTitle}
      </Title>
      {run.lines.length > 0 ? (
        <PaymentLinesTable label={TEXT.linesTitle} lines={run.lines} />
      ) : (
        <Text size="sm">{TEXT.noLines}</Text>
      )}
      {run.held.length > 0 ? (
        <>
          <Title order={3} size="h5">
            {TEXT.heldTitle}
          </Title>
          <Text size="sm">{TEXT.heldIntro}</Text>
          <PaymentLinesTable label={TEXT.heldTitle} lines={run.held} held />
        </>
      ) : null}
    </Stack>
  );
}

export interface PaymentRunDetailModalProps {
  /** The run to show (the list's row, until its lines arrive); the dialog is open while it is set. */
  run: PaymentRun | null;
  onClose: () => void;
}

/** One run: its decisions, its bank file and results, its state and signatures, its totals, its lines and, apart, the lines held. */
export function PaymentRunDetailModal({ run, onClose }: PaymentRunDetailModalProps) {
  const shown = useLastValue(run);
  const query = usePaymentRun(run?.runId ?? null);
  const detail = query.data;
  return (
    <DetailDialog
      opened={run !== null}
      onClose={onClose}
      title={shown ? runName(shown.month, shown.cycle) : TEXT.runsTitle}
      loading={!detail}
      failure={detail ? null : loadFailure(query.error, TEXT.failedLoadRun)}
      closeLabel="Close"
    >
      {detail ? <RunBody run={detail} /> : null}
    </DetailDialog>
  );
}
