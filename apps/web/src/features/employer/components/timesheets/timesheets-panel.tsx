import { Button, Checkbox, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  approveOneConfirm,
  approveSelectedLabel,
  approveSeveralConfirm,
  isMonth,
  portalMonth,
  TIMESHEET_SCREEN_TEXTS as T,
  TIMESHEET_MESSAGES,
  type Timesheet,
  type TimesheetStatus,
  timesheetMonthLabel,
} from '@ojt/domain';
import { IconChecks } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BankDetailsCard } from '../../../../components/bank-details/bank-details-card';
import bars from '../../../../components/bars.module.css';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { APPROVED_GREEN } from '../../../../components/timesheet-colors';
import { useLearnerStipends } from '../../api/get-learner-stipends';
import { type TimesheetFilters, useTimesheets } from '../../api/get-timesheets';
import { ConfirmPaidDialog } from './confirm-paid-dialog';
import { DaysDialog } from './days-dialog';
import { ReimbursementClaims } from './reimbursement-claims';
import { ReturnDialog } from './return-dialog';
import { TIMESHEET_COLUMNS, TimesheetRow } from './timesheet-row';
import classes from './timesheets.module.css';
import { learnerOf, sheetName, useTimesheetActions } from './use-timesheet-actions';

const LISTED_STATUSES: TimesheetStatus[] = ['Submitted', 'Returned', 'Approved'];
const isListedStatus = (value: string | null): value is TimesheetStatus =>
  LISTED_STATUSES.includes(value as TimesheetStatus);

/** The filters live in the URL (`?tab=timesheets&month=2026-11&status=Submitted`): reload and Back keep them. */
function useFilters(): [TimesheetFilters, (name: 'month' | 'status', value: string) => void] {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? '';
  const status = params.get('status');
  const filters = {
    month: isMonth(month) ? month : '',
    status: isListedStatus(status) ? status : '',
  } as const;
  const set = (name: 'month' | 'status', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [filters, set];
}

/** All months, then the last twelve up to the current Port of Spain month (and the chosen one). */
function monthOptions(chosen: string) {
  const months: string[] = [];
  const [year, month] = portalMonth(new Date()).split('-').map(Number) as [number, number];
  for (let back = 0; back < 12; back += 1) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  if (chosen && !months.includes(chosen)) months.push(chosen);
  return [
    { value: '', label: T.allMonthsOption },
    ...months.map((value) => ({ value, label: timesheetMonthLabel(value) })),
  ];
}

const STATUS_OPTIONS = [
  { value: '', label: T.allStatusesOption },
  ...LISTED_STATUSES.map((value) => ({ value, label: value })),
];

/** Submitted months first (they wait for the employer), then newest month, then by learner. */
function inOrder(sheets: readonly Timesheet[]): Timesheet[] {
  const waiting = (sheet: Timesheet) => (sheet.status === 'Submitted' ? 0 : 1);
  return [...sheets].sort(
    (a, b) =>
      waiting(a) - waiting(b) || b.month.localeCompare(a.month) || learnerOf(a).localeCompare(learnerOf(b)),
  );
}

/**
 * Timesheets (issues 27, 28): the months of the employer's placed learners, submitted ones first; view a
 * month's days, approve it or return it with a reason, or approve several at once; where each month's
 * payment is, "Confirm paid" for a month the employer pays; then the account its reimbursements are
 * paid into and its reimbursement claims (the money of the tab, in one place).
 */
export function TimesheetsPanel() {
  const [filters, setFilter] = useFilters();
  const query = useTimesheets(filters);
  const flow = useTimesheetActions();
  // Where each month's payment is; the months show without it until it comes.
  const payments = useLearnerStipends();
  const [confirming, setConfirming] = useState<Timesheet | null>(null);
  const paymentOf = (sheet: Timesheet) => payments.data?.find((p) => p.timesheetId === sheet.timesheetId);
  const sheets = inOrder(query.data ?? []);
  const submitted = sheets.filter((sheet) => sheet.status === 'Submitted');
  const chosen = submitted.filter((sheet) => flow.selected.has(sheet.timesheetId));
  const dialog = flow.dialog;

  let content: ReactNode;
  if (query.isPending) content = <LoadingBlocks label={T.loadingTimesheets} height={72} />;
  else if (query.isError)
    content = (
      <LoadError
        message={TIMESHEET_MESSAGES.failedLoadTimesheets}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else if (sheets.length === 0) content = <EmptyBlock message={TIMESHEET_MESSAGES.noTimesheetsFound} />;
  else
    content = (
      <Table
        className={classes.table}
        aria-busy={query.isPlaceholderData || undefined}
        verticalSpacing="sm"
        withTableBorder
      >
        <caption className={classes.caption}>{T.timesheetsTitle}</caption>
        <Table.Thead>
          <Table.Tr>
            {TIMESHEET_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheets.map((sheet) => (
            <TimesheetRow
              key={sheet.timesheetId}
              sheet={sheet}
              selected={flow.selected.has(sheet.timesheetId)}
              onSelect={(on) => flow.toggle(sheet.timesheetId, on)}
              onView={() => flow.viewDays(sheet)}
              onApprove={() => flow.askApprove([sheet])}
              onReturn={() => flow.askReturn(sheet)}
              payment={paymentOf(sheet)}
              onConfirmPaid={() => setConfirming(sheet)}
            />
          ))}
        </Table.Tbody>
      </Table>
    );

  const approving = dialog?.kind === 'approve' ? dialog.sheets : [];
  const only = approving.length === 1 ? approving[0] : undefined;
  return (
    <Stack gap="md">
      <div className={bars.toolbar}>
        <div>
          <Title order={2} size="h3">
            {T.timesheetsTitle}
          </Title>
          <Text size="sm" c="dimmed" maw={560}>
            {T.employerIntro}
          </Text>
        </div>
        <div className={classes.filters}>
          <NativeSelect
            label={T.monthFilterLabel}
            data={monthOptions(filters.month)}
            value={filters.month}
            onChange={(event) => setFilter('month', event.currentTarget.value)}
          />
          <NativeSelect
            label={T.statusFilterLabel}
            data={STATUS_OPTIONS}
            value={filters.status}
            onChange={(event) => setFilter('status', event.currentTarget.value)}
          />
        </div>
      </div>
      {submitted.length > 0 ? (
        <Group gap="md" justify="space-between">
          <span className={classes.select}>
            <Checkbox
              label={T.selectAllSubmitted}
              checked={chosen.length === submitted.length}
              indeterminate={chosen.length > 0 && chosen.length < submitted.length}
              onChange={(event) =>
                flow.selectOnly(
                  event.currentTarget.checked ? submitted.map((sheet) => sheet.timesheetId) : [],
                )
              }
            />
          </span>
          <Button
            color={APPROVED_GREEN}
            leftSection={<IconChecks size={18} aria-hidden />}
            disabled={chosen.length === 0}
            onClick={() => flow.askApprove(chosen)}
            mih={44}
          >
            {approveSelectedLabel(chosen.length)}
          </Button>
        </Group>
      ) : null}
      {content}
      <BankDetailsCard holder="employer" />
      <ReimbursementClaims />

      <ConfirmPaidDialog
        sheet={confirming}
        onClose={() => setConfirming(null)}
        onDone={(message, sheet) => {
          setConfirming(null);
          notifications.show({ color: 'green', title: message, message: sheetName(sheet) });
        }}
      />
      <DaysDialog
        sheet={dialog?.kind === 'days' ? dialog.sheet : null}
        opened={flow.isOpen('days')}
        onApprove={(sheet) => flow.askApprove([sheet])}
        onReturn={flow.askReturn}
        onClose={flow.dismiss}
      />
      <ReturnDialog
        sheet={dialog?.kind === 'return' ? dialog.sheet : null}
        opened={flow.isOpen('return')}
        loading={flow.returning}
        reasonError={flow.reasonError}
        error={flow.failure}
        onReturn={flow.confirmReturn}
        onClose={flow.dismiss}
      />
      <ConfirmDialog
        opened={flow.isOpen('approve')}
        title={only ? T.approveTitle : T.approveSeveralTitle}
        confirmLabel={T.approve}
        confirmColor={APPROVED_GREEN}
        loading={flow.approving}
        error={flow.failure}
        onConfirm={flow.confirmApprove}
        onClose={flow.dismiss}
      >
        {only
          ? approveOneConfirm(learnerOf(only), timesheetMonthLabel(only.month))
          : approveSeveralConfirm(approving.length)}
      </ConfirmDialog>
    </Stack>
  );
}
