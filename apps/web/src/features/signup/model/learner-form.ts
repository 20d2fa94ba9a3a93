import {
  DEFAULT_COUNTRY_NAME,
  IDENTIFICATION_FIELDS,
  LEARNER_STEP_TITLES,
  type LearnerSignup,
  learnerSignupSchema,
  learnerStepSchemas,
} from '@ojt/domain';
import { CITY_OPTIONS, type SelectOption } from '../../../components/lookup-options';
import {
  DISABILITY_SELECT_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
} from '../../../components/person-options';
import { stepFieldNames, type WizardDefinition } from './wizard-definition';

/** The learner form as the inputs hold it: select values are option strings until sent. */
export interface LearnerFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  countryOfBirth: string;
  gender: string;
  maritalStatus: string;
  emailPersonal: string;
  emailWork: string;
  phoneMobile: string;
  phoneHome: string;
  phoneWork: string;
  streetAddress: string;
  city: string;
  cityOther: string;
  state: string;
  postalCode: string;
  country: string;
  permanentStreet: string;
  permanentCity: string;
  permanentCityOther: string;
  permanentState: string;
  permanentPostalCode: string;
  permanentCountry: string;
  passportNo: string;
  nationalId: string;
  birthCertificateNo: string;
  employmentStatus: string;
  educationLevel: string;
  disability: string;
  disabilityType: string;
  nisno: string;
}

/** The options of the form's selects, by field: the steps offer them, the final check reads their labels. */
export const LEARNER_SELECT_OPTIONS = {
  gender: GENDER_OPTIONS,
  maritalStatus: MARITAL_STATUS_OPTIONS,
  city: CITY_OPTIONS,
  permanentCity: CITY_OPTIONS,
  employmentStatus: EMPLOYMENT_STATUS_OPTIONS,
  educationLevel: EDUCATION_LEVEL_OPTIONS,
  disability: DISABILITY_SELECT_OPTIONS,
} satisfies Partial<Record<keyof LearnerFormValues, readonly SelectOption[]>>;

export const LEARNER_INITIAL_VALUES: LearnerFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  dob: '',
  countryOfBirth: '',
  gender: '',
  maritalStatus: '',
  emailPersonal: '',
  emailWork: '',
  phoneMobile: '',
  phoneHome: '',
  phoneWork: '',
  streetAddress: '',
  city: '',
  cityOther: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY_NAME,
  permanentStreet: '',
  permanentCity: '',
  permanentCityOther: '',
  permanentState: '',
  permanentPostalCode: '',
  permanentCountry: '',
  passportNo: '',
  nationalId: '',
  birthCertificateNo: '',
  employmentStatus: '',
  educationLevel: '',
  disability: '0',
  disabilityType: '',
  nisno: '',
};

/** True when the learner chose 'Has Disability' (value 1). */
export function hasDisability(values: Pick<LearnerFormValues, 'disability'>): boolean {
  return values.disability === '1';
}

/** The values the rules see: the disability type counts only with a disability. */
function toLearnerInput(values: LearnerFormValues): LearnerFormValues {
  return { ...values, disabilityType: hasDisability(values) ? values.disabilityType : '' };
}

/** What SignUpAsLearner receives: the payload plus the four lists, always null at sign-up (spec 1 §3). */
export type LearnerSignupPayload = LearnerSignup & {
  lstQualification: null;
  lstExp: null;
  lstIds: null;
  lstRef: null;
};

/** The learner wizard: three steps, each checked by the domain's step schema. */
export const LEARNER_WIZARD: WizardDefinition<LearnerFormValues, LearnerSignupPayload> = {
  draftName: 'learner',
  titles: LEARNER_STEP_TITLES,
  stepSchemas: learnerStepSchemas,
  stepFields: stepFieldNames(learnerStepSchemas),
  toInput: toLearnerInput,
  toPayload: (values) => {
    const result = learnerSignupSchema.safeParse(toLearnerInput(values));
    if (!result.success) return result;
    return {
      success: true,
      data: { ...result.data, lstQualification: null, lstExp: null, lstIds: null, lstRef: null },
    };
  },
  payloadSchema: learnerSignupSchema,
  // The at-least-one identification rule reports on passportNo: typing any of the three answers it.
  sharedErrors: Object.fromEntries(IDENTIFICATION_FIELDS.map((field) => [field, 'passportNo'])),
};
