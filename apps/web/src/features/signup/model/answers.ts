import { EMPLOYER_FIELD_LABELS, LEARNER_FIELD_LABELS, MESSAGES } from '@ojt/domain';
import { formatDate } from '../../../components/date-text';
import type { EmployerFormValues } from '../../../components/employer-form-values';
import { isUnusedOtherTown, type SelectOption } from '../../../components/lookup-options';
import { EMPLOYER_SELECT_OPTIONS, EMPLOYER_WIZARD } from './employer-form';
import {
  hasDisability,
  LEARNER_SELECT_OPTIONS,
  LEARNER_WIZARD,
  type LearnerFormValues,
} from './learner-form';
import type { WizardDefinition } from './wizard-definition';

/** One answer of the final check: the field's label and the answer as the person chose it. */
export interface Answer {
  field: string;
  label: string;
  /** '' when not given. */
  text: string;
}

/** The answers of one step, under its title; Change goes back to `step`. */
export interface AnswerGroup {
  step: number;
  title: string;
  answers: Answer[];
}

/** The answer as shown: a select's option label, a date as '23 Nov 2026'; `null` leaves a hidden field out. */
type AnswerText<V> = (field: keyof V & string, values: V) => string | null;

const optionLabel = (options: readonly SelectOption[], value: string) =>
  value === '' ? '' : (options.find((option) => option.value === value)?.label ?? value);

/** The answers of every step before the last (the last step's fields are on screen above the check). */
function answerGroups<V extends object>(
  definition: WizardDefinition<V, unknown>,
  labels: Readonly<Record<string, string>>,
  values: V,
  answerText: AnswerText<V>,
): AnswerGroup[] {
  return definition.stepFields.slice(0, -1).map((fields, step) => ({
    step,
    title: definition.titles[step] ?? '',
    answers: fields.flatMap((field) => {
      const text = answerText(field as keyof V & string, values);
      return text === null ? [] : [{ field, label: labels[field] ?? field, text }];
    }),
  }));
}

const LEARNER_OPTIONS: Partial<Record<keyof LearnerFormValues, readonly SelectOption[]>> =
  LEARNER_SELECT_OPTIONS;

const learnerAnswer: AnswerText<LearnerFormValues> = (field, values) => {
  if (field === 'disabilityType' && !hasDisability(values)) return null;
  if (isUnusedOtherTown(field, values)) return null;
  const value = values[field].trim();
  if (field === 'dob') return formatDate(value) || value;
  const options = LEARNER_OPTIONS[field];
  return options ? optionLabel(options, value) : value;
};

/** The learner's answers for the final check, by step. */
export function learnerAnswerGroups(values: LearnerFormValues): AnswerGroup[] {
  return answerGroups(
    LEARNER_WIZARD as WizardDefinition<LearnerFormValues, unknown>,
    LEARNER_FIELD_LABELS,
    values,
    learnerAnswer,
  );
}

const EMPLOYER_OPTIONS: Partial<Record<keyof EmployerFormValues, readonly SelectOption[]>> =
  EMPLOYER_SELECT_OPTIONS;

const employerAnswer: AnswerText<EmployerFormValues> = (field, values) => {
  if (field === 'empParentId' && !values.isParent) return null;
  if (isUnusedOtherTown(field, values)) return null;
  const value = values[field];
  if (typeof value === 'boolean') return value ? MESSAGES.answerYes : MESSAGES.answerNo;
  const options = EMPLOYER_OPTIONS[field];
  return options ? optionLabel(options, value.trim()) : value.trim();
};

/** The employer's answers for the final check, by step. */
export function employerAnswerGroups(values: EmployerFormValues): AnswerGroup[] {
  return answerGroups(
    EMPLOYER_WIZARD as WizardDefinition<EmployerFormValues, unknown>,
    EMPLOYER_FIELD_LABELS,
    values,
    employerAnswer,
  );
}
