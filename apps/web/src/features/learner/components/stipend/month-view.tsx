import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  canSaveTimesheet,
  MESSAGES,
  payCycleText,
  type StipendMonth as StipendPayment,
  TIMESHEET_SCREEN_TEXTS as T,
  TIMESHEET_MESSAGES,
  type Timesheet,
  timesheetMonthLabel,
} from '@ojt/domain';
import { IconArrowLeft, IconInfoCircle, IconMessageReport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { LoadError, LoadingBlocks } from '../../../../components/load-states';
import { APPROVED_GREEN } from '../../../../components/timesheet-colors';
import { TimesheetDays } from '../../../../components/timesheet-days';
import { TimesheetStatusBadge } from '../../../../components/timesheet-status-badge';
import { useTimesheet } from '../../api/get-timesheet';
import { MonthForm } from './month-form';
import { PaymentLine } from './payment-line';
import { monthRowDates, type StipendPlacement } from './stipend-months';

/** The stipend the month earns, with its sum explained; the pay cycle once approved. */
function StipendSummary({ sheet, payment }: { sheet: Timesheet; payment: StipendPayment | undefined }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Group gap="sm" justify="space-between">
          <Text fw={700} size="lg">
            {T.amountLabel}: {sheet.amountText}
          </Text>
          {sheet.status === 'Approved' && sheet.payCycle ? (
            <Badge variant="filled" color={APPROVED_GREEN} c="white" tt="none" size="lg">
              {payCycleText(sheet.payCycle)}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{sheet.explanation}</Text>
        <PaymentLine payment={payment} />
        {canSaveTimesheet(sheet.status) ? (
          <Text size="sm" c="dimmed">
            {T.figuresAfterSave}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A month's state and what it lets the learner do: fill it in, or read it. */
function MonthSheet(props: {
  sheet: Timesheet;
  placement: StipendPlacement;
  payment: StipendPayment | undefined;
}) {
  const { sheet, placement, payment } = props;
  const dates = monthRowDates(sheet, placement);
  const label = timesheetMonthLabel(sheet.month);
  return (
    <Stack gap="md">
      {sheet.status === 'Returned' && sheet.returnedReason ? (
        <Alert color="red" variant="light" title={T.returnedTitle} icon={<IconMessageReport aria-hidden />}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {sheet.returnedReason}
          </Text>
        </Alert>
      ) : null}
      <StipendSummary sheet={sheet} payment={payment} />
      {canSaveTimesheet(sheet.status) ? (
        // A new key when the month changes state (returned, saved elsewhere): the form starts from it.
        <MonthForm key={`${sheet.timesheetId}-${sheet.status}`} sheet={sheet} dates={dates} />
      ) : (
        <Stack gap="sm">
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Text size="sm">{sheet.status === 'Approved' ? T.approvedNote : T.submittedNote}</Text>
          </Alert>
          <TimesheetDays
            dates={dates}
            days={sheet.days}
            breakDates={sheet.breakDates}
            caption={`${label}: ${T.daysCaption}`}
          />
          {sheet.remarks ? (
            <div>
              <Text size="sm" fw={600}>
                {T.remarksLabel}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {sheet.remarks}
              </Text>
            </div>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

export interface MonthViewProps {
  placement: StipendPlacement;
  month: string;
  /** Where the month's payment is, once the server has it. */
  payment: StipendPayment | undefined;
  onBack: () => void;
}

/** One month of a placement: read from the server (which makes the Draft on the first read). */
export function MonthView({ placement, month, payment, onBack }: MonthViewProps) {
  const query = useTimesheet(placement.placementId, month);
  const label = timesheetMonthLabel(month);
  let body: ReactNode;
  if (query.isPending) body = <LoadingBlocks label={T.loadingMonth} count={3} height={80} />;
  else if (query.isError)
    body = (
      <LoadError
        message={
          actionFailureText(query.error, {
            fallback: TIMESHEET_MESSAGES.failedLoadTimesheet,
            network: MESSAGES.networkErrorTryAgain,
          }) ?? TIMESHEET_MESSAGES.failedLoadTimesheet
        }
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <MonthSheet sheet={query.data} placement={placement} payment={payment} />;

  return (
    <Stack gap="md">
      <div>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
          px="xs"
          mih={44}
        >
          {T.allMonths}
        </Button>
      </div>
      <Group gap="sm" justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h3">
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {placement.title} – {placement.employerName}
          </Text>
        </div>
        {query.data ? <TimesheetStatusBadge status={query.data.status} /> : null}
      </Group>
      {body}
    </Stack>
  );
}
