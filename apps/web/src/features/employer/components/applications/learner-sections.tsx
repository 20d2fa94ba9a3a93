import { type ApplicantRecord, disabilityLabel, MESSAGES, townName } from '@ojt/domain';
import { formatDate } from '../../../../components/date-text';
import type { DetailGroup, DetailItem } from '../../../../components/details/detail-section';
import { address, contact, education } from '../../../../components/details/learner-sections';
import { joinName } from '../../../../components/record-text';

/**
 * An applicant's record as an employer sees it (PRODUCT.md §4): name, contact details, current
 * address, education and employment. The server sends no identity numbers, date of birth or
 * identification list, and the disability only when the learner chose to share it, so those rows
 * are left out rather than shown empty.
 */
export function applicantSections(l: ApplicantRecord): DetailGroup[] {
  const shared: DetailItem[] =
    l.disability === undefined
      ? []
      : [
          ['Disability', disabilityLabel(l.disability)],
          ...(Number(l.disability) === 1 ? [['Disability Type', l.disabilitytype ?? ''] as DetailItem] : []),
        ];
  return [
    {
      title: MESSAGES.sectionPersonalInformation,
      items: [
        ['Learner ID', l.learnerId],
        ['Full Name', joinName(l.firstName, l.middleName, l.lastName)],
        ...shared,
      ],
    },
    contact(l),
    address(
      MESSAGES.sectionCurrentAddress,
      l.streetAddress,
      townName(l.city, l.cityOther),
      l.state,
      l.postalCode,
      l.country,
    ),
    education(l),
  ];
}

/** The labels of each list section's entries (spec 2 §3), in order. */
export const LIST_SECTIONS = [
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
