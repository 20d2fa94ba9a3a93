import {
  DEFAULT_COUNTRY_NAME,
  EMPLOYER_STEP_TITLES,
  type EmployerSignup,
  employerSignupSchema,
  employerStepSchemas,
} from '@ojt/domain';
import type { EmployerFormValues } from '../../../components/employer-form-values';
import { stepFieldNames, type WizardDefinition } from './wizard-definition';

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
  titles: EMPLOYER_STEP_TITLES,
  stepSchemas: employerStepSchemas,
  stepFields: stepFieldNames(employerStepSchemas),
  toInput: toEmployerInput,
  // The domain's whole-payload schema trims text and turns select values into integers and flags into booleans.
  toPayload: (values) => employerSignupSchema.safeParse(toEmployerInput(values)),
  payloadSchema: employerSignupSchema,
  conflictField: 'empId',
};
