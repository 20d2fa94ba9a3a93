import {
  DEFAULT_COUNTRY_NAME,
  EMPLOYER_STEP_TITLES,
  type EmployerSignup,
  employerSignupSchema,
  employerStepSchemas,
} from '@ojt/domain';
import type { EmployerFormValues } from '../../../components/employer-form-values';
import {
  CITY_OPTIONS,
  EMPLOYER_TYPE_OPTIONS,
  SECTOR_OPTIONS,
  type SelectOption,
  STAFF_COUNT_OPTIONS,
  START_MONTH_OPTIONS,
} from '../../../components/lookup-options';
import { stepFieldNames, type WizardDefinition } from './wizard-definition';

/** The options of the form's selects, by field: the steps offer them, the final check reads their labels. */
export const EMPLOYER_SELECT_OPTIONS = {
  empType: EMPLOYER_TYPE_OPTIONS,
  empCity: CITY_OPTIONS,
  companyStartMonth: START_MONTH_OPTIONS,
  companySector: SECTOR_OPTIONS,
  staffCount: STAFF_COUNT_OPTIONS,
} satisfies Partial<Record<keyof EmployerFormValues, readonly SelectOption[]>>;

export const EMPLOYER_INITIAL_VALUES: EmployerFormValues = {
  empId: '',
  empName: '',
  empType: '',
  empEmail: '',
  empPhone: '',
  empWebSite: '',
  empFax: '',
  empStreet: '',
  empCity: '',
  empCityOther: '',
  empState: '',
  empPostalCode: '',
  empCountry: DEFAULT_COUNTRY_NAME,
  empRegistrationState: '',
  empPName: '',
  empPTitle: '',
  empPPhone: '',
  empPEmail: '',
  empPFax: '',
  companyStartMonth: '',
  companyStartYear: '',
  companySector: '',
  staffCount: '',
  isParent: false,
  empParentId: '',
  isRTP: false,
};

/** The values the rules see: the parent company id counts only when the company has a parent. */
function toEmployerInput(values: EmployerFormValues): EmployerFormValues {
  return { ...values, empParentId: values.isParent ? values.empParentId : '' };
}

/** The employer wizard: four steps, each checked by the domain's step schema. */
export const EMPLOYER_WIZARD: WizardDefinition<EmployerFormValues, EmployerSignup> = {
  draftName: 'employer',
  titles: EMPLOYER_STEP_TITLES,
  stepSchemas: employerStepSchemas,
  stepFields: stepFieldNames(employerStepSchemas),
  toInput: toEmployerInput,
  // The domain's whole-payload schema trims text and turns select values into integers and flags into booleans.
  toPayload: (values) => employerSignupSchema.safeParse(toEmployerInput(values)),
  payloadSchema: employerSignupSchema,
  conflictField: 'empId',
};
