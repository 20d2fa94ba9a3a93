import { useForm } from '@mantine/form';
import { validateFields } from '@ojt/domain';
import { useId, useState } from 'react';
import type { z } from 'zod';

/**
 * A form checked by one of the domain's schemas (the spec's rules and messages, written once):
 * each problem under its field and in the `FormErrorSummary`, the summary focused after a failed
 * submit (`attempt` grows), and the schema's parsed output (trimmed, typed) handed to `onValid`.
 * Paths of list rows read like 'lstRef.0.name'.
 */
export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  initialValues: V,
) {
  const prefix = useId();
  const [attempt, setAttempt] = useState(0);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateFields(schema, values),
  });

  /** The id of the input at `path`, for its label and for the summary's link. */
  const idFor = (path: string) => `${prefix}-${path.replaceAll('.', '-')}`;

  /** One input's wiring: id, value, onChange and its message. */
  const field = (path: string) => ({ id: idFor(path), ...form.getInputProps(path) });

  const handleSubmit = (onValid: (parsed: z.output<S>) => void) =>
    form.onSubmit(
      (values) => onValid(schema.parse(values)),
      () => setAttempt((count) => count + 1),
    );

  return { form, field, idFor, attempt, handleSubmit };
}
