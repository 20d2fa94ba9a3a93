import { type LearnerRecord, learnerStatusLabel } from '@ojt/domain';
import { formatDate } from '../../../../components/date-text';
import type { DetailGroup, DetailItem } from '../../../../components/details/detail-section';
import { learnerSections } from '../../../../components/details/learner-sections';
import { maskIdentifier } from '../../../../components/record-text';

/**
 * An applicant's record as an employer sees it: the learner profile's sections, dates as the portal
 * writes them, and identity numbers showing their last 4 characters only (an employer needs to know
 * which documents a learner holds, not to copy them).
 */
export function applicantSections(l: LearnerRecord): DetailGroup[] {
  return learnerSections(l, {
    date: formatDate,
    identifier: (_label, value) => maskIdentifier(value),
    account: {
      title: 'Registration',
      items: [
        ['Registered', formatDate(l.dateRegistered)],
        ['Account Status', learnerStatusLabel(l.learnerStatus)],
      ],
    },
  });
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
