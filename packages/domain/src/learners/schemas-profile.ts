import { z } from 'zod';
import { flagField } from '../shared/field-schemas.ts';
import {
  learnerAdditionalShape,
  learnerAddressShape,
  learnerOtherTownRule,
  learnerPersonalShape,
} from './schemas-fields.ts';
import { LEARNER_DATA_MESSAGES } from './texts-data.ts';

/**
 * The learner's Edit Profile form and the UpdateLearnerProfile body (spec 2 §5): first name, last
 * name, mobile phone and personal email required; every other field optional but checked (formats,
 * city ids, codes, a past date of birth). Employment status accepts the sign-up list (with Retired)
 * so a retired learner's profile still saves. `shareDisability`, the consent to show the disability
 * to employers applied to, is off when absent. Non-strict: learnerID and the lists are ignored.
 */
export const learnerProfileFormSchema = z
  .object({
    ...learnerPersonalShape(false),
    ...learnerAddressShape(false),
    ...learnerAdditionalShape(false),
    shareDisability: flagField(LEARNER_DATA_MESSAGES.shareDisabilityLabel),
  })
  .superRefine(learnerOtherTownRule);

/** The learner profile form as parsed. */
export type LearnerProfileForm = z.output<typeof learnerProfileFormSchema>;
