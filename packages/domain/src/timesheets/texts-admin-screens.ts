import { LONG_MONTHS, SHORT_MONTHS } from '../shared/portal-date-time.ts';
import { TIMESHEET_STATUS, type TimesheetStatus } from './rules.ts';
import { formatDayCount, STIPEND_LEVELS } from './rules-stipend.ts';
import { TIMESHEET_STATUS_LABELS } from './texts-screens.ts';

/**
 * Texts of the programme office's screens for issue 27 (admin dashboard, Placements tab): the
 * Timesheets view with its filters, a month's details and its correction, and the stipend settings
 * (public holidays, rates, absences). The calls' own answers are in `texts.ts`.
 */
export const TIMESHEET_ADMIN_SCREEN_MESSAGES = {
  // The Placements tab's views
  placementsViewLabel: 'Show',
  viewPlacements: 'Placements',
  viewTimesheets: 'Timesheets',
  viewStipend: 'Stipend',

  // The Timesheets view
  timesheetsTitle: 'Timesheets',
  findTimesheets: 'Find timesheets',
  monthLabel: 'Month',
  allMonths: 'All months',
  statusLabel: 'Status',
  allStatuses: 'All statuses',
  employerIdLabel: 'Employer ID',
  employerIdPlaceholder: 'e.g. EMP001',
  sectorLabel: 'Sector',
  allSectors: 'All sectors',
  officerLabel: 'Officer',
  allOfficers: 'All officers',
  lateOnlyLabel: 'Late only',
  lateOnlyDescription: 'Not approved by the cut-off, or approved after it',
  lateBadge: 'Late',
  clearFilters: 'Clear filters',
  loadingTimesheets: 'Loading timesheets',
  learnerColumn: 'Learner',
  employerColumn: 'Employer',
  monthColumn: 'Month',
  statusColumn: 'Status',
  daysColumn: 'Days',
  amountColumn: 'Amount',
  payCycleColumn: 'Pay cycle',
  actionsColumn: 'Actions',
  viewAction: 'View',
  summaryLoading: 'Counting the months…',

  // A month's details
  timesheetDetailsTitle: 'Timesheet details',
  sectionMonth: 'Month',
  sectionStipend: 'Stipend',
  sectionDays: 'Days',
  sectionRemarks: 'Remarks',
  learnerLabel: 'Learner',
  employerLabel: 'Employer',
  officerLabelDetail: 'Placement officer',
  daysCreditedLabel: 'Days credited',
  stipendLevelLabel: 'Stipend level',
  monthlyRateLabel: 'Monthly rate',
  amountLabel: 'Amount',
  explanationLabel: 'How it is worked out',
  payCycleLabel: 'Pay cycle',
  payCycleNotFixed: 'Not fixed until approved',
  submittedLabel: 'Submitted',
  approvedLabel: 'Approved',
  returnedReasonLabel: 'Returned with the reason',
  dayColumn: 'Day',
  amColumn: 'a.m.',
  pmColumn: 'p.m.',
  leaveReasonColumn: 'Leave reason',
  noDaysMarked: 'No days marked yet.',
  noRemarks: 'No remarks.',
  notMarked: 'Not marked',
  correctAction: 'Correct',

  // The correction
  correctTitle: 'Correct an approved month',
  correctExplain:
    'Change the marks of the days that were wrong. The month stays approved in its pay cycle; the amount is worked out again, the learner and the employer are told, and the audit trail keeps your reason.',
  correctionReasonLabel: 'Reason for the correction',
  saveCorrection: 'Save correction',
  loadingDays: 'Loading the working days',

  // Stipend settings
  stipendSettingsTitle: 'Stipend settings',
  absencesTitle: 'Absences',
  reduceForAbsencesLabel: 'Reduce the stipend for absences',
  reduceForAbsencesOn:
    'On: a month pays for the half days marked Present or Leave; Absent half days earn nothing.',
  reduceForAbsencesOff: 'Off: every working day of the placement in the month is paid, whatever its marks.',
  failedLoadStipendSettings: 'Failed to load the stipend settings. Please try again.',

  ratesTitle: 'Stipend rates',
  ratesExplain:
    'Each level’s monthly rate. A month is paid at the schedule in force on its first day; approved months keep their amount.',
  ratesTableLabel: 'Stipend schedules',
  effectiveFromLabel: 'Effective from',
  inForceBadge: 'In force',
  loadingRates: 'Loading the stipend rates',
  failedLoadRates: 'Failed to load the stipend rates. Please try again.',
  addScheduleTitle: 'Add a schedule',
  addScheduleExplain:
    'Amounts in TTD a month, with cents (e.g. 4,158.00). The form starts from the latest rates.',
  addScheduleAction: 'Add schedule',
  amountTtdInvalid: 'Enter an amount in TTD greater than 0, such as 3,960.00.',

  holidaysTitle: 'Public holidays',
  holidaysExplain:
    'Holidays are not working days. Months not yet approved are worked out again with the list as it is.',
  yearLabel: 'Year',
  holidaysListLabel: 'Public holidays of the year',
  loadingHolidays: 'Loading the public holidays',
  failedLoadHolidays: 'Failed to load the public holidays. Please try again.',
  noHolidays: 'No public holidays in this year yet.',
  addHolidayTitle: 'Add a holiday',
  holidayDateLabel: 'Date',
  holidayNameLabel: 'Name',
  holidayNamePlaceholder: 'e.g. Emancipation Day',
  addHolidayAction: 'Add holiday',
  removeAction: 'Remove',
  removeHolidayTitle: 'Remove holiday',
  removeHolidayExplain:
    'The day becomes a working day again for months not yet approved. Approved months keep their amount.',
} as const;

function monthParts(month: string): [number, number] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const m = Number(match[2]);
  return m >= 1 && m <= 12 ? [Number(match[1]), m] : null;
}

/** A month `YYYY-MM` as the screens write it: 'October 2026' (the text itself when it is not a month). */
export function monthInWords(month: string): string {
  const parts = monthParts(month);
  return parts ? `${LONG_MONTHS[parts[1] - 1]} ${parts[0]}` : month;
}

/** A month `YYYY-MM` in a narrow column: 'Oct 2026'. */
export function monthAbbreviated(month: string): string {
  const parts = monthParts(month);
  return parts ? `${SHORT_MONTHS[parts[1] - 1]} ${parts[0]}` : month;
}

/** The View button's name in a row: 'View timesheet of Asha Persad, October 2026'. */
export function viewTimesheetLabel(learnerName: string, month: string): string {
  return `View timesheet of ${learnerName}, ${monthInWords(month)}`;
}

/** The details dialog's title: 'Asha Persad · October 2026'. */
export function timesheetDetailsTitle(learnerName: string, month: string): string {
  return `${learnerName} · ${monthInWords(month)}`;
}

/** A month's days credited over its working days: '18.5 of 21'. */
export function daysCreditedText(credited: number, workingDays: number): string {
  return `${formatDayCount(credited)} of ${workingDays}`;
}

/** A stipend level's short name: 'Level 2'. */
export function stipendLevelName(level: number): string {
  return `Level ${level}`;
}

/** What a level covers: 'Level 3: Associate Degree'. */
export function stipendLevelLegend(level: number): string {
  const row = STIPEND_LEVELS.find((r) => r.level === level);
  return row ? `${stipendLevelName(level)}: ${row.qualifications.join(', ')}` : stipendLevelName(level);
}

/** The counts of a month by state, in the order states follow, with the late ones. */
export interface MonthCounts {
  byStatus: Record<TimesheetStatus, number>;
  late: number;
}

/**
 * The summary line of the selected month:
 * 'October 2026: 3 Draft · 12 Submitted · 1 Returned · 40 Approved · 5 late'.
 */
export function timesheetsSummaryText(month: string, counts: MonthCounts): string {
  const parts = TIMESHEET_STATUS.map(
    (status) => `${counts.byStatus[status]} ${TIMESHEET_STATUS_LABELS[status]}`,
  );
  return `${monthInWords(month)}: ${[...parts, `${counts.late} late`].join(' · ')}`;
}

/** The Remove button's name in the holidays list: 'Remove Christmas Day, 25 Dec 2026'. */
export function removeHolidayLabel(name: string, dateText: string): string {
  return `Remove ${name}, ${dateText}`;
}
