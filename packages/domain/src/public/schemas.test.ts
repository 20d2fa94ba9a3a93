import { describe, expect, it } from 'vitest';
import { validateFields } from '../shared/validate-fields.ts';
import { CONTACT_CATEGORIES, contactCategoryLabel, contactMessageSchema } from './schemas.ts';

const valid = {
  name: ' Kevin Ramdial ',
  email: 'kevin@example.com',
  subject: 'Placement question',
  category: 'general',
  message: 'When do placements start?',
};

describe('contactMessageSchema', () => {
  it('accepts a message, trimmed', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ ...valid, name: 'Kevin Ramdial' });
  });

  it('offers the five categories', () => {
    expect(CONTACT_CATEGORIES.map((row) => row.value)).toEqual([
      'general',
      'technical',
      'billing',
      'partnership',
      'feedback',
    ]);
    for (const { value } of CONTACT_CATEGORIES) {
      expect(validateFields(contactMessageSchema, { ...valid, category: value })).toEqual({});
    }
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['subject', ' ', 'Subject is required'],
    ['category', '', 'Category is required'],
    ['message', undefined, 'Message is required'],
    ['email', 'kevin@', 'Please enter a valid email address'],
    ['category', 'sales', 'Please select a valid category'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['subject', 'x'.repeat(201), 'Subject must be at most 200 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('checks %s', (field, value, message) => {
    expect(validateFields(contactMessageSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});

describe('contactCategoryLabel', () => {
  it('labels each category and answers an unknown value as given', () => {
    expect(contactCategoryLabel('general')).toBe('General Inquiry');
    expect(contactCategoryLabel('technical')).toBe('Technical Support');
    expect(contactCategoryLabel('spam')).toBe('spam');
  });
});
