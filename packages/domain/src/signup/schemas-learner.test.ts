import { describe, expect, it } from 'vitest';
import { LEARNER_FIELD_LABELS } from '../learners/schemas-fields.ts';
import { validateFields } from '../shared/validate-fields.ts';
import { learnerSignupSchema, learnerStepSchemas } from './schemas.ts';

const ID_MESSAGE =
  'At least one identification field is required (Passport Number, National ID, or Birth Certificate Number)';

/** A complete learner sign-up as the wizard sends it, with the four lists null. */
const valid = {
  firstName: 'Aaliyah',
  lastName: 'Mohammed',
  middleName: '',
  dob: '2000-05-17',
  countryOfBirth: 'Trinidad and Tobago',
  birthCertificateNo: '',
  passportNo: 'TA123456',
  nationalId: '',
  gender: 'F',
  maritalStatus: 'S',
  streetAddress: '5 Main Road',
  city: '14',
  cityOther: '',
  state: 'Chaguanas',
  postalCode: '500101',
  country: 'Trinidad and Tobago',
  permanentStreet: '',
  permanentCity: '',
  permanentCityOther: '',
  permanentState: '',
  permanentPostalCode: '',
  permanentCountry: '',
  phoneHome: '',
  phoneMobile: '868-765-4321',
  phoneWork: '',
  emailWork: '',
  emailPersonal: 'aaliyah@example.com',
  disability: '0',
  disabilityType: '',
  employmentStatus: 'Unemployed',
  educationLevel: 'Secondary',
  nisno: '',
  lstQualification: null,
  lstExp: null,
  lstIds: null,
  lstRef: null,
};

const steps = learnerStepSchemas;
const [, step2, step3] = steps;

describe('learner wizard steps', () => {
  it('has three steps that accept a complete sign-up', () => {
    expect(learnerStepSchemas).toHaveLength(3);
    for (const step of learnerStepSchemas) expect(validateFields(step, valid)).toEqual({});
  });

  it.each([
    [1, 'firstName', 'First Name is required'],
    [1, 'lastName', 'Last Name is required'],
    [1, 'dob', 'Date of Birth is required'],
    [1, 'gender', 'Gender is required'],
    [1, 'emailPersonal', 'Personal Email is required'],
    [1, 'phoneMobile', 'Mobile Phone is required'],
    [2, 'streetAddress', 'Street Address is required'],
    [2, 'city', 'City is required'],
    [2, 'state', 'Region or corporation is required'],
    [3, 'employmentStatus', 'Employment Status is required'],
    [3, 'educationLevel', 'Education Level is required'],
  ] as const)('step %i requires %s', (stepNumber, field, message) => {
    const step = steps[stepNumber - 1]!;
    expect(validateFields(step, { ...valid, [field]: '  ' })).toEqual({ [field]: message });
    expect(validateFields(step, { ...valid, [field]: null })).toEqual({ [field]: message });
  });

  it('leaves the postal codes optional (issue 30)', () => {
    expect(validateFields(step2, { ...valid, postalCode: '', permanentPostalCode: '' })).toEqual({});
    expect(learnerSignupSchema.safeParse({ ...valid, postalCode: '' }).success).toBe(true);
  });

  it('refuses on step 1 a date of birth outside the ages 16 to 35 today; the whole payload leaves it to the server', () => {
    const band = 'The programme takes people aged 16 to 35 on the day they sign up';
    const year = new Date().getUTCFullYear();
    expect(validateFields(steps[0], { ...valid, dob: `${year - 10}-01-01` })).toEqual({ dob: band });
    expect(validateFields(steps[0], { ...valid, dob: `${year - 50}-01-01` })).toEqual({ dob: band });
    expect(validateFields(steps[0], { ...valid, dob: `${year - 25}-01-01` })).toEqual({});
    expect(learnerSignupSchema.safeParse({ ...valid, dob: `${year - 50}-01-01` }).success).toBe(true);
  });

  it('labels every payload field', () => {
    const payloadFields = Object.keys(valid).filter((key) => !key.startsWith('lst'));
    expect(Object.keys(LEARNER_FIELD_LABELS).sort()).toEqual(payloadFields.sort());
  });

  it.each([
    [1, 'emailPersonal', 'aaliyah@', 'Please enter a valid email address'],
    [1, 'emailWork', 'work mail@x.tt', 'Please enter a valid email address'],
    [1, 'phoneMobile', '0765', 'Please enter a valid phone number'],
    [1, 'phoneMobile', '12', 'Please enter a valid phone number'],
    [1, 'phoneMobile', '86876543', 'Please enter a valid phone number'],
    [1, 'phoneHome', 'home', 'Please enter a valid phone number'],
    [1, 'phoneWork', '+0 868', 'Please enter a valid phone number'],
    [1, 'dob', '17/05/2000', 'Date of Birth must be a real date'],
    [1, 'dob', '2000-02-30', 'Date of Birth must be a real date'],
    [1, 'dob', '2000--30', 'Date of Birth must include a month'],
    [1, 'dob', '99-02-03', 'Year must include 4 numbers'],
    [1, 'dob', '2999-01-01', 'Date of Birth must be in the past'],
    [1, 'gender', 'X', 'Please select a valid gender'],
    [1, 'maritalStatus', 'Q', 'Please select a valid marital status'],
    [2, 'city', '0.5', 'Please select a valid city'],
    [2, 'permanentCity', '99', 'Please select a valid permanent city'],
    [3, 'employmentStatus', 'Pirate', 'Please select a valid employment status'],
    [3, 'educationLevel', 'Kindergarten', 'Please select a valid education level'],
    [3, 'disability', '3', 'Please select a valid disability option'],
  ] as const)('step %i checks %s = %s', (stepNumber, field, bad, message) => {
    const step = steps[stepNumber - 1]!;
    expect(validateFields(step, { ...valid, [field]: bad })).toEqual({ [field]: message });
  });

  it('needs at least one identification on step 3', () => {
    const none = { ...valid, passportNo: ' ', nationalId: '', birthCertificateNo: undefined };
    expect(validateFields(step3, none)).toEqual({ passportNo: ID_MESSAGE });
    expect(validateFields(step3, { ...none, nationalId: '19900101001' })).toEqual({});
    expect(validateFields(step3, { ...none, birthCertificateNo: 'B-1234' })).toEqual({});
  });

  it('reports the identification rule together with the other step 3 messages', () => {
    expect(validateFields(step3, {})).toEqual({
      employmentStatus: 'Employment Status is required',
      educationLevel: 'Education Level is required',
      passportNo: ID_MESSAGE,
    });
  });

  it('converts city, permanent city and disability to integers', () => {
    expect(step2.parse(valid)).toMatchObject({ city: 14, permanentCity: null });
    expect(step2.parse({ ...valid, permanentCity: '3' })).toMatchObject({ permanentCity: 3 });
    expect(step3.parse({ ...valid, disability: '1', disabilityType: 'Hearing' })).toMatchObject({
      disability: 1,
      disabilityType: 'Hearing',
    });
    expect(step3.parse({ ...valid, disability: undefined }).disability).toBe(0);
  });

  it('accepts Retired at sign-up', () => {
    expect(validateFields(step3, { ...valid, employmentStatus: 'Retired' })).toEqual({});
  });
});

describe('learnerSignupSchema', () => {
  it('accepts a complete sign-up', () => {
    const parsed = learnerSignupSchema.parse(valid);
    expect(parsed).toMatchObject({ firstName: 'Aaliyah', city: 14, disability: 0, lstQualification: null });
  });

  it('accepts the four lists null, absent or empty, and refuses items', () => {
    const { lstQualification, lstExp, lstIds, lstRef, ...withoutLists } = valid;
    expect(learnerSignupSchema.safeParse(withoutLists).success).toBe(true);
    expect(learnerSignupSchema.safeParse({ ...valid, lstExp: [] }).success).toBe(true);
    expect(learnerSignupSchema.safeParse({ ...valid, lstRef: [{ name: 'A' }] }).success).toBe(false);
  });

  it('refuses unknown keys', () => {
    expect(validateFields(learnerSignupSchema, { ...valid, learnerStatus: 1 })).toEqual({
      '': 'Unknown field: learnerStatus',
    });
  });

  it('enforces the identification rule and every step', () => {
    const errors = validateFields(learnerSignupSchema, { lstQualification: null });
    expect(errors).toMatchObject({
      firstName: 'First Name is required',
      city: 'City is required',
      employmentStatus: 'Employment Status is required',
      passportNo: ID_MESSAGE,
    });
    expect(Object.keys(errors)).toHaveLength(12);
  });

  it.each([
    ['firstName', 100, 'First Name must be at most 100 characters'],
    ['lastName', 100, 'Last Name must be at most 100 characters'],
    ['streetAddress', 200, 'Street Address must be at most 200 characters'],
    ['permanentStreet', 200, 'Permanent Street Address must be at most 200 characters'],
    ['passportNo', 50, 'Passport Number must be at most 50 characters'],
    ['nisno', 30, 'NIS Number must be at most 30 characters'],
    ['disabilityType', 200, 'Disability Type must be at most 200 characters'],
  ])('limits %s to %i characters', (field, max, message) => {
    expect(validateFields(learnerSignupSchema, { ...valid, [field]: 'x'.repeat(max) })).toEqual({});
    expect(validateFields(learnerSignupSchema, { ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: message,
    });
  });

  it('refuses an email longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@x.tt`;
    expect(validateFields(learnerSignupSchema, { ...valid, emailPersonal: long })).toEqual({
      emailPersonal: 'Personal Email must be at most 254 characters',
    });
  });
});
