import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import {
  disabilityLabel,
  educationLevelLabel,
  genderLabel,
  LEARNER_FIELD_LABELS as L,
  type LearnerProfile,
  MESSAGES,
  maritalStatusLabel,
  townName,
} from '@ojt/domain';
import { formatDate } from '../../../../components/date-text';
import { type DetailItem, DetailSection } from '../../../../components/details/detail-section';
import { joinName, yesNo } from '../../../../components/record-text';
import classes from './profile.module.css';
import { PROFILE_LISTS } from './profile-lists';

const mail = (email: string) =>
  email ? (
    <Anchor size="sm" href={`mailto:${email}`}>
      {email}
    </Anchor>
  ) : (
    ''
  );

// An address's rows; `town` as read (the listed name or the typed one).
function addressItems(street: string, town: string, state: string, postal: string, country: string) {
  return [
    [L.streetAddress, street],
    [L.city, town],
    [L.state, state],
    [L.postalCode, postal],
    [L.country, country],
  ] satisfies DetailItem[];
}

/** The disability answer with who can see it (issue 11). */
function DisabilityValue({ value }: { value: string }) {
  return (
    <>
      {value}
      <Text component="span" display="block" size="xs" c="dimmed">
        {MESSAGES.disabilityVisibilityNote}
      </Text>
    </>
  );
}

function ownSections(profile: LearnerProfile): { title: string; items: DetailItem[] }[] {
  const l = profile.learner;
  return [
    {
      title: MESSAGES.sectionPersonalInformation,
      items: [
        [MESSAGES.accountLearnerIdLabel, l.learnerId],
        [MESSAGES.accountNameLabel, joinName(l.firstName, l.middleName, l.lastName)],
        [L.dob, formatDate(l.dob)],
        [L.gender, genderLabel(l.gender)],
        [L.maritalStatus, maritalStatusLabel(l.maritalStatus)],
        [L.countryOfBirth, l.countryofBirth],
        [L.disability, <DisabilityValue key="disability" value={disabilityLabel(l.disability)} />],
        ...(Number(l.disability) === 1
          ? ([
              [L.disabilityType, l.disabilitytype],
              [MESSAGES.shareDisabilityShown, yesNo(l.shareDisability)],
            ] as DetailItem[])
          : []),
        [L.employmentStatus, l.learnerEmploymentStatus],
        [L.educationLevel, educationLevelLabel(l.learnerEducationLevel || l.lastLevelEducation)],
      ],
    },
    {
      title: MESSAGES.sectionContact,
      items: [
        [L.emailPersonal, mail(l.emailPersonal)],
        [L.emailWork, mail(l.emailWork)],
        [L.phoneMobile, l.phoneMobile],
        [L.phoneHome, l.phoneHome],
        [L.phoneWork, l.phoneWork],
      ],
    },
    {
      title: MESSAGES.sectionCurrentAddress,
      items: addressItems(l.streetAddress, townName(l.city, l.cityOther), l.state, l.postalCode, l.country),
    },
    {
      title: MESSAGES.sectionPermanentAddress,
      items: addressItems(
        l.permanentStreet,
        townName(l.permanentCity, l.permanentCityOther),
        l.permanentState,
        l.permanentPostalCode,
        l.permanentCountry,
      ),
    },
    {
      title: MESSAGES.sectionIdentifications,
      items: [
        [L.nationalId, l.nationalId],
        [L.passportNo, l.passportId],
        [L.birthCertificateNo, l.birthCertificate],
        [L.nisno, l.nis],
      ],
    },
  ];
}

const LIST_DATA = {
  lstIds: (p: LearnerProfile) => p.identifications,
  lstExp: (p: LearnerProfile) => p.experience,
  lstQualification: (p: LearnerProfile) => p.qualifications,
  lstRef: (p: LearnerProfile) => p.references,
} as const;

const DATE_FIELDS = new Set(['issueDate', 'expiryDate', 'startDate', 'endDate']);

function entryItems(entry: Record<string, unknown>, fields: { name: string; label: string }[]): DetailItem[] {
  return fields.map(({ name, label }) => {
    const value = entry[name];
    const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return [label, DATE_FIELDS.has(name) ? formatDate(shown) || shown : shown];
  });
}

/** My Profile's read view (spec 2 §2): the record's sections, then the four lists, city ids as names. */
export function ProfileView({ profile }: { profile: LearnerProfile }) {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        {/* Each section in its own cell: sections side by side must not take a sibling's top margin. */}
        <div className={classes.sections}>
          {ownSections(profile).map((section) => (
            <div key={section.title}>
              <DetailSection title={section.title} items={section.items} />
            </div>
          ))}
        </div>
      </Card>
      {PROFILE_LISTS.map((list) => {
        const entries = LIST_DATA[list.key](profile) as unknown as Record<string, unknown>[];
        return (
          <Card key={list.key} withBorder radius="md" padding="lg">
            <Title order={3} size="h5" mb="sm">
              {list.title}
            </Title>
            {entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {MESSAGES.noneAddedYet}
              </Text>
            ) : (
              <div className={classes.entries}>
                {entries.map((entry, index) => (
                  <DetailSection
                    key={String(entry.id ?? index)}
                    order={4}
                    title={`${list.entry} ${index + 1}`}
                    items={entryItems(entry, list.fields)}
                  />
                ))}
              </div>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
