import { validateFields } from '@ojt/domain';
import { useState } from 'react';

type Schema = Parameters<typeof validateFields>[0];

/**
 * What an account dialog's form keeps: its values, which fields are wrong, one message (the first
 * problem, or the server's refusal) and the success text. Editing any field clears the problems,
 * because the form is checked as a whole again on submit.
 */
export function useDialogForm<V extends Record<string, string>>(schema: Schema, initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const edit = (key: keyof V) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
    setMessage(null);
  };

  /** Checks the values with the domain's rules and shows the first problem; true when there is none. */
  const validate = () => {
    const found = validateFields(schema, values);
    setErrors(found);
    setMessage(Object.values(found)[0] ?? null);
    return Object.keys(found).length === 0;
  };

  /** One input's wiring; after success the form only shows what was sent. */
  const field = (key: keyof V & string) => ({
    value: values[key],
    onChange: edit(key),
    error: Boolean(errors[key]),
    disabled: done !== null,
  });

  return { values, message, setMessage, done, setDone, validate, field };
}
