import { describe, expect, it } from 'vitest';
import { startYears } from '../shared/lookups/company-options.ts';
import { validateFields } from '../shared/validate-fields.ts';
import { EMPLOYER_FIELD_LABELS, employerSignupSchema, employerStepSchemas } from './schemas.ts';

const year = startYears()[5] as number;

/** A complete sign-up as the wizard's selects give it (strings). */
const valid = {
  empId: 'EMP-001',
  empName: 'Caribbean Tech Ltd',
  empType: '1',
  empEmail: 'hr@caribtech.tt',
  empPhone: '(868) 555-1234',
  empWebSite: 'https://www.caribtech.tt',
  empFax: '868-555-1235',
  empStreet: '12 Frederick Street',
  empCity: '1',
  empCityOther: '',
  empState: 'Port of Spain',
  empPostalCode: '100101',
  empCountry: 'Trinidad and Tobago',
  empRegistrationState: 'Registered',
  empPName: 'Jane Doe',
  empPTitle: 'HR Manager',
  empPPhone: '+1 868 555 7777',
  empPEmail: 'jane@caribtech.tt',
  empPFax: '',
  companyStartMonth: '3',
  companyStartYear: String(year),
  companySector: '4',
  staffCount: '50',
  isParent: false,
  empParentId: '',
  isRTP: true,
};

const steps = employerStepSchemas;
const [step1, step2, , step4] = steps;

describe('employer wizard steps', () => {
  it('has four steps that accept a complete sign-up', () => {
    expect(employerStepSchemas).toHaveLength(4);
    for (const step of employerStepSchemas) expect(validateFields(step, valid)).toEqual({});
  });

  it.each([
    [1, 'empId', 'Employer ID is required'],
    [1, 'empName', 'Company Name is required'],
    [1, 'empType', 'Employer Type is required'],
    [1, 'empEmail', 'Company Email is required'],
    [1, 'empPhone', 'Company Phone is required'],
    [2, 'empStreet', 'Street Address is required'],
    [2, 'empCity', 'City is required'],
    [2, 'empState', 'Region or corporation is required'],
    [2, 'empPostalCode', 'Postal Code is required'],
    [3, 'empPName', 'Contact Name is required'],
    [3, 'empPTitle', 'Contact Title is required'],
    [3, 'empPPhone', 'Contact Phone is required'],
    [3, 'empPEmail', 'Contact Email is required'],
    [4, 'companyStartMonth', 'Company Start Month is required'],
    [4, 'companyStartYear', 'Company Start Year is required'],
    [4, 'companySector', 'Company Sector is required'],
    [4, 'staffCount', 'Staff Count is required'],
  ] as const)('step %i requires %s', (stepNumber, field, message) => {
    const step = steps[stepNumber - 1]!;
    expect(validateFields(step, { ...valid, [field]: '' })).toEqual({ [field]: message });
    expect(validateFields(step, { ...valid, [field]: undefined })).toEqual({ [field]: message });
    expect(validateFields(step, { ...valid, [field]: 0 })).toEqual({ [field]: message });
  });

  it('labels every payload field', () => {
    expect(Object.keys(EMPLOYER_FIELD_LABELS).sort()).toEqual(Object.keys(valid).sort());
  });

  it.each([
    [1, 'empEmail', 'hr@caribtech', 'Please enter a valid email address'],
    [1, 'empPhone', '0868 555 1234', 'Please enter a valid phone number'],
    [1, 'empWebSite', 'www.caribtech.tt', 'Please enter a valid website URL (e.g., https://www.example.com)'],
    [1, 'empFax', 'fax me', 'Please enter a valid fax number'],
    [3, 'empPPhone', '555-CALL', 'Please enter a valid phone number'],
    [3, 'empPEmail', 'jane at caribtech.tt', 'Please enter a valid email address'],
    [3, 'empPFax', '0-000', 'Please enter a valid fax number'],
  ] as const)('step %i checks the format of %s', (stepNumber, field, bad, message) => {
    const step = steps[stepNumber - 1]!;
    expect(validateFields(step, { ...valid, [field]: bad })).toEqual({ [field]: message });
  });

  it('leaves website, fax, country and registration state optional', () => {
    const optional = { empWebSite: '', empFax: '', empPFax: '', empCountry: '', empRegistrationState: '' };
    for (const step of employerStepSchemas)
      expect(validateFields(step, { ...valid, ...optional })).toEqual({});
  });

  it('converts select values to integers', () => {
    expect(step1.parse(valid).empType).toBe(1);
    expect(step2.parse(valid).empCity).toBe(1);
    expect(step4.parse({ ...valid, isParent: 'true', empParentId: ' P-9 ' })).toEqual({
      companyStartMonth: 3,
      companyStartYear: year,
      companySector: 4,
      staffCount: 50,
      isParent: true,
      empParentId: 'P-9',
      isRTP: true,
    });
    expect(step4.parse({ ...valid, companyStartMonth: 12, staffCount: 1000 }).staffCount).toBe(1000);
  });

  it.each([
    [1, 'empType', '5', 'Please select a valid employer type'],
    [2, 'empCity', '81', 'Please select a valid city'],
    [4, 'companyStartMonth', '13', 'Please select a valid company start month'],
    [4, 'companyStartYear', '1899', 'Please select a valid company start year'],
    [4, 'companyStartYear', String(year + 10), 'Please select a valid company start year'],
    [4, 'companySector', '47', 'Please select a valid company sector'],
    [4, 'staffCount', '25', 'Please select a valid staff count'],
  ] as const)('step %i refuses %s = %s, not a lookup value', (stepNumber, field, bad, message) => {
    const step = steps[stepNumber - 1]!;
    expect(validateFields(step, { ...valid, [field]: bad })).toEqual({ [field]: message });
  });
});

describe('employerSignupSchema', () => {
  it('accepts a complete sign-up and answers trimmed text and integers', () => {
    const parsed = employerSignupSchema.parse({ ...valid, empName: '  Caribbean Tech Ltd ' });
    expect(parsed.empName).toBe('Caribbean Tech Ltd');
    expect(parsed.empCity).toBe(1);
    expect(parsed.companySector).toBe(4);
    expect(parsed.isRTP).toBe(true);
  });

  it('accepts numbers from a JSON client', () => {
    const result = employerSignupSchema.safeParse({
      ...valid,
      empType: 2,
      empCity: 14,
      companyStartMonth: 1,
      companyStartYear: year,
      companySector: 46,
      staffCount: 10,
    });
    expect(result.success).toBe(true);
  });

  it('refuses unknown keys', () => {
    expect(validateFields(employerSignupSchema, { ...valid, password: 'x', role: 'admin' })).toEqual({
      '': 'Unknown fields: password, role',
    });
  });

  it('enforces every step at once', () => {
    const errors = validateFields(employerSignupSchema, {});
    expect(errors).toMatchObject({
      empId: 'Employer ID is required',
      empStreet: 'Street Address is required',
      empPName: 'Contact Name is required',
      staffCount: 'Staff Count is required',
    });
    expect(Object.keys(errors)).toHaveLength(17);
  });

  it.each([
    ['empId', 50, 'Employer ID must be at most 50 characters'],
    ['empName', 150, 'Company Name must be at most 150 characters'],
    ['empStreet', 200, 'Street Address must be at most 200 characters'],
    ['empPName', 100, 'Contact Name must be at most 100 characters'],
    ['empPostalCode', 20, 'Postal Code must be at most 20 characters'],
  ])('limits %s to %i characters', (field, max, message) => {
    expect(validateFields(employerSignupSchema, { ...valid, [field]: 'x'.repeat(max) })).toEqual({});
    expect(validateFields(employerSignupSchema, { ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: message,
    });
  });

  it('refuses a body that is not an object', () => {
    expect(employerSignupSchema.safeParse('EMP-001').success).toBe(false);
  });
});
