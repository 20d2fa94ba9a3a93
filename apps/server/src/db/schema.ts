import type { LetterContent } from '@ojt/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type UserStatus = 'pending' | 'approved' | 'rejected';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  role: number;
  status: WithDefault<UserStatus>;
  email: string;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  password_hash: string | null;
  temp_password_hash: string | null;
  temp_password_expires_at: NullableTimestamp;
  email_verified_at: NullableTimestamp;
  /** Signed in with a mailed password: nothing but choosing a new one until then (issue 9). */
  password_change_required: WithDefault<boolean>;
  /** When a mailed approval password stops working unused (null: no expiry). */
  password_expires_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  persistent: WithDefault<boolean>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** The last request seen (updated at most once a minute); the session ends `idle_seconds` after it. */
  last_seen_at: Generated<Date>;
  idle_seconds: WithDefault<number>;
}

export interface EmployersTable {
  user_id: number;
  emp_id: string;
  emp_name: string;
  emp_street: WithDefault<string>;
  emp_city: number | null;
  emp_state: WithDefault<string>;
  emp_postal_code: WithDefault<string>;
  emp_phone: WithDefault<string>;
  emp_fax: WithDefault<string>;
  emp_website: WithDefault<string>;
  emp_type: number | null;
  emp_email: string;
  emp_registration_state: WithDefault<string>;
  emp_country: WithDefault<string>;
  emp_p_name: WithDefault<string>;
  emp_p_title: WithDefault<string>;
  emp_p_phone: WithDefault<string>;
  emp_p_fax: WithDefault<string>;
  emp_p_email: WithDefault<string>;
  is_parent: WithDefault<boolean>;
  emp_parent_id: WithDefault<string>;
  company_start_month: number | null;
  company_start_year: number | null;
  company_sector: number | null;
  staff_count: number | null;
  is_rtp: WithDefault<boolean>;
  app_date: Generated<Date>;
  approval_date: NullableTimestamp;
}

export interface LearnersTable {
  user_id: number;
  learner_id: string;
  first_name: string;
  middle_name: WithDefault<string>;
  last_name: string;
  dob: string | null;
  country_of_birth: WithDefault<string>;
  birth_certificate_no: WithDefault<string>;
  passport_no: WithDefault<string>;
  national_id: WithDefault<string>;
  gender: WithDefault<string>;
  marital_status: WithDefault<string>;
  street_address: WithDefault<string>;
  city: number | null;
  state: WithDefault<string>;
  postal_code: WithDefault<string>;
  country: WithDefault<string>;
  permanent_street: WithDefault<string>;
  permanent_city: number | null;
  permanent_state: WithDefault<string>;
  permanent_postal_code: WithDefault<string>;
  permanent_country: WithDefault<string>;
  phone_home: WithDefault<string>;
  phone_mobile: WithDefault<string>;
  phone_work: WithDefault<string>;
  email_work: WithDefault<string>;
  email_personal: string;
  disability: WithDefault<number>;
  disability_type: WithDefault<string>;
  /** The learner's consent to show their disability to employers they applied to (off by default). */
  share_disability: WithDefault<boolean>;
  employment_status: WithDefault<string>;
  education_level: WithDefault<string>;
  nis_no: WithDefault<string>;
  date_registered: Generated<Date>;
  learner_status: WithDefault<number>;
}

export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'signup' | 'change_email';
  email: string;
  link_token_hash: string;
  code_hash: string;
  link_expires_at: Timestamp;
  code_expires_at: Timestamp;
  attempts: WithDefault<number>;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Every verification link sent (issue 16): kept after its verification is pruned or replaced. */
export interface VerificationLinksTable {
  link_token_hash: string;
  user_id: number;
  purpose: EmailVerificationsTable['purpose'];
  email: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface AdminDecisionsTable {
  id: Generated<number>;
  admin_id: number;
  user_id: number;
  decision: 'approve' | 'reject';
  created_at: Generated<Date>;
  /** The reason given for a rejection, mailed to the applicant (issue 16); null when none. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  console_note: string | null;
  status: WithDefault<'pending' | 'sent' | 'failed'>;
  attempts: WithDefault<number>;
  next_attempt_at: Generated<Date>;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
  /** JSON text of `MailAttachment[]` on insert; read back parsed. */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
  /** The account the mail is for (a learner's copy lists by it); null for none, or once it is deleted. */
  recipient_user_id: number | null;
}

/** A file sent with a mail (an interview's .ics invitation). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}

/** A username a sign-up answered with but did not save; held until pruned (migration 0024). */
export interface ReservedUsernamesTable {
  username: string;
  reserved_at: WithDefault<Date>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  created_at: Generated<Date>;
}

export interface JobPositionsTable {
  id: Generated<number>;
  employer_user_id: number;
  title: string;
  sector: number;
  status: WithDefault<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface JobRequirementsTable {
  id: Generated<number>;
  job_position_id: number;
  ordinal: number;
  qualification_type: string;
  certificate_name: string;
}

export interface JobOpeningsTable {
  id: Generated<number>;
  job_position_id: number;
  num_openings: number;
  opens_at: Timestamp;
  closes_at: Timestamp;
  status: WithDefault<number>;
  comment: WithDefault<string>;
  closed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface PlacementsTable {
  id: Generated<number>;
  learner_user_id: number;
  job_opening_id: number;
  /** Copied from the opening's position by a trigger. */
  employer_user_id: Generated<number>;
  /** The position's sector, kept in step by triggers (0010). */
  sector: Generated<number>;
  placement_type: number;
  status: WithDefault<number>;
  /** 'YYYY-MM-DD' (date columns stay strings). */
  interview_date: string | null;
  /** 'HH:mm:ss' as PostgreSQL answers a time. */
  interview_time: string | null;
  interview_location: string | null;
  interview_message: string | null;
  comments: WithDefault<string>;
  date_placed: string | null;
  start_date: string | null;
  end_date: string | null;
  placement_officer: string | null;
  pme_officer: string | null;
  placement_assistant: string | null;
  /** TTD a month, fixed when placed (issue 10); null before. */
  monthly_stipend: number | null;
  /** Set when one of its letters is revoked: no new letter until the office allows it (0021). */
  letters_held: WithDefault<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PlacementStatusHistoryTable {
  id: Generated<number>;
  placement_id: number;
  from_status: number | null;
  to_status: number;
  changed_by: number | null;
  changed_at: Generated<Date>;
}

/** The employer's evaluation of a completed placement (issue 10): scores 1-5 and remarks. */
export interface PlacementEvaluationsTable {
  placement_id: number;
  attendance: number;
  punctuality: number;
  quality: number;
  teamwork: number;
  remarks: string;
  /** Why it was completed before its end date; null when at or after it. */
  completed_early_reason: string | null;
  completed_by: number | null;
  completed_at: Generated<Date>;
}

/** An employer's private note on an application: seen by the employer and the office, never the learner. */
export interface PlacementNotesTable {
  id: Generated<number>;
  placement_id: number;
  /** As written: '[23 Nov 2026, 1:40 pm] Company: text'. */
  note: string;
  written_by: number | null;
  written_at: Generated<Date>;
}

/** An issued experience letter (issue 10): its content is fixed, with its SHA-256 hash. */
export interface ExperienceLettersTable {
  id: Generated<number>;
  placement_id: number;
  /** 12 characters of Crockford base 32, without hyphens. */
  code: string;
  /** Written as JSON text, read back as the object. */
  content: ColumnType<LetterContent, string, never>;
  content_hash: string;
  issued_by: number | null;
  issued_at: Generated<Date>;
  revoked_at: Date | null;
  revoked_by: number | null;
  revoke_reason: string | null;
}

/** One entry of the audit trail (issue 11); append-only. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  actor_user_id: number | null;
  actor_username: string | null;
  actor_role: string | null;
  action: string;
  record_type: string;
  record_id: string;
  /** Written as JSON text, read back as the object. */
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  ip: string | null;
}

/** An officer of the short list the admin keeps (issue 10); removed ones stay, inactive. */
export interface OfficersTable {
  id: Generated<number>;
  name: string;
  role: 'placement' | 'pme' | 'assistant';
  active: WithDefault<boolean>;
  created_at: Generated<Date>;
}

/** A qualification's monthly stipend from a date (applies_from 'YYYY-MM-DD'). */
export interface StipendRatesTable {
  qualification_id: number;
  monthly_ttd: number;
  applies_from: string;
}

/** A learner's additional identification (dates 'YYYY-MM-DD'). */
export interface LearnerIdentificationsTable {
  id: Generated<number>;
  learner_user_id: number;
  ordinal: number;
  identification_type: string;
  identification_number: string;
  issuing_authority: WithDefault<string>;
  issue_date: string | null;
  expiry_date: string | null;
}

export interface LearnerExperienceTable {
  id: Generated<number>;
  learner_user_id: number;
  ordinal: number;
  company: string;
  position: string;
  start_date: string | null;
  end_date: string | null;
  description: WithDefault<string>;
}

export interface LearnerQualificationsTable {
  id: Generated<number>;
  learner_user_id: number;
  ordinal: number;
  qualification_type: string;
  certificate_name: string;
  institution: WithDefault<string>;
  year_obtained: number | null;
  description: WithDefault<string>;
}

export interface LearnerReferencesTable {
  id: Generated<number>;
  learner_user_id: number;
  ordinal: number;
  name: string;
  relationship: WithDefault<string>;
  phone: WithDefault<string>;
  email: WithDefault<string>;
  company: WithDefault<string>;
  position: WithDefault<string>;
}

/** A mailed code to withdraw a sign-up that was never approved (issue 11); one per account. */
export interface SignupWithdrawalsTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts: WithDefault<number>;
  created_at: Generated<Date>;
}

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
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Employer = Selectable<EmployersTable>;
export type NewEmployer = Insertable<EmployersTable>;
export type Learner = Selectable<LearnersTable>;
export type NewLearner = Insertable<LearnersTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
