import { Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import type { PlacementDetail } from '@ojt/domain';
import { type ReactNode, useId, useState } from 'react';
import { refusalOf } from './form-refusal';

export interface PlacementFormOptions<V> {
  initialValues: V;
  /** The domain's rules, each problem under its field's screen name. */
  validate: (values: V) => FormErrors;
  /** Renames the server's field messages to the form's fields. */
  labelled: (found: Record<string, string>) => object;
  /** Sends valid values; a refused call is handed to `onError`. */
  send: (values: V, onError: (error: unknown) => void) => void;
}

/**
 * A placement dialog's form: the field ids its error summary links to, the attempt count that moves
 * focus there, and a submit that sends valid values. A refusal shows under the fields the server
 * names, or else as one line (`failure`) above the buttons.
 */
export function usePlacementForm<V extends Record<string, unknown>>(options: PlacementFormOptions<V>) {
  const { initialValues, validate, labelled, send } = options;
  const prefix = useId();
  const idFor = (path: string) => `${prefix}-${path}`;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({ mode: 'controlled', initialValues, validate });
  const field = (path: keyof V & string) => ({ id: idFor(path), ...form.getInputProps(path) });

  const refused = (error: unknown) => {
    const refusal = refusalOf(error, labelled);
    if ('fields' in refusal) {
      form.setErrors(refusal.fields);
      setAttempt((count) => count + 1);
    } else setFailure(refusal.failure);
  };

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      send(values, refused);
    },
    () => setAttempt((count) => count + 1),
  );
  return { form, idFor, field, attempt, failure, submit };
}

/** A placement dialog's opening lines: whose placement it is, then what the dialog does. */
export function PlacementHeading({
  placement,
  children,
}: {
  placement: PlacementDetail;
  children: ReactNode;
}) {
  return (
    <Text size="sm">
      <strong>{placement.learnerName}</strong> · {placement.positionTitle} at {placement.employerName}
      <br />
      {children}
    </Text>
  );
}
