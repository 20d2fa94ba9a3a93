import { describe, expect, it } from 'vitest';
import { validateFields } from '../shared/validate-fields.ts';
import { employerProfileBodySchema } from './schemas.ts';

describe('employer profile', () => {
  it('needs the employer id and keeps the wizard rules', () => {
    expect(validateFields(employerProfileBodySchema, {})).toMatchObject({
      empId: 'Employer ID is missing.',
      empName: 'Company Name is required',
    });
    expect(validateFields(employerProfileBodySchema, { status: 'approved' })).toHaveProperty('');
  });
});
