import { z } from 'zod';
import { unknownFieldsMessage } from '../messages/message-templates.ts';
import { MESSAGES } from '../messages/messages.ts';
import {
  hasIdentification,
  learnerAdditionalShape,
  learnerAddressShape,
  learnerPersonalShape,
} from './learner-fields.ts';

// Runs even when other fields failed, so step 3 shows every message at once; the payload must
// still be an object.
const identificationRule = {
  message: MESSAGES.identificationRequired,
  path: ['passportNo'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Step 1, Personal Information: first and last name, date of birth, gender, personal email and mobile required. */
const learnerStep1 = z.object(learnerPersonalShape(true));

/** Step 2, Address Information: street, city, state and postal code required; permanent address optional. */
const learnerStep2 = z.object(learnerAddressShape(true));

/**
 * Step 3, Additional Information: employment status and education level required, and at least one
 * of passport number, national ID and birth certificate number (message on `passportNo`).
 */
const learnerStep3 = z.object(learnerAdditionalShape(true)).refine(hasIdentification, identificationRule);

/**
 * The three learner wizard steps (spec 1 §5), taking the sign-up payload's field names. Non-strict:
 * a step ignores the other steps' fields. city, permanentCity and disability may be strings or
 * numbers and come out as integers (permanentCity `null` when not chosen, disability 0 by default).
 */
export const learnerStepSchemas = [learnerStep1, learnerStep2, learnerStep3] as const;

// Sign-up sends the four lists as null; an empty list is accepted too, items are not.
const emptyList = z.union([z.null(), z.array(z.never()).max(0)]).optional();

/**
 * The whole learner sign-up payload (POST /api/Signup/SignUpAsLearner): every step's rules,
 * lookups checked, the four lists null or absent, unknown keys refused.
 */
export const learnerSignupSchema = z
  .strictObject(
    {
      ...learnerPersonalShape(true),
      ...learnerAddressShape(true),
      ...learnerAdditionalShape(true),
      lstQualification: emptyList,
      lstExp: emptyList,
      lstIds: emptyList,
      lstRef: emptyList,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined) },
  )
  .refine(hasIdentification, identificationRule);

/** The learner sign-up payload as parsed: trimmed text, integer ids. */
export type LearnerSignup = z.output<typeof learnerSignupSchema>;
/** The learner sign-up form values as a client holds them. */
export type LearnerSignupValues = { [K in keyof LearnerSignup]?: unknown };
