import {
  type CsvValue,
  disabilityLabel,
  employerTypeName,
  evaluationOverall,
  exitReasonLabel,
  formatPortalDateTime,
  genderLabel,
  maritalStatusLabel,
  placementStatusLabel,
  placementTypeName,
  portalToday,
  sectorName,
  staffCountLabel,
  townName,
} from '@ojt/domain';
import type { EmployerExportRow, LearnerExportRow } from '../accounts/directory-service.ts';
import type { PlacementExportRow } from '../placements/placement-service.ts';

/** A column of an export: its header and how a row fills it. */
export interface Column<R> {
  header: string;
  value: (row: R) => CsvValue;
}

// Instants as Port of Spain wall-clock time a spreadsheet reads as a date-time: 2026-11-24 13:40.
const stamp = (at: Date | null) => (at ? formatPortalDateTime(at).slice(0, 16).replace('T', ' ') : null);
const STATUS_NAMES = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
const statusName = (status: keyof typeof STATUS_NAMES) => STATUS_NAMES[status];
const name = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** The employers' columns: the admin view of spec 1 §3 with names for its lookups. Employers hold no identity data. */
export const EMPLOYER_COLUMNS: Column<EmployerExportRow>[] = [
  { header: 'Employer ID', value: (r) => r.emp_id },
  { header: 'Company name', value: (r) => r.emp_name },
  { header: 'Status', value: (r) => statusName(r.status) },
  { header: 'Employer type', value: (r) => employerTypeName(r.emp_type) },
  { header: 'Sector', value: (r) => sectorName(r.company_sector) },
  { header: 'Staff', value: (r) => staffCountLabel(r.staff_count) },
  { header: 'Email', value: (r) => r.emp_email },
  { header: 'Phone', value: (r) => r.emp_phone },
  { header: 'Fax', value: (r) => r.emp_fax },
  { header: 'Website', value: (r) => r.emp_website },
  { header: 'Street', value: (r) => r.emp_street },
  { header: 'City', value: (r) => townName(r.emp_city, r.emp_city_other) },
  { header: 'State', value: (r) => r.emp_state },
  { header: 'Postal code', value: (r) => r.emp_postal_code },
  { header: 'Country', value: (r) => r.emp_country },
  { header: 'Registration', value: (r) => r.emp_registration_state },
  { header: 'Contact name', value: (r) => r.emp_p_name },
  { header: 'Contact title', value: (r) => r.emp_p_title },
  { header: 'Contact phone', value: (r) => r.emp_p_phone },
  { header: 'Contact email', value: (r) => r.emp_p_email },
  { header: 'Registered training provider', value: (r) => r.is_rtp },
  { header: 'Applied', value: (r) => stamp(r.app_date) },
  { header: 'Approved', value: (r) => stamp(r.approval_date) },
];

/** The learners' columns without identity data. */
export const LEARNER_COLUMNS: Column<LearnerExportRow>[] = [
  { header: 'Learner ID', value: (r) => r.learner_id },
  { header: 'First name', value: (r) => r.first_name },
  { header: 'Middle name', value: (r) => r.middle_name },
  { header: 'Last name', value: (r) => r.last_name },
  { header: 'Status', value: (r) => statusName(r.status) },
  { header: 'Personal email', value: (r) => r.email_personal },
  { header: 'Work email', value: (r) => r.email_work },
  { header: 'Mobile phone', value: (r) => r.phone_mobile },
  { header: 'Home phone', value: (r) => r.phone_home },
  { header: 'Work phone', value: (r) => r.phone_work },
  { header: 'Gender', value: (r) => genderLabel(r.gender) },
  { header: 'Marital status', value: (r) => maritalStatusLabel(r.marital_status) },
  { header: 'Nationality', value: (r) => r.country },
  { header: 'Country of birth', value: (r) => r.country_of_birth },
  { header: 'Street', value: (r) => r.street_address },
  { header: 'City', value: (r) => townName(r.city, r.city_other) },
  { header: 'State', value: (r) => r.state },
  { header: 'Postal code', value: (r) => r.postal_code },
  { header: 'Employment status', value: (r) => r.employment_status },
  { header: 'Education level', value: (r) => r.education_level },
  { header: 'Registered', value: (r) => stamp(r.date_registered) },
];

/** What identity data a learner row carries (learners' and placements' rows alike). */
type IdentityRow = Pick<
  LearnerExportRow,
  'dob' | 'national_id' | 'birth_certificate_no' | 'passport_no' | 'nis_no' | 'disability' | 'disability_type'
>;

/** Identity numbers, date of birth and disability data: exported only with a recorded reason. */
export const IDENTITY_COLUMNS: Column<IdentityRow>[] = [
  { header: 'Date of birth', value: (r) => r.dob },
  { header: 'National ID', value: (r) => r.national_id },
  { header: 'Birth certificate', value: (r) => r.birth_certificate_no },
  { header: 'Passport', value: (r) => r.passport_no },
  { header: 'NIS number', value: (r) => r.nis_no },
  { header: 'Disability', value: (r) => disabilityLabel(r.disability) },
  { header: 'Disability type', value: (r) => r.disability_type },
];

/** The placements' columns without identity data. */
export const PLACEMENT_COLUMNS: Column<PlacementExportRow>[] = [
  { header: 'Placement ID', value: (r) => r.id },
  { header: 'Learner ID', value: (r) => r.learner_id },
  { header: 'Learner', value: (r) => name(r.first_name, r.last_name) },
  { header: 'Employer ID', value: (r) => r.emp_id },
  { header: 'Employer', value: (r) => r.emp_name },
  { header: 'Position', value: (r) => r.title },
  { header: 'Sector', value: (r) => sectorName(r.sector) },
  { header: 'Placement type', value: (r) => placementTypeName(r.placement_type) },
  { header: 'Status', value: (r) => placementStatusLabel(r.status) },
  { header: 'Applied', value: (r) => stamp(r.created_at) },
  { header: 'Interview date', value: (r) => r.interview_date },
  { header: 'Date placed', value: (r) => r.date_placed },
  { header: 'Start date', value: (r) => r.start_date },
  { header: 'End date', value: (r) => r.end_date },
  {
    header: 'Monthly stipend (TTD)',
    value: (r) => (r.monthly_stipend == null ? null : Number(r.monthly_stipend)),
  },
  { header: 'Placement officer', value: (r) => r.placement_officer },
  { header: 'PME officer', value: (r) => r.pme_officer },
  { header: 'Placement assistant', value: (r) => r.placement_assistant },
  // The employer's evaluation once completed (issue 30): scores 1-5, their overall and the day.
  { header: 'Attendance', value: (r) => r.attendance },
  { header: 'Punctuality', value: (r) => r.punctuality },
  { header: 'Quality', value: (r) => r.quality },
  { header: 'Teamwork', value: (r) => r.teamwork },
  { header: 'Overall', value: overallScore },
  { header: 'Completed on', value: (r) => (r.completed_at ? portalToday(r.completed_at) : null) },
  { header: 'Completed early because', value: (r) => r.completed_early_reason },
  // An early exit's reason (issue 29), as the screens name it.
  { header: 'Exit reason', value: (r) => (r.exit_reason ? exitReasonLabel(r.exit_reason) : null) },
];

function overallScore(r: PlacementExportRow): number | null {
  const { attendance, punctuality, quality, teamwork } = r;
  if (attendance === null || punctuality === null || quality === null || teamwork === null) return null;
  return evaluationOverall({ attendance, punctuality, quality, teamwork });
}
