/**
 * Texts of the monthly attendance record and its stipend (issue 27): the server's answers (400 for
 * a missing reason or a bad body, 409 for a wrong state) and the labels the three roles read.
 */
export const TIMESHEET_MESSAGES = {
  // Bad requests (400)
  monthInvalid: 'Month must be a month in the form YYYY-MM',
  timesheetDayOutsideMonth: 'Every day must be a date of this month.',
  timesheetDayRepeated: 'Each day can be marked only once.',
  leaveReasonRequired: 'Choose a reason for the leave.',
  leaveReasonWithoutLeave: 'A leave reason goes only with a day marked Leave.',
  returnReasonRequired: 'Enter a reason for returning this month.',
  correctionReasonRequired: 'Enter a reason for the correction.',
  approveWhichMonths: 'Choose at least one month to approve.',
  stipendRatesInvalid: 'Give a whole, positive amount in cents for each of the five levels.',
  holidayNameRequired: 'Enter the name of the holiday.',
  holidayYearInvalid: 'Year must be a year between 2000 and 2100',

  // Wrong states (409)
  monthInFuture: 'This month has not started yet.',
  submitTooEarly: 'This month cannot be submitted before its last working day.',
  saveOnlyDraftOrReturned: 'Only a draft or returned month can be changed.',
  submitOnlyDraftOrReturned: 'This month has already been submitted.',
  approveOnlySubmitted: 'Only a submitted month can be approved.',
  returnOnlySubmitted: 'Only a submitted month can be returned.',
  correctOnlyApproved: 'Only an approved month can be corrected.',
  timesheetDayOutsidePlacement: 'A day is outside the dates of this placement.',
  timesheetNotPlaced: 'Attendance can be recorded only for a placed learner.',
  timesheetMonthOutsidePlacement: 'This month is outside the dates of this placement.',
  timesheetNoStipendLevel:
    'The stipend of this placement is not set yet. Please contact the programme office.',
  stipendScheduleExists: 'A schedule already starts on this date.',
  holidayExists: 'This date is already a holiday.',

  // Not found (404)
  timesheetNotFound: 'Month not found.',
  holidayNotFound: 'Holiday not found.',

  // Done
  timesheetSaved: 'Your month was saved.',
  timesheetSubmitted: 'Your month was submitted to your supervisor.',
  timesheetApproved: 'The month was approved.',
  timesheetsApproved: 'The months were approved.',
  timesheetReturned: 'The month was returned to the learner.',
  timesheetCorrected: 'The month was corrected.',
  stipendScheduleAdded: 'The new rates were added.',
  holidayAdded: 'Holiday added.',
  holidayRemoved: 'Holiday removed.',
  stipendSettingsSaved: 'Stipend settings saved.',

  // Labels
  timesheetDraft: 'Draft',
  timesheetSubmittedLabel: 'Submitted',
  timesheetReturnedLabel: 'Returned',
  timesheetApprovedLabel: 'Approved',
  markPresent: 'Present',
  markAbsent: 'Absent',
  markLeave: 'Leave',
  leaveSick: 'Sick',
  leavePersonal: 'Personal',
  leavePublicDuty: 'Public duty',
  payCycleOne: 'Pay cycle 1',
  payCycleTwo: 'Pay cycle 2',
  failedLoadTimesheets: 'Failed to load the months. Please try again.',
  failedLoadTimesheet: 'Failed to load the month. Please try again.',
  noTimesheetsFound: 'No months found',
} as const;
