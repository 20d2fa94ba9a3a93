import { Anchor, Stack } from '@mantine/core';
import {
  cityName,
  disabilityLabel,
  genderLabel,
  type LearnerListItem,
  MESSAGES,
  maritalStatusLabel,
} from '@ojt/domain';
import { type LearnerDetail, useLearner } from '../api/get-learner';
import { useLastValue } from '../hooks/use-last-value';
import { formatCalendarDate, formatDateTime, joinName, yesNo } from '../utils/format';
import { DetailModal } from './detail-modal';
import { type DetailItem, DetailSection } from './detail-section';
import { MaskedIdentifier } from './masked-identifier';
import { StatusBadge } from './status-badge';

function emailLink(email: string | null) {
  return email ? (
    <Anchor size="sm" href={`mailto:${email}`}>
      {email}
    </Anchor>
  ) : (
    ''
  );
}

/** An identity number, masked but for its last 4 characters, with a Show toggle. */
function identifier(label: string, value: string | null | undefined) {
  return value?.trim() ? <MaskedIdentifier key={label} label={label} value={value} /> : '';
}

function text(value: string | number | null | undefined): string {
  return value == null ? '' : String(value);
}

/** Every field of the admin view (spec 1 §3), with human labels instead of codes and ids. */
export function learnerSections(l: LearnerDetail): { title: string; items: DetailItem[] }[] {
  return [
    {
      title: 'Personal',
      items: [
        ['Learner ID', l.learnerId],
        ['Full Name', joinName(l.firstName, l.middleName, l.lastName)],
        ['Date of Birth', formatCalendarDate(l.dob)],
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
        ['Mobile Phone', l.phoneMobile],
        ['Home Phone', l.phoneHome],
        ['Work Phone', l.phoneWork],
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
        ['Interested in OJT', yesNo(l.interestedinOjt)],
        ['Life Skills', l.lifeSkills],
      ],
    },
    {
      title: 'Identification',
      items: [
        ['Birth Certificate No.', identifier('Birth Certificate No.', l.birthCertificate)],
        ['National ID', identifier('National ID', l.nationalId)],
        ['Passport No.', identifier('Passport No.', l.passportId)],
        ["Driver's Permit", identifier("Driver's Permit", l.driverId)],
        ['NIS No.', identifier('NIS No.', l.nis)],
      ],
    },
    {
      title: 'Application',
      items: [
        ['Status', <StatusBadge key="status" status={l.status} />],
        ['Registered', formatDateTime(l.dateRegistered)],
      ],
    },
  ];
}

export interface LearnerDetailModalProps {
  /** The learner to show; the modal is open while it is set. */
  learnerId: string | null;
  /** The list's copy of the row, shown until the record arrives. */
  initial?: LearnerListItem;
  onClose: () => void;
}

export function LearnerDetailModal({ learnerId, initial, onClose }: LearnerDetailModalProps) {
  const shownId = useLastValue(learnerId);
  const query = useLearner(shownId, initial);
  const record = query.data;
  const name = record ? joinName(record.firstName, record.lastName) : '';
  return (
    <DetailModal
      opened={learnerId !== null}
      onClose={onClose}
      title={name || 'Learner details'}
      loading={!record}
      error={record ? null : query.error}
      errorText={MESSAGES.failedLoadLearnerProfile}
    >
      {record && (
        <Stack gap={0}>
          {learnerSections(record).map((section) => (
            <DetailSection key={section.title} {...section} />
          ))}
        </Stack>
      )}
    </DetailModal>
  );
}
