import { Anchor } from '@mantine/core';
import {
  cityName,
  disabilityLabel,
  genderLabel,
  type LearnerRecord,
  learnerStatusLabel,
  maritalStatusLabel,
} from '@ojt/domain';
import { formatDate } from '../../../../components/date-text';
import type { DetailItem } from '../../../../components/details/detail-section';
import { joinName, maskIdentifier, yesNo } from '../../utils/format';

export interface Section {
  title: string;
  items: DetailItem[];
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

function emailLink(email: string) {
  return email ? (
    <Anchor size="sm" href={`mailto:${email}`}>
      {email}
    </Anchor>
  ) : (
    ''
  );
}

function phoneLink(phone: string) {
  return phone ? (
    <Anchor size="sm" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </Anchor>
  ) : (
    ''
  );
}

/**
 * The learner profile's fields (spec 2 §3) in the sections of the learner's own profile screen,
 * with names instead of codes and ids. Identity numbers show their last 4 characters only: an
 * employer needs to know which documents a learner holds, not to copy them.
 */
export function learnerSections(l: LearnerRecord): Section[] {
  return [
    {
      title: 'Personal Information',
      items: [
        ['Learner ID', l.learnerId],
        ['Full Name', joinName(l.firstName, l.middleName, l.lastName)],
        ['Date of Birth', formatDate(l.dob)],
        ['Gender', genderLabel(l.gender)],
        ['Marital Status', maritalStatusLabel(l.maritalStatus)],
        ['Nationality', l.nationality],
        ['Country of Birth', l.countryofBirth],
        ['Disability', disabilityLabel(l.disability)],
        ['Disability Type', Number(l.disability) === 1 ? l.disabilitytype : ''],
      ],
    },
    {
      title: 'Contact',
      items: [
        ['Personal Email', emailLink(l.emailPersonal)],
        ['Work Email', emailLink(l.emailWork)],
        ['Mobile Phone', phoneLink(l.phoneMobile)],
        ['Home Phone', phoneLink(l.phoneHome)],
        ['Work Phone', phoneLink(l.phoneWork)],
      ],
    },
    {
      title: 'Current Address',
      items: [
        ['Street', l.streetAddress],
        ['City', cityName(l.city)],
        ['State', l.state],
        ['Postal Code', l.postalCode],
        ['Country', l.country],
      ],
    },
    {
      title: 'Permanent Address',
      items: [
        ['Street', l.permanentStreet],
        ['City', cityName(l.permanentCity)],
        ['State', l.permanentState],
        ['Postal Code', l.permanentPostalCode],
        ['Country', l.permanentCountry],
      ],
    },
    {
      title: 'Education and Employment',
      items: [
        ['Employment Status', l.learnerEmploymentStatus],
        ['Education Level', l.learnerEducationLevel || l.lastLevelEducation],
        ['Teaching Experience', text(l.learnerTeachingExperience)],
        ['Supervisory Experience', text(l.learnerSupervisoryExperience)],
        ['Life Skills', text(l.lifeSkills)],
        ['Interested in OJT', yesNo(l.interestedinOjt)],
      ],
    },
    {
      title: 'Identifications',
      items: [
        ['Birth Certificate No.', maskIdentifier(l.birthCertificate)],
        ['National ID', maskIdentifier(l.nationalId)],
        ['Passport No.', maskIdentifier(l.passportId)],
        ["Driver's Permit", maskIdentifier(l.driverId)],
        ['NIS No.', maskIdentifier(l.nis)],
      ],
    },
    {
      title: 'Registration',
      items: [
        ['Registered', formatDate(l.dateRegistered)],
        ['Account Status', learnerStatusLabel(l.learnerStatus)],
      ],
    },
  ];
}

/** The labels of each list section's entries (spec 2 §3), in order. */
export const LIST_SECTIONS = [
  {
    key: 'identifications',
    title: 'Additional Identifications',
    fields: [
      ['identificationType', 'Type'],
      ['identificationNumber', 'Number'],
      ['issuingAuthority', 'Issuing Authority'],
      ['issueDate', 'Issue Date'],
      ['expiryDate', 'Expiry Date'],
    ],
  },
  {
    key: 'experience',
    title: 'Experience',
    fields: [
      ['company', 'Company'],
      ['position', 'Position'],
      ['startDate', 'Start Date'],
      ['endDate', 'End Date'],
      ['description', 'Description'],
    ],
  },
  {
    key: 'qualifications',
    title: 'Qualifications',
    fields: [
      ['qualificationType', 'Qualification Type'],
      ['certificateName', 'Certificate Name'],
      ['institution', 'Institution'],
      ['yearObtained', 'Year Obtained'],
      ['description', 'Description'],
    ],
  },
  {
    key: 'references',
    title: 'References',
    fields: [
      ['name', 'Name'],
      ['relationship', 'Relationship'],
      ['phone', 'Phone'],
      ['email', 'Email'],
      ['company', 'Company'],
      ['position', 'Position'],
    ],
  },
] as const;

const DATE_FIELDS = new Set(['issueDate', 'expiryDate', 'startDate', 'endDate']);

/** One entry of a list section as label/value pairs; dates read '23 Nov 2026'. */
export function entryItems(entry: Record<string, unknown>, fields: readonly (readonly [string, string])[]) {
  return fields.map(([key, label]): DetailItem => {
    const value = entry[key];
    const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return [label, DATE_FIELDS.has(key) ? formatDate(shown) || shown : shown];
  });
}
