import { z } from 'zod';
import { choiceField, emailField, textField } from '../shared/field-schemas.ts';

/** Contact form categories: the value sent and the label shown. */
export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'billing', label: 'Billing' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
] as const;

/** A contact category value. */
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

const CATEGORY_VALUES: readonly string[] = CONTACT_CATEGORIES.map((row) => row.value);

/** The label shown for a contact category value, e.g. 'general' → 'General Inquiry'; an unknown value as given. */
export function contactCategoryLabel(value: string): string {
  return CONTACT_CATEGORIES.find((row) => row.value === value)?.label ?? value;
}

/**
 * The contact form and POST /api/Contact body: name, email, subject, category and message all
 * required ('Name is required', ..., 'Please enter a valid email address',
 * 'Please select a valid category'), trimmed, with length limits.
 */
export const contactMessageSchema = z.object({
  name: textField('Name', { required: true, max: 100 }),
  email: emailField('Email', true),
  subject: textField('Subject', { required: true, max: 200 }),
  category: choiceField('Category', CATEGORY_VALUES, true).transform((value) => value as ContactCategory),
  message: textField('Message', { required: true, max: 5000, multiline: true }),
});

/** A contact message as parsed. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** `POST /api/Contact`: the contact form's fields, nothing else (unknown keys refused). */
export const contactRequestSchema = z.strictObject(contactMessageSchema.shape);
