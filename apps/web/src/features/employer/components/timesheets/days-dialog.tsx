import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  creditedOfText,
  payCycleText,
  TIMESHEET_SCREEN_TEXTS as T,
  type Timesheet,
  timesheetMonthLabel,
} from '@ojt/domain';
import actions from '../../../../components/account/dialog-buttons.module.css';
import { formatDateTime } from '../../../../components/date-text';
import type { DetailItem } from '../../../../components/details/detail-section';
import { FactGrid } from '../../../../components/fact-grid';
import { APPROVED_GREEN } from '../../../../components/timesheet-colors';
import { TimesheetDays, timesheetRowDates } from '../../../../components/timesheet-days';
import { TimesheetStatusBadge } from '../../../../components/timesheet-status-badge';
import { sheetName } from './use-timesheet-actions';

function facts(sheet: Timesheet): DetailItem[] {
  const items: DetailItem[] = [
    [T.statusColumn, <TimesheetStatusBadge key="status" status={sheet.status} />],
    [T.daysColumn, creditedOfText(sheet.daysCredited, sheet.workingDays)],
    [T.amountColumn, sheet.amountText],
  ];
  if (sheet.submittedAt) items.push([T.submittedOn, formatDateTime(sheet.submittedAt)]);
  if (sheet.payCycle) items.push([T.payCycleLabel, payCycleText(sheet.payCycle)]);
  return items;
}

export interface DaysDialogProps {
  sheet: Timesheet | null;
  opened: boolean;
  onApprove: (sheet: Timesheet) => void;
  onReturn: (sheet: Timesheet) => void;
  onClose: () => void;
}

/** A month's days, read-only, with its figures and remarks; Approve and Return while it is submitted. */
export function DaysDialog({ sheet, opened, onApprove, onReturn, onClose }: DaysDialogProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sheet ? sheetName(sheet) : ''}
      size="lg"
      fullScreen={phone}
      centered={!phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {sheet ? (
        <Stack gap="md">
          <FactGrid items={facts(sheet)} minColumnWidth="8rem" />
          <Text size="sm">{sheet.explanation}</Text>
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
          <TimesheetDays
            dates={timesheetRowDates(sheet)}
            days={sheet.days}
            breakDates={sheet.breakDates}
            caption={`${timesheetMonthLabel(sheet.month)}: ${T.daysCaption}`}
          />
          {sheet.status === 'Submitted' ? (
            <div className={actions.actions}>
              <Button variant="default" onClick={() => onReturn(sheet)}>
                {T.returnAction}
              </Button>
              <Button color={APPROVED_GREEN} onClick={() => onApprove(sheet)}>
                {T.approve}
              </Button>
            </div>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
