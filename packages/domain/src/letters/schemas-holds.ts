import { z } from 'zod';
import { latestPlacementEnd } from '../placements/rules.ts';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { isoDateField, recordIdField } from '../shared/record-fields.ts';
import { actionSchema } from '../shared/schemas.ts';
import { REVOKE_REASON_MAX } from './schemas.ts';

/**
 * The office's answers to a revoked letter: once a letter of a placement is revoked, its employer
 * generates no new one until the office allows it again or corrects the placement's dates. Every
 * parameter may come in the query string or the JSON body; dates are `YYYY-MM-DD`.
 */

const reasonField = textField('Reason', {
  required: true,
  requiredMessage: MESSAGES.reissueReasonRequired,
  max: REVOKE_REASON_MAX,
  multiline: true,
});

/** POST /api/Admin/AllowLetterReissue ?PlacementId&Reason. */
export const allowLetterReissueParamsSchema = z.strictObject({
  PlacementId: recordIdField('PlacementId'),
  Reason: reasonField,
});
/** AllowLetterReissue's parameters. */
export type AllowLetterReissueParams = z.output<typeof allowLetterReissueParamsSchema>;

/** AllowLetterReissue's answer. */
export const letterReissueAllowedSchema = actionSchema;

/**
 * POST /api/Admin/CorrectPlacementDates ?PlacementId&StartDate&EndDate&Reason: StartDate not after
 * EndDate (a one-day placement is possible), EndDate at most 24 months after StartDate.
 */
export const correctPlacementDatesParamsSchema = z
  .strictObject({
    PlacementId: recordIdField('PlacementId'),
    StartDate: isoDateField('StartDate'),
    EndDate: isoDateField('EndDate'),
    Reason: reasonField,
  })
  .superRefine((values, ctx) => {
    if (values.EndDate < values.StartDate)
      ctx.addIssue({ code: 'custom', message: MESSAGES.endDateNotBeforeStart, path: ['EndDate'] });
    else if (values.EndDate > latestPlacementEnd(values.StartDate))
      ctx.addIssue({ code: 'custom', message: MESSAGES.endDateWithin24Months, path: ['EndDate'] });
  });
/** CorrectPlacementDates's parameters. */
export type CorrectPlacementDatesParams = z.output<typeof correctPlacementDatesParamsSchema>;

/** CorrectPlacementDates's answer: the dates now, and the letters revoked because they state others. */
export const placementDatesCorrectedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    placementId: z.number(),
    startDate: z.string(),
    endDate: z.string(),
    revokedLetterIds: z.array(z.number()),
  }),
});
/** CorrectPlacementDates's answer. */
export type PlacementDatesCorrected = z.output<typeof placementDatesCorrectedSchema>;
