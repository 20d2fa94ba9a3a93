import {
  choiceField,
  disabilityField,
  emailField,
  mobileField,
  optionalSelectField,
  phoneField,
  selectField,
  textField,
} from '../shared/field-schemas.ts';
import { isCityId } from '../shared/lookups/geography.ts';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
} from '../shared/lookups/person-options.ts';
import { otherTownField, requireOtherTowns } from '../shared/lookups/town-fields.ts';
import { dateOfBirthProblem } from './date-of-birth.ts';
import { ageBandProblem } from './eligibility.ts';

/** The human label of every learner payload field, used in '{label} is required'. */
export const LEARNER_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  middleName: 'Middle Name',
  dob: 'Date of Birth',
  countryOfBirth: 'Country of Birth',
  gender: 'Gender',
  maritalStatus: 'Marital Status',
  emailPersonal: 'Personal Email',
  emailWork: 'Work Email',
  phoneMobile: 'Mobile Phone',
  phoneHome: 'Home Phone',
  phoneWork: 'Work Phone',
  streetAddress: 'Street Address',
  city: 'City',
  cityOther: 'Town or village name',
  state: 'Region or corporation',
  postalCode: 'Postal Code',
  country: 'Country',
  permanentStreet: 'Permanent Street Address',
  permanentCity: 'Permanent City',
  permanentCityOther: 'Permanent town or village name',
  permanentState: 'Permanent region or corporation',
  permanentPostalCode: 'Permanent Postal Code',
  permanentCountry: 'Permanent Country',
  passportNo: 'Passport Number',
  nationalId: 'National ID',
  birthCertificateNo: 'Birth Certificate Number',
  employmentStatus: 'Employment Status',
  educationLevel: 'Education Level',
  disability: 'Disability',
  disabilityType: 'Disability Type',
  nisno: 'NIS Number',
} as const;

const L = LEARNER_FIELD_LABELS;

/** The three identification fields, of which sign-up needs at least one. */
export const IDENTIFICATION_FIELDS = ['passportNo', 'nationalId', 'birthCertificateNo'] as const;

const GENDER_CODES = GENDERS.map((row) => row.code);
const MARITAL_CODES = MARITAL_STATUSES.map((row) => row.code);

/** Date of birth: a real `YYYY-MM-DD` date from 1900 on, before today; the message names the part at fault. */
function dateOfBirthField(required: boolean) {
  return textField(L.dob, { required, max: 32, problem: (value) => dateOfBirthProblem(value) });
}

/**
 * The wizard's date of birth: required, the rule above, then the programme's ages on today's Port of
 * Spain day (`ageBandProblem`). The server checks the band again by its own clock (sign-up service).
 */
export function signupDateOfBirthField() {
  return textField(L.dob, {
    required: true,
    max: 32,
    problem: (value) => dateOfBirthProblem(value) ?? ageBandProblem(value),
  });
}

/** Personal and contact fields. Sign-up also requires date of birth and gender. */
export function learnerPersonalShape(signup: boolean) {
  return {
    firstName: textField(L.firstName, { required: true, max: 100 }),
    lastName: textField(L.lastName, { required: true, max: 100 }),
    middleName: textField(L.middleName, { max: 100 }),
    dob: dateOfBirthField(signup),
    countryOfBirth: textField(L.countryOfBirth, { max: 100 }),
    gender: choiceField(L.gender, GENDER_CODES, signup),
    maritalStatus: choiceField(L.maritalStatus, MARITAL_CODES),
    emailPersonal: emailField(L.emailPersonal, true),
    emailWork: emailField(L.emailWork),
    phoneMobile: mobileField(L.phoneMobile, true),
    phoneHome: phoneField(L.phoneHome),
    phoneWork: phoneField(L.phoneWork),
  };
}

/**
 * Current and permanent address. A city may be "Other (type it)" (`OTHER_TOWN_ID`) with the town typed
 * in `cityOther` / `permanentCityOther` (`learnerOtherTownRule`). Sign-up requires street, city and state; postal codes are optional (issue 30). */
export function learnerAddressShape(signup: boolean) {
  return {
    streetAddress: textField(L.streetAddress, { required: signup, max: 200 }),
    city: signup ? selectField(L.city, isCityId) : optionalSelectField(L.city, isCityId),
    cityOther: otherTownField(L.cityOther),
    state: textField(L.state, { required: signup, max: 100 }),
    postalCode: textField(L.postalCode, { max: 20 }),
    country: textField(L.country, { max: 100 }),
    permanentStreet: textField(L.permanentStreet, { max: 200 }),
    permanentCity: optionalSelectField(L.permanentCity, isCityId),
    permanentCityOther: otherTownField(L.permanentCityOther),
    permanentState: textField(L.permanentState, { max: 100 }),
    permanentPostalCode: textField(L.permanentPostalCode, { max: 20 }),
    permanentCountry: textField(L.permanentCountry, { max: 100 }),
  };
}

/** Where a learner address's city is "Other (type it)", its typed town is required (issue 30). */
export const learnerOtherTownRule = requireOtherTowns([
  { city: 'city', other: 'cityOther', label: L.cityOther },
  { city: 'permanentCity', other: 'permanentCityOther', label: L.permanentCityOther },
]);

/** Identifications, employment, education and disability. Sign-up requires employment and education. */
export function learnerAdditionalShape(signup: boolean) {
  return {
    passportNo: textField(L.passportNo, { max: 50 }),
    nationalId: textField(L.nationalId, { max: 50 }),
    birthCertificateNo: textField(L.birthCertificateNo, { max: 50 }),
    employmentStatus: choiceField(L.employmentStatus, EMPLOYMENT_STATUSES, signup),
    educationLevel: choiceField(L.educationLevel, EDUCATION_LEVELS, signup),
    disability: disabilityField(L.disability),
    disabilityType: textField(L.disabilityType, { max: 200 }),
    nisno: textField(L.nisno, { max: 30 }),
  };
}

/** True when at least one identification field holds text. */
export function hasIdentification(values: unknown): boolean {
  if (typeof values !== 'object' || values === null) return false;
  const record = values as Record<string, unknown>;
  return IDENTIFICATION_FIELDS.some((key) => {
    const value = record[key];
    return typeof value === 'string' && value.trim() !== '';
  });
}
