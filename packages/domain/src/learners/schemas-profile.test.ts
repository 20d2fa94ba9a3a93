import { describe, expect, it } from 'vitest';
import { validateFields } from '../shared/validate-fields.ts';
import { learnerProfileFormSchema } from './schemas-profile.ts';

const minimal = {
  firstName: 'Aaliyah',
  lastName: 'Mohammed',
  phoneMobile: '868 765 4321',
  emailPersonal: 'aaliyah@example.com',
};

describe('learnerProfileFormSchema', () => {
  it('needs only first name, last name, mobile phone and personal email', () => {
    const parsed = learnerProfileFormSchema.parse(minimal);
    expect(parsed).toMatchObject({ ...minimal, city: null, permanentCity: null, disability: 0, gender: '' });
  });

  it.each([
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['phoneMobile', 'Mobile Phone is required'],
    ['emailPersonal', 'Personal Email is required'],
  ])('requires %s', (field, message) => {
    expect(validateFields(learnerProfileFormSchema, { ...minimal, [field]: '' })).toEqual({
      [field]: message,
    });
  });

  it.each([
    ['emailPersonal', 'aaliyah', 'Please enter a valid email address'],
    ['phoneMobile', '000', 'Please enter a valid phone number'],
    ['phoneMobile', '12', 'Please enter a valid phone number'],
    ['city', '81', 'Please select a valid city'],
    ['dob', '2999-01-01', 'Date of Birth must be in the past'],
    ['gender', 'Z', 'Please select a valid gender'],
  ])('checks %s when given', (field, value, message) => {
    expect(validateFields(learnerProfileFormSchema, { ...minimal, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('converts ids, keeps Retired and ignores learnerID and the lists', () => {
    const parsed = learnerProfileFormSchema.parse({
      ...minimal,
      learnerID: 'L-1001',
      city: '3',
      permanentCity: 5,
      disability: '1',
      disabilityType: 'Visual',
      employmentStatus: 'Retired',
      lstQualification: [],
    });
    expect(parsed).toMatchObject({ city: 3, permanentCity: 5, disability: 1, employmentStatus: 'Retired' });
    expect(parsed).not.toHaveProperty('learnerID');
    expect(parsed).not.toHaveProperty('lstQualification');
  });

  it('does not require an identification', () => {
    expect(validateFields(learnerProfileFormSchema, { ...minimal, passportNo: '', nationalId: '' })).toEqual(
      {},
    );
  });
});
