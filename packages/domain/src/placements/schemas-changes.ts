import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { isoDateField, recordIdField } from '../shared/record-fields.ts';
import { invalidValueMessage } from '../shared/texts.ts';
import { latestPlacementEnd } from './rules.ts';
import { EXIT_REASONS, EXIT_SURVEY_RECOMMEND_MAX, EXIT_SURVEY_RECOMMEND_MIN } from './rules-changes.ts';
import { CHANGE_LONG_TEXT_MAX, CHANGE_MESSAGES, CHANGE_TEXT_MAX } from './texts-changes.ts';

/**
 * Requests and answers of the changes of circumstance (issue 29): a break, a transfer, an early exit
 * and the exit survey. JSON bodies (the query string works too); dates `YYYY-MM-DD`.
 */

/** A yes/no that may come as JSON or as text in a query string; missing is `fallback`. */
function flagField(name: string, fallback: boolean) {
  return z
    .union([z.boolean(), z.enum(['true', '1', 'false', '0'])], { error: invalidValueMessage(name) })
    .optional()
    .transform((value) =>
      value === undefined ? fallback : value === true || value === 'true' || value === '1',
    );
}

/** POST /api/Admin/RecordBreak `{ placementId, from, to, reason, extendEnd = true }`. */
export const recordBreakBodySchema = z
  .strictObject({
    placementId: recordIdField('placementId'),
    from: isoDateField('from'),
    to: isoDateField('to'),
    reason: textField('reason', {
      required: true,
      max: CHANGE_TEXT_MAX,
      multiline: true,
      requiredMessage: CHANGE_MESSAGES.breakReasonRequired,
    }),
    extendEnd: flagField('extendEnd', true),
  })
  .superRefine((body, ctx) => {
    if (body.from && body.to && body.to < body.from)
      ctx.addIssue({ code: 'custom', message: CHANGE_MESSAGES.breakDatesInOrder, path: ['to'] });
  });
/** RecordBreak's body. */
export type RecordBreakBody = z.output<typeof recordBreakBodySchema>;

/** One break of a placement. */
export const placementBreakSchema = z.object({
  breakId: z.number(),
  placementId: z.number(),
  from: z.string(),
  to: z.string(),
  /** Its length in days, both ends counted. */
  days: z.number(),
  reason: z.string(),
  extendEnd: z.boolean(),
  recordedAt: z.iso.datetime(),
});
/** One break of a placement. */
export type PlacementBreak = z.output<typeof placementBreakSchema>;

/** GET /api/Admin/Breaks ?PlacementId: the placement's breaks, earliest first. */
export const breaksQuerySchema = z.strictObject({ PlacementId: recordIdField('PlacementId') });
/** The breaks of a placement. */
export const breaksAnswerSchema = z.array(placementBreakSchema);

/** POST /api/Admin/TransferPlacement `{ placementId, lastDay, newPlacementId, startDate, endDate, reason }`. */
export const transferBodySchema = z
  .strictObject({
    placementId: recordIdField('placementId'),
    lastDay: isoDateField('lastDay'),
    newPlacementId: recordIdField('newPlacementId'),
    startDate: isoDateField('startDate'),
    endDate: isoDateField('endDate'),
    reason: textField('reason', { required: true, max: CHANGE_TEXT_MAX, multiline: true }),
  })
  .superRefine((body, ctx) => {
    if (body.placementId === body.newPlacementId)
      ctx.addIssue({
        code: 'custom',
        message: CHANGE_MESSAGES.transferSamePlacement,
        path: ['newPlacementId'],
      });
    if (body.startDate && body.lastDay && body.startDate <= body.lastDay)
      ctx.addIssue({
        code: 'custom',
        message: CHANGE_MESSAGES.transferStartAfterLastDay,
        path: ['startDate'],
      });
    if (body.startDate && body.endDate && body.endDate <= body.startDate)
      ctx.addIssue({ code: 'custom', message: MESSAGES.endDateAfterStart, path: ['endDate'] });
    else if (body.startDate && body.endDate && body.endDate > latestPlacementEnd(body.startDate))
      ctx.addIssue({ code: 'custom', message: MESSAGES.endDateWithin24Months, path: ['endDate'] });
  });
/** TransferPlacement's body (the end date's rules are PlaceLearner's: after the start, within 24 months). */
export type TransferBody = z.output<typeof transferBodySchema>;

/** The `{id}` of POST /api/Placements/{id}/EndEarly. */
export const endEarlyParamsSchema = z.strictObject({ id: recordIdField('id') });

/** POST /api/Placements/{id}/EndEarly `{ date, reason, details }`. */
export const endEarlyBodySchema = z.strictObject({
  date: isoDateField('date'),
  reason: z.enum(EXIT_REASONS, { error: CHANGE_MESSAGES.exitReasonInvalid }),
  details: textField('details', { max: CHANGE_LONG_TEXT_MAX, multiline: true }).default(''),
});
/** EndEarly's body. */
export type EndEarlyBody = z.output<typeof endEarlyBodySchema>;

/** POST /api/Learner/ExitSurvey `{ placementId, why, recommend 1-5, change }`. */
export const exitSurveyBodySchema = z.strictObject({
  placementId: recordIdField('placementId'),
  why: textField('why', { required: true, max: CHANGE_LONG_TEXT_MAX, multiline: true }),
  recommend: z.coerce
    .number({ error: CHANGE_MESSAGES.recommendInvalid })
    .int(CHANGE_MESSAGES.recommendInvalid)
    .min(EXIT_SURVEY_RECOMMEND_MIN, CHANGE_MESSAGES.recommendInvalid)
    .max(EXIT_SURVEY_RECOMMEND_MAX, CHANGE_MESSAGES.recommendInvalid),
  change: textField('change', { max: CHANGE_LONG_TEXT_MAX, multiline: true }).default(''),
});
/** ExitSurvey's body. */
export type ExitSurveyBody = z.output<typeof exitSurveyBodySchema>;

/** GET /api/Admin/TransferOptions ?PlacementId: where a Placed learner may be transferred to. */
export const transferOptionsQuerySchema = z.strictObject({ PlacementId: recordIdField('PlacementId') });
/** One of the learner's applications Selected by another employer: a transfer's possible destination. */
export const transferOptionSchema = z.object({
  placementId: z.number(),
  employerId: z.string(),
  employerName: z.string(),
  positionTitle: z.string(),
  /** When the learner applied (ISO 8601). */
  appliedAt: z.iso.datetime(),
});
/** A transfer's possible destination. */
export type TransferOption = z.output<typeof transferOptionSchema>;
/** The placement's transfer options, the latest application first. */
export const transferOptionsAnswerSchema = z.array(transferOptionSchema);

/** GET /api/Learner/ExitSurveysDue: the learner's placements that ended early with no survey yet. */
export const exitSurveysDueAnswerSchema = z.object({ placementIds: z.array(z.number()) });
/** The learner's placements whose exit survey is still to answer. */
export type ExitSurveysDue = z.output<typeof exitSurveysDueAnswerSchema>;
