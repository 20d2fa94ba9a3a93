import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

// The runtime names the domain promises to the server and the client (docs/architecture.md, Contracts).
const CONTRACT_NAMES = [
  'COUNTRIES',
  'CITIES',
  'SECTORS',
  'EMPLOYER_TYPES',
  'QUALIFICATIONS',
  'PLACEMENT_TYPES',
  'GENDERS',
  'MARITAL_STATUSES',
  'EMPLOYMENT_STATUSES',
  'PROFILE_EMPLOYMENT_STATUSES',
  'EDUCATION_LEVELS',
  'STAFF_COUNTS',
  'START_MONTHS',
  'startYears',
  'DISABILITY_OPTIONS',
  'ROLE_IDS',
  'roleFromRoleId',
  'JOB_POSITION_STATUS',
  'LEARNER_STATUS',
  'PLACEMENT_STATUS',
  'cityName',
  'sectorName',
  'employerTypeName',
  'placementTypeName',
  'MESSAGES',
  'employerStepSchemas',
  'employerSignupSchema',
  'learnerStepSchemas',
  'learnerSignupSchema',
  'loginSchema',
  'recoverySchema',
  'verificationCodeSchema',
  'otpSchema',
  'changePasswordSchema',
  'changeEmailSchema',
  'jobPositionFormSchema',
  'publishFormSchema',
  'interviewSchema',
  'commentSchema',
  'contactMessageSchema',
  'learnerProfileFormSchema',
  'validateFields',
  'PASSWORD_MIN_LENGTH',
  'PASSWORD_MAX_LENGTH',
  'isCommonPassword',
  'ERROR_CODES',
  'holidaySeed',
  'workingDays',
  'placementWorkingDays',
  'TIMESHEET_STATUS',
  'canSubmitTimesheet',
  'cutOffOf',
  'payCycleFor',
  'STIPEND_LEVELS',
  'FIRST_SCHEDULE',
  'levelForAmount',
  'scheduleInForce',
  'daysCredited',
  'stipendAmountCents',
  'formatTtd',
  'stipendExplanation',
  'timesheetSchema',
  'saveTimesheetBodySchema',
  'TIMESHEET_MESSAGES',
  'timesheetSubmittedNotice',
  'timesheetReturnedNotice',
  'timesheetCorrectedNotice',
  'learnerReminderDue',
  'waitingReminderDue',
  'timesheetsWaitingNotice',
];

describe('@ojt/domain', () => {
  it.each(CONTRACT_NAMES)('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });

  it('exports the step schemas as tuples of 4 and 3', () => {
    expect(domain.employerStepSchemas).toHaveLength(4);
    expect(domain.learnerStepSchemas).toHaveLength(3);
  });
});
