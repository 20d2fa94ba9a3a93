import {
  ageToday,
  disabilityLabel,
  educationLevelLabel,
  genderLabel,
  type LearnerListItem,
  type LearnerRecord,
  MESSAGES,
  maritalStatusLabel,
  STATE_LABEL,
  townName,
} from '@ojt/domain';
import type { ReactNode } from 'react';
import { joinName, yesNo } from '../record-text';
import { emailLink, phoneLink } from './contact-links';
import type { DetailGroup, DetailItem } from './detail-section';

/** A learner as a details view gets it: the whole record, or a list's row (no identity numbers) until it arrives. */
export type LearnerDetailRecord = LearnerListItem & Partial<LearnerRecord>;

/** What differs between the viewers of a learner's record. */
export interface LearnerSectionsView {
  /** The date of birth, as the viewer's screens write dates. */
  date: (value: string | null | undefined) => string;
  /** An identity number: an admin may reveal it, an employer sees its last 4 characters only. */
  identifier: (label: string, value: string | null | undefined) => ReactNode;
  /** The closing section: the account as the viewer needs it (approval, registration). */
  account: DetailGroup;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The learner's age in whole years today in Port of Spain (issue 30: the programme takes 16 to 35). */
const ageText = (dob: string | null | undefined) => text(dob ? ageToday(dob) : undefined);

function personal(l: LearnerDetailRecord, view: LearnerSectionsView): DetailGroup {
  return {
    title: MESSAGES.sectionPersonalInformation,
    items: [
      ['Learner ID', l.learnerId],
      ['Full Name', joinName(l.firstName, l.middleName, l.lastName)],
      ['Date of Birth', view.date(l.dob)],
      ['Age', ageText(l.dob)],
      ['Gender', genderLabel(l.gender)],
      ['Marital Status', maritalStatusLabel(l.maritalStatus)],
      ['Nationality', l.nationality],
      ['Country of Birth', l.countryofBirth],
      ['Disability', l.disability === undefined ? '' : disabilityLabel(l.disability)],
      ['Disability Type', Number(l.disability) === 1 ? l.disabilitytype : ''],
    ],
  };
}

type ContactFields = 'emailPersonal' | 'emailWork' | 'phoneMobile' | 'phoneHome' | 'phoneWork';
type EducationFields =
  | 'learnerEmploymentStatus'
  | 'learnerEducationLevel'
  | 'lastLevelEducation'
  | 'learnerTeachingExperience'
  | 'learnerSupervisoryExperience'
  | 'lifeSkills'
  | 'interestedinOjt';

/** The Contact section: emails and phones as links. */
export function contact(l: Pick<LearnerRecord, ContactFields>): DetailGroup {
  return {
    title: MESSAGES.sectionContact,
    items: [
      ['Personal Email', emailLink(l.emailPersonal)],
      ['Work Email', emailLink(l.emailWork)],
      ['Mobile Phone', phoneLink(l.phoneMobile)],
      ['Home Phone', phoneLink(l.phoneHome)],
      ['Work Phone', phoneLink(l.phoneWork)],
    ],
  };
}

/** An address's section; `town` is the town as read (`townName`: the listed name or the typed one). */
export function address(
  title: string,
  street: string,
  town: string,
  state: string,
  postal: string,
  country: string,
) {
  const items: DetailItem[] = [
    ['Street', street],
    ['City', town],
    [STATE_LABEL, state],
    ['Postal Code', postal],
    ['Country', country],
  ];
  return { title, items };
}

/** The Education & Employment section. */
export function education(l: Pick<LearnerRecord, EducationFields>): DetailGroup {
  return {
    title: MESSAGES.sectionEducationEmployment,
    items: [
      ['Employment Status', l.learnerEmploymentStatus],
      ['Education Level', educationLevelLabel(l.learnerEducationLevel || l.lastLevelEducation)],
      ['Teaching Experience', text(l.learnerTeachingExperience)],
      ['Supervisory Experience', text(l.learnerSupervisoryExperience)],
      ['Life Skills', text(l.lifeSkills)],
      ['Interested in OJT', yesNo(l.interestedinOjt)],
    ],
  };
}

function identification(l: LearnerDetailRecord, { identifier }: LearnerSectionsView): DetailGroup {
  return {
    title: MESSAGES.sectionIdentifications,
    items: [
      ['Birth Certificate No.', identifier('Birth Certificate No.', l.birthCertificate)],
      ['National ID', identifier('National ID', l.nationalId)],
      ['Passport No.', identifier('Passport No.', l.passportId)],
      ["Driver's Permit", identifier("Driver's Permit", l.driverId)],
      ['NIS No.', identifier('NIS No.', l.nis)],
    ],
  };
}

/**
 * A learner's record (spec 1 §3, spec 2 §3) in the sections of the learner's own profile screen,
 * with names instead of codes and ids, for the admin's and the employers' details dialogs.
 */
export function learnerSections(l: LearnerDetailRecord, view: LearnerSectionsView): DetailGroup[] {
  return [
    personal(l, view),
    contact(l),
    address(
      MESSAGES.sectionCurrentAddress,
      l.streetAddress,
      townName(l.city, l.cityOther),
      l.state,
      l.postalCode,
      l.country,
    ),
    address(
      MESSAGES.sectionPermanentAddress,
      l.permanentStreet,
      townName(l.permanentCity, l.permanentCityOther),
      l.permanentState,
      l.permanentPostalCode,
      l.permanentCountry,
    ),
    education(l),
    identification(l, view),
    view.account,
  ];
}
