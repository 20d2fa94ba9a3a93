import type {
  AdminDecisionsTable,
  EmployersTable,
  LearnersTable,
  ReservedUsernamesTable,
  SessionsTable,
  SignupWithdrawalsTable,
  UsersTable,
} from './schema/accounts.ts';
import type {
  AgreementQuestionsTable,
  AgreementSettingsTable,
  AgreementVersionsTable,
} from './schema/agreements.ts';
import type { AuditLogTable } from './schema/audit.ts';
import type { ContactMessagesTable } from './schema/contact.ts';
import type {
  LearnerExperienceTable,
  LearnerIdentificationsTable,
  LearnerQualificationsTable,
  LearnerReferencesTable,
} from './schema/learner-profile.ts';
import type { ExperienceLettersTable } from './schema/letters.ts';
import type { OutboxTable } from './schema/outbox.ts';
import type {
  BankAccountsTable,
  BanksTable,
  EmployerFundingTable,
  EmployerStipendPaymentsTable,
  PaymentLinesTable,
  PaymentRunsTable,
  ReimbursementClaimLinesTable,
  ReimbursementClaimsTable,
} from './schema/payments.ts';
import type {
  ExitSurveysTable,
  OfficersTable,
  PlacementBreaksTable,
  PlacementEvaluationsTable,
  PlacementNotesTable,
  PlacementStatusHistoryTable,
  PlacementsTable,
  StipendRatesTable,
} from './schema/placements.ts';
import type { JobOpeningsTable, JobPositionsTable, JobRequirementsTable } from './schema/positions.ts';
import type { RateLimitsTable } from './schema/rate-limits.ts';
import type { ReviewsTable } from './schema/reviews.ts';
import type {
  HolidaysTable,
  StipendSchedulesTable,
  StipendSettingsTable,
  TimesheetRemindersTable,
  TimesheetsTable,
} from './schema/timesheets.ts';
import type { EmailVerificationsTable, VerificationLinksTable } from './schema/verification.ts';

// The tables by area; modules import them, and the database, from here.
export type * from './schema/accounts.ts';
export type * from './schema/agreements.ts';
export type * from './schema/audit.ts';
export type * from './schema/contact.ts';
export type * from './schema/learner-profile.ts';
export type * from './schema/letters.ts';
export type * from './schema/outbox.ts';
export type * from './schema/payments.ts';
export type * from './schema/placements.ts';
export type * from './schema/positions.ts';
export type * from './schema/rate-limits.ts';
export type * from './schema/timesheets.ts';
export type * from './schema/verification.ts';

/** Every table of the database, as Kysely reads them. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  employers: EmployersTable;
  learners: LearnersTable;
  email_verifications: EmailVerificationsTable;
  verification_links: VerificationLinksTable;
  admin_decisions: AdminDecisionsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  contact_messages: ContactMessagesTable;
  job_positions: JobPositionsTable;
  job_requirements: JobRequirementsTable;
  job_openings: JobOpeningsTable;
  placements: PlacementsTable;
  placement_status_history: PlacementStatusHistoryTable;
  officers: OfficersTable;
  stipend_rates: StipendRatesTable;
  placement_evaluations: PlacementEvaluationsTable;
  placement_notes: PlacementNotesTable;
  experience_letters: ExperienceLettersTable;
  audit_log: AuditLogTable;
  learner_identifications: LearnerIdentificationsTable;
  learner_experience: LearnerExperienceTable;
  learner_qualifications: LearnerQualificationsTable;
  learner_references: LearnerReferencesTable;
  signup_withdrawals: SignupWithdrawalsTable;
  reserved_usernames: ReservedUsernamesTable;
  holidays: HolidaysTable;
  stipend_schedules: StipendSchedulesTable;
  stipend_settings: StipendSettingsTable;
  timesheets: TimesheetsTable;
  banks: BanksTable;
  bank_accounts: BankAccountsTable;
  employer_funding: EmployerFundingTable;
  employer_stipend_payments: EmployerStipendPaymentsTable;
  reimbursement_claims: ReimbursementClaimsTable;
  reimbursement_claim_lines: ReimbursementClaimLinesTable;
  payment_runs: PaymentRunsTable;
  payment_lines: PaymentLinesTable;
  timesheet_reminders: TimesheetRemindersTable;
  placement_breaks: PlacementBreaksTable;
  agreement_versions: AgreementVersionsTable;
  agreement_questions: AgreementQuestionsTable;
  agreement_settings: AgreementSettingsTable;
  reviews: ReviewsTable;
  exit_surveys: ExitSurveysTable;
}
