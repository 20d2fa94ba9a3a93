import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstValidationMessage, validateFields } from './validate-fields.ts';

const schema = z.strictObject({
  name: z.string().min(1, 'Name is required').min(3, 'Name is too short'),
  rows: z.array(z.object({ label: z.string().min(1, 'Label is required') })),
});

describe('validateFields', () => {
  it('answers {} for valid values', () => {
    expect(validateFields(schema, { name: 'Ann', rows: [] })).toEqual({});
  });

  it('keeps the first message per field, joins nested paths and uses "" for form-level messages', () => {
    expect(validateFields(schema, { name: '', rows: [{ label: '' }], extra: 1 })).toEqual({
      name: 'Name is required',
      'rows.0.label': 'Label is required',
      '': 'Unrecognized key: "extra"',
    });
  });

  it('answers the first message for banners and API errors', () => {
    expect(firstValidationMessage(schema, { name: '', rows: [] })).toBe('Name is required');
    expect(firstValidationMessage(schema, { name: 'Ann', rows: [] })).toBeUndefined();
  });
});
