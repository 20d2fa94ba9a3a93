import { Stack, Text, Title } from '@mantine/core';
import { isMonth, portalMonth, TIMESHEET_SCREEN_TEXTS as T, TIMESHEET_MESSAGES } from '@ojt/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BankDetailsCard } from '../../../../components/bank-details/bank-details-card';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { useApplications } from '../../api/get-applications';
import { useMyStipend } from '../../api/get-my-stipend';
import { useTimesheets } from '../../api/get-timesheets';
import { PlacementMonths } from './month-list';
import { MonthView } from './month-view';
import { paymentOf } from './payment-line';
import { placementMonths, stipendPlacements } from './stipend-months';

/** The open month lives in the URL (`?tab=stipend&placement=12&month=2026-11`): reload and Back keep it. */
function useOpenMonth() {
  const [params, setParams] = useSearchParams();
  const placementId = Number(params.get('placement')) || 0;
  const month = params.get('month') ?? '';
  const open = placementId > 0 && isMonth(month) ? { placementId, month } : null;
  const select = (next: { placementId: number; month: string } | null) =>
    setParams(
      (current) => {
        const values = new URLSearchParams(current);
        values.delete('placement');
        values.delete('month');
        if (next) {
          values.set('placement', String(next.placementId));
          values.set('month', next.month);
        }
        return values;
      },
      // Opening a month is a step Back undoes; leaving it replaces the entry.
      { replace: next === null },
    );
  return { open, select };
}

/**
 * My Stipend (issues 27, 28): the bank details the stipend is paid into, then the months of each
 * Placed or Completed placement, newest first, with their state, stipend and where the payment is;
 * opening one fills it in or reads it. Phone first.
 */
export function StipendPanel({ learnerId }: { learnerId: string }) {
  const applications = useApplications(learnerId);
  const sheets = useTimesheets(Boolean(learnerId));
  // Where each month's payment is: the months show without it until it comes (or if it fails).
  const payments = useMyStipend(Boolean(learnerId));
  const { open, select } = useOpenMonth();
  const placements = stipendPlacements(applications.data ?? []);
  const current = portalMonth(new Date());

  let content: ReactNode;
  const failed = applications.isError ? applications : sheets.isError ? sheets : null;
  if (applications.isPending || sheets.isPending) {
    content = <LoadingBlocks label={T.loadingMonths} count={3} height={56} />;
  } else if (failed) {
    content = (
      <LoadError
        message={TIMESHEET_MESSAGES.failedLoadTimesheets}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  } else {
    const opened = open ? placements.find((p) => p.placementId === open.placementId) : undefined;
    if (open && opened) {
      content = (
        <MonthView
          placement={opened}
          month={open.month}
          payment={paymentOf(payments.data, opened.placementId, open.month)}
          onBack={() => select(null)}
        />
      );
    } else if (placements.length === 0) {
      content = <EmptyBlock message={T.noPlacedPlacements} />;
    } else {
      content = placements.map((placement) => (
        <PlacementMonths
          key={placement.placementId}
          placement={placement}
          months={placementMonths(placement, sheets.data ?? [], current)}
          payments={payments.data}
          onOpen={(month) => select({ placementId: placement.placementId, month })}
        />
      ));
    }
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {T.tabMyStipend}
        </Title>
        <Text size="sm" c="dimmed">
          {T.stipendIntro}
        </Text>
      </div>
      <BankDetailsCard holder="learner" />
      {content}
    </Stack>
  );
}
