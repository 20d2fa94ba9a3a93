import type { z } from 'zod';

/**
 * Runs a schema and answers the first message per field path (`'a.b'` for nested fields, `''` for
 * form-level messages such as unknown keys); `{}` when the values are valid.
 */
export function validateFields(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first message of a failed parse, or `undefined` when the values are valid (for banners and API answers). */
export function firstValidationMessage(schema: z.ZodType, values: unknown): string | undefined {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues[0]?.message;
}
