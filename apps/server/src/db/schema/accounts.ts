import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';
import type { NullableTimestamp, Timestamp, WithDefault } from './columns.ts';

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
  /** Signed in with a mailed password: nothing but choosing a new one until then. */
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
  /** The typed town when emp_city is "Other (type it)"; '' otherwise. */
  emp_city_other: WithDefault<string>;
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
  /** The typed town when city is "Other (type it)"; '' otherwise. */
  city_other: WithDefault<string>;
  state: WithDefault<string>;
  postal_code: WithDefault<string>;
  country: WithDefault<string>;
  permanent_street: WithDefault<string>;
  permanent_city: number | null;
  permanent_city_other: WithDefault<string>;
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

export interface AdminDecisionsTable {
  id: Generated<number>;
  admin_id: number;
  user_id: number;
  decision: 'approve' | 'reject';
  created_at: Generated<Date>;
  /** The reason given for a rejection, mailed to the applicant; null when none. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A username a sign-up answered with but did not save; held until pruned (migration 0024). */
export interface ReservedUsernamesTable {
  username: string;
  reserved_at: WithDefault<Date>;
}

/** A mailed code to withdraw a sign-up that was never approved; one per account. */
export interface SignupWithdrawalsTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts: WithDefault<number>;
  created_at: Generated<Date>;
}

export type User = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Employer = Selectable<EmployersTable>;
export type Learner = Selectable<LearnersTable>;
