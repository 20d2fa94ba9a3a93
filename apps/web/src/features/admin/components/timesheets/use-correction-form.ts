import { useForm } from '@mantine/form';
import { correctTimesheetBodySchema, MESSAGES, timesheetDaySchema, validateFields } from '@ojt/domain';
import { useId, useState } from 'react';
import { z } from 'zod';
import { actionFailureText } from '../../../../components/action-failure-text';
import { isApiError } from '../../../../lib/api-client';
import { type CorrectionDayValues, toWireDay } from '../../api/correct-timesheet';

export interface CorrectionValues {
  days: CorrectionDayValues[];
  reason: string;
}

/** A half day, or its leave reason: what a day's selects change. */
export type DayField = 'am' | 'pm' | 'leaveReason';

const reasonSchema = z.object({ reason: correctTimesheetBodySchema.shape.reason });

/**
 * The domain's rules for a correction: a day on leave needs its reason (under that day's reason
 * select), and the correction its reason.
 */
export function correctionErrors(values: CorrectionValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.days.forEach((day, index) => {
    const found = validateFields(timesheetDaySchema, toWireDay(day));
    if (found.leaveReason) errors[`days.${index}.leaveReason`] = found.leaveReason;
  });
  return { ...errors, ...validateFields(reasonSchema, { reason: values.reason }) };
}

/**
 * The correction form: the rows' marks, the reason, the error summary's field ids and the attempt
 * that moves focus to it. A refusal naming the reason shows under it; any other shows as one line.
 */
export function useCorrectionForm(
  rows: CorrectionDayValues[],
  send: (values: CorrectionValues, refused: (error: unknown) => void) => void,
) {
  const prefix = useId();
  const idFor = (path: string) => `${prefix}-${path.replaceAll('.', '-')}`;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CorrectionValues>({
    mode: 'controlled',
    initialValues: { days: rows, reason: '' },
    validate: correctionErrors,
  });

  /** Sets one select of a day; a day no longer on leave loses its leave reason. */
  const setMark = (index: number, field: DayField, value: string) => {
    form.setFieldValue(`days.${index}.${field}`, value as CorrectionDayValues[DayField]);
    const day = { ...form.getValues().days[index], [field]: value } as CorrectionDayValues;
    if (day.am !== 'L' && day.pm !== 'L' && day.leaveReason)
      form.setFieldValue(`days.${index}.leaveReason`, '');
  };

  const refused = (error: unknown) => {
    const reason = isApiError(error) ? error.fields?.reason : undefined;
    if (reason) {
      form.setFieldError('reason', reason);
      setAttempt((count) => count + 1);
      return;
    }
    setFailure(
      actionFailureText(error, { fallback: MESSAGES.internalError, network: MESSAGES.networkErrorTryAgain }),
    );
  };

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      send(values, refused);
    },
    () => setAttempt((count) => count + 1),
  );
  return { form, idFor, attempt, failure, submit, setMark };
}
