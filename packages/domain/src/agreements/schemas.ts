import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { recordIdField } from '../shared/record-fields.ts';
import { actionSchema } from '../shared/schemas.ts';
import { invalidValueMessage } from '../shared/texts.ts';
import { AGREEMENT_DAYS, type AgreementDay, MAX_HOURS_PER_WEEK, MIN_HOURS_PER_WEEK } from './rules.ts';
import { AGREEMENT_MESSAGES } from './texts.ts';

/**
 * Requests and answers of the placement agreement's calls (issue 29). Parameters named in Title
 * Case may come in the query string or the JSON body (body wins); dates 'YYYY-MM-DD', instants ISO 8601.
 */

/** Longest question a learner may ask about their agreement. */
export const AGREEMENT_QUESTION_MAX = 2000;
/** Longest text of the programme's conditions. */
export const AGREEMENT_CONDITIONS_MAX = 10_000;

/** What an agreement states, as the answers give it. */
export const agreementTermsSchema = z.object({
  learnerName: z.string(),
  employerName: z.string(),
  positionTitle: z.string(),
  sectorName: z.string(),
  siteAddress: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hoursPerWeek: z.number().int(),
  days: z.array(z.enum(AGREEMENT_DAYS)),
  stipendLevel: z.number().int().nullable(),
  monthlyStipendCents: z.number().int().nullable(),
  placementOfficer: z.string(),
  pmeOfficer: z.string(),
  placementAssistant: z.string(),
  conditions: z.string(),
});

/** One version in the list of a placement's versions. */
export const agreementVersionItemSchema = z.object({
  version: z.number().int(),
  drawnAt: z.iso.datetime(),
  confirmBy: z.string(),
  confirmedAt: z.iso.datetime().nullable(),
});

/** A question the learner asked. */
export const agreementQuestionSchema = z.object({
  version: z.number().int(),
  text: z.string(),
  askedAt: z.iso.datetime(),
});

/** A placement's agreement: its latest version in full, every version listed and the questions asked. */
export const placementAgreementSchema = z.object({
  placementId: z.number().int(),
  version: z.number().int(),
  drawnAt: z.iso.datetime(),
  /** 'YYYY-MM-DD': 14 days after the version was drawn. */
  confirmBy: z.string(),
  confirmedAt: z.iso.datetime().nullable(),
  /** Not confirmed and past its confirm-by day. */
  overdue: z.boolean(),
  /** SHA-256 of the version's terms (hex), printed on its PDF. */
  fingerprint: z.string(),
  terms: agreementTermsSchema,
  /** Every version, newest first. */
  versions: z.array(agreementVersionItemSchema),
  /** The learner's questions, oldest first. */
  questions: z.array(agreementQuestionSchema),
});
/** A placement's agreement as the calls answer it. */
export type PlacementAgreement = z.output<typeof placementAgreementSchema>;

/** GET /api/Learner/PlacementAgreement ?PlacementId, GET /api/Admin/PlacementAgreement ?PlacementId. */
export const placementAgreementQuerySchema = z.strictObject({
  PlacementId: recordIdField('PlacementId'),
});

/** POST /api/Learner/ConfirmAgreement ?PlacementId&Version. */
export const confirmAgreementParamsSchema = z.strictObject({
  PlacementId: recordIdField('PlacementId'),
  Version: recordIdField('Version'),
});

/** POST /api/Learner/QueryAgreement ?PlacementId&Question. */
export const queryAgreementParamsSchema = z.strictObject({
  PlacementId: recordIdField('PlacementId'),
  Question: textField('Question', {
    required: true,
    max: AGREEMENT_QUESTION_MAX,
    multiline: true,
    requiredMessage: AGREEMENT_MESSAGES.questionRequired,
  }),
});

/** The hours a week: a whole number from 1 to 60 (numbers, or digits from a query string). */
const hoursPerWeekField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: AGREEMENT_MESSAGES.hoursInvalid })
    .int(AGREEMENT_MESSAGES.hoursInvalid)
    .min(MIN_HOURS_PER_WEEK, AGREEMENT_MESSAGES.hoursInvalid)
    .max(MAX_HOURS_PER_WEEK, AGREEMENT_MESSAGES.hoursInvalid),
);

/** The working days: names from Mon to Sun, at least one, each once (a query string may give 'Mon,Tue'). */
const workDaysField = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
  z
    .array(z.enum(AGREEMENT_DAYS, { error: invalidValueMessage('days') }), {
      error: invalidValueMessage('days'),
    })
    .max(7, invalidValueMessage('days'))
    .min(1, AGREEMENT_MESSAGES.daysRequired)
    .refine((days) => new Set(days).size === days.length, invalidValueMessage('days'))
    .transform((days): AgreementDay[] => AGREEMENT_DAYS.filter((day) => days.includes(day))),
);

/** POST /api/Employer/SetPlacementHours `{ placementId, hoursPerWeek, days }`. */
export const setPlacementHoursBodySchema = z.strictObject({
  placementId: recordIdField('placementId'),
  hoursPerWeek: hoursPerWeekField,
  days: workDaysField,
});
/** SetPlacementHours' body as the server reads it. */
export type SetPlacementHoursBody = z.output<typeof setPlacementHoursBodySchema>;

/** GET /api/Placements/{placementId}/Agreement/{version}/pdf. */
export const agreementPdfParamsSchema = z.strictObject({
  placementId: recordIdField('placementId'),
  version: recordIdField('version'),
});

/** GET /api/Placements/{placementId}/Agreement: the agreement for its learner, employer and the office. */
export const placementAgreementParamsSchema = z.strictObject({
  placementId: recordIdField('placementId'),
});

/** A placement's hours and days of work. */
export const placementHoursSchema = z.object({
  placementId: z.number().int(),
  hoursPerWeek: z.number().int(),
  days: z.array(z.enum(AGREEMENT_DAYS)),
});

/** SetPlacementHours' answer: the hours saved and the agreement's latest version after them. */
export const placementHoursSavedSchema = actionSchema.extend({
  data: placementHoursSchema.extend({ version: z.number().int() }),
});

/** POST /api/Admin/AgreementConditions `{ text }`; GET answers the text in force. */
export const agreementConditionsBodySchema = z.strictObject({
  text: textField('text', {
    required: true,
    max: AGREEMENT_CONDITIONS_MAX,
    multiline: true,
    requiredMessage: AGREEMENT_MESSAGES.conditionsRequired,
  }),
});
export const agreementConditionsSchema = z.object({
  text: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
/** The programme's conditions as the office keeps them. */
export type AgreementConditions = z.output<typeof agreementConditionsSchema>;
