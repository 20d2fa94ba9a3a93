import { Button, Group, Stack, Text } from '@mantine/core';
import {
  canCorrectTimesheet,
  daysCreditedText,
  formatTtd,
  monthInWords,
  sectorName,
  stipendLevelName,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
  type Timesheet,
  timesheetDetailsTitle,
} from '@ojt/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../components/date-text';
import { DetailDialog } from '../../../../components/details/detail-dialog';
import { type DetailGroup, DetailSection } from '../../../../components/details/detail-section';
import { TimesheetStatusBadge } from '../../../../components/timesheet-status-badge';
import { useLastValue } from '../../hooks/use-last-value';
import { CorrectTimesheetDialog } from './correct-timesheet-dialog';
import { TimesheetDaysTable } from './timesheet-days-table';
import { LateBadge, PayCycleText } from './timesheet-late-badge';
import type { AdminTimesheetRow } from './timesheets-list';

/** The month's people, state and dates, then what it earns. */
function timesheetSections(t: AdminTimesheetRow): DetailGroup[] {
  const month: DetailGroup['items'] = [
    [TEXT.learnerLabel, `${t.learnerName} (${t.learnerId})`],
    [TEXT.employerLabel, `${t.employerName} (${t.empId})`],
    [TEXT.sectorLabel, sectorName(t.sector)],
    [TEXT.officerLabelDetail, t.officer],
    [TEXT.monthLabel, monthInWords(t.month)],
    [
      TEXT.statusLabel,
      <Group key="status" gap="xs">
        <TimesheetStatusBadge status={t.status} />
        {t.late ? <LateBadge /> : null}
      </Group>,
    ],
    [TEXT.submittedLabel, formatDateTime(t.submittedAt)],
    [TEXT.approvedLabel, formatDateTime(t.approvedAt)],
  ];
  if (t.returnedReason) month.push([TEXT.returnedReasonLabel, t.returnedReason]);
  return [
    { title: TEXT.sectionMonth, items: month },
    {
      title: TEXT.sectionStipend,
      items: [
        [TEXT.stipendLevelLabel, stipendLevelName(t.level)],
        [TEXT.monthlyRateLabel, formatTtd(t.rateCents)],
        [TEXT.daysCreditedLabel, daysCreditedText(t.daysCredited, t.workingDays)],
        [TEXT.amountLabel, t.amountText],
        [TEXT.explanationLabel, t.explanation],
        [TEXT.payCycleLabel, <PayCycleText key="cycle" cycle={t.payCycle} />],
      ],
    },
  ];
}

export interface TimesheetDetailModalProps {
  /** The month to show; the dialog is open while it is set. */
  timesheet: AdminTimesheetRow | null;
  onClose: () => void;
  /** A correction was saved: the month as the server worked it out again. */
  onCorrected: (corrected: Timesheet) => void;
}

/**
 * One month (the list's row holds all of it): its people, state and dates, what it earns and how,
 * its days read-only and the learner's remarks; Correct for an approved month.
 */
export function TimesheetDetailModal({ timesheet, onClose, onCorrected }: TimesheetDetailModalProps) {
  const shown = useLastValue(timesheet);
  const [correcting, setCorrecting] = useState(false);
  const close = () => {
    setCorrecting(false);
    onClose();
  };
  return (
    <>
      <DetailDialog
        opened={timesheet !== null}
        onClose={close}
        title={shown ? timesheetDetailsTitle(shown.learnerName, shown.month) : TEXT.timesheetDetailsTitle}
        loading={!shown}
        failure={null}
        closeLabel="Close"
      >
        {shown ? (
          <>
            {canCorrectTimesheet(shown.status) ? (
              <Group mb="md">
                <Button
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setCorrecting(true)}
                >
                  {TEXT.correctAction}
                </Button>
              </Group>
            ) : null}
            <Stack gap={0}>
              {timesheetSections(shown).map((section) => (
                <DetailSection key={section.title} {...section} />
              ))}
              <DetailSection title={TEXT.sectionDays} items={[]}>
                <TimesheetDaysTable
                  days={shown.days}
                  breakDates={shown.breakDates}
                  caption={`${TEXT.sectionDays}, ${monthInWords(shown.month)}`}
                />
              </DetailSection>
              <DetailSection title={TEXT.sectionRemarks} items={[]}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={shown.remarks ? undefined : 'dimmed'}>
                  {shown.remarks || TEXT.noRemarks}
                </Text>
              </DetailSection>
            </Stack>
          </>
        ) : null}
      </DetailDialog>
      <CorrectTimesheetDialog
        timesheet={correcting && timesheet ? timesheet : null}
        onClose={() => setCorrecting(false)}
        onCorrected={onCorrected}
      />
    </>
  );
}
