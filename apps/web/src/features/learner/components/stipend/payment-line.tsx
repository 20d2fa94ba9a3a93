import { Text } from '@mantine/core';
import type { StipendMonth as StipendPayment } from '@ojt/domain';
import { StipendPaymentBadge } from '../../../../components/stipend-payment-badge';
import classes from './stipend.module.css';

/**
 * Where a month's stipend is: the server's sentence ('Paid on 12 Nov 2026', 'Failed: account closed —
 * update your bank details on My Stipend'), with a badge once the month is approved (before that the
 * attendance badge says it all).
 */
export function PaymentLine({ payment }: { payment: StipendPayment | undefined }) {
  if (!payment) return null;
  return (
    <span className={classes.payment}>
      {payment.attendance === 'Approved' ? <StipendPaymentBadge state={payment.payment.state} /> : null}
      <Text size="sm" component="span" c={payment.payment.state === 'failed' ? 'red.9' : undefined}>
        {payment.text}
      </Text>
    </span>
  );
}

/** The payment of a placement's month, from the MyStipend answer. */
export function paymentOf(
  payments: readonly StipendPayment[] | undefined,
  placementId: number,
  month: string,
): StipendPayment | undefined {
  return payments?.find((p) => p.placementId === placementId && p.month === month);
}
