import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  payCycleText,
  placementStartsText,
  type StipendMonth as StipendPayment,
  TIMESHEET_SCREEN_TEXTS as T,
  timesheetMonthLabel,
} from '@ojt/domain';
import { IconChevronRight } from '@tabler/icons-react';
import { formatDate } from '../../../../components/date-text';
import { TimesheetStatusBadge } from '../../../../components/timesheet-status-badge';
import { PaymentLine, paymentOf } from './payment-line';
import classes from './stipend.module.css';
import type { StipendMonth, StipendPlacement } from './stipend-months';

function MonthButton(props: { item: StipendMonth; payment: StipendPayment | undefined; onOpen: () => void }) {
  const { item, payment, onOpen } = props;
  const { sheet } = item;
  return (
    <li>
      <UnstyledButton className={classes.monthButton} onClick={onOpen}>
        <Text fw={700}>{timesheetMonthLabel(item.month)}</Text>
        <span className={classes.monthFacts}>
          <TimesheetStatusBadge status={sheet?.status ?? null} />
          {sheet ? <Text size="sm">{sheet.amountText}</Text> : null}
          {sheet?.status === 'Approved' && sheet.payCycle ? (
            <Text size="sm" fw={600}>
              {payCycleText(sheet.payCycle)}
            </Text>
          ) : null}
          <IconChevronRight size={18} aria-hidden />
        </span>
        <PaymentLine payment={payment} />
      </UnstyledButton>
    </li>
  );
}

export interface PlacementMonthsProps {
  placement: StipendPlacement;
  months: StipendMonth[];
  /** Where each month's payment is (GET /api/Learner/MyStipend). */
  payments: readonly StipendPayment[] | undefined;
  onOpen: (month: string) => void;
}

/**
 * A placement's months, newest first: each a button with its state, amount, once approved its pay
 * cycle, and where its payment is.
 */
export function PlacementMonths({ placement, months, payments, onOpen }: PlacementMonthsProps) {
  const headingId = `stipend-placement-${placement.placementId}`;
  const dates = [formatDate(placement.start), formatDate(placement.end)].filter(Boolean).join(' – ');
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={3} size="h4" id={headingId}>
          {placement.title} – {placement.employerName}
        </Title>
        {dates ? (
          <Text size="sm" c="dimmed">
            {dates}
          </Text>
        ) : null}
      </div>
      {placement.start ? null : (
        <Text size="sm" c="dimmed">
          {T.placementNoStartDate}
        </Text>
      )}
      {months.length === 0 && placement.start ? (
        <Text size="sm" c="dimmed">
          {placementStartsText(formatDate(placement.start))}
        </Text>
      ) : null}
      <ul className={classes.monthList}>
        {months.map((item) => (
          <MonthButton
            key={item.month}
            item={item}
            payment={paymentOf(payments, placement.placementId, item.month)}
            onOpen={() => onOpen(item.month)}
          />
        ))}
      </ul>
    </Stack>
  );
}
