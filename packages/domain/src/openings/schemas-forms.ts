import { z } from 'zod';
import { selectField, textField, toSelectInt } from '../shared/field-schemas.ts';
import { isSectorId } from '../shared/lookups/sectors.ts';
import { MESSAGES } from '../shared/messages.ts';
import { toClockTime, toIsoDate } from '../shared/portal-time.ts';
import { invalidOptionMessage } from '../shared/texts.ts';
import { JOB_POSITION_STATUS, type JobPositionStatus } from './rules.ts';

/** Most requirement rows a job position may have. */
export const MAX_REQUIREMENTS = 50;
/** Most openings one publication may offer. */
export const MAX_OPENINGS = 1000;
/** Defaults of the Publish form (spec 2 §9). */
export const PUBLISH_DEFAULTS = { openTime: '09:00', closeTime: '17:00', numberOfOpenings: 1 } as const;

const requirementRow = z.object({
  qualificationType: textField('Qualification type', { max: 100 }),
  certificateName: textField('Certificate name', { max: 200 }),
});

const isCompleteRow = (row: { qualificationType: string; certificateName: string }) =>
  row.qualificationType !== '' && row.certificateName !== '';

const validStatuses: readonly number[] = Object.values(JOB_POSITION_STATUS);

/**
 * The Add/Edit Job Position form and the body fields it saves (spec 2 §5): jobTitle required
 * ('Job title is required'), jobSector a sector id ('Please select a sector'; 0 is the placeholder),
 * lstRequirements with at least one row whose qualification type and certificate name are both
 * filled ('At least one requirement is required'; message on `lstRequirements`). Text is trimmed;
 * rows with a blank cell are dropped from the output. jobPositionStatus defaults to 1 (Active).
 */
export const jobPositionFormSchema = z.object({
  jobTitle: textField('Job title', { required: true, requiredMessage: MESSAGES.jobTitleRequired, max: 150 }),
  jobSector: selectField('Sector', isSectorId, {
    required: MESSAGES.selectSector,
    invalid: MESSAGES.selectSector,
  }),
  jobPositionStatus: z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? 1 : toSelectInt(value)),
      z.number(),
    )
    .superRefine((value, ctx) => {
      if (!validStatuses.includes(value)) {
        ctx.addIssue({ code: 'custom', message: invalidOptionMessage('Job position status') });
      }
    })
    .transform((value) => value as JobPositionStatus),
  lstRequirements: z
    .preprocess((value) => value ?? [], z.array(requirementRow, { error: MESSAGES.requirementRequired }))
    .superRefine((rows, ctx) => {
      if (rows.length > MAX_REQUIREMENTS)
        ctx.addIssue({ code: 'custom', message: MESSAGES.tooManyRequirements });
      else if (!rows.some(isCompleteRow))
        ctx.addIssue({ code: 'custom', message: MESSAGES.requirementRequired });
    })
    .transform((rows) => rows.filter(isCompleteRow)),
});

/** The job position form as parsed. */
export type JobPositionForm = z.output<typeof jobPositionFormSchema>;

/** A date and a time as the API sends them: `YYYY-MM-DDThh:mm:00`, no zone (Port of Spain time). */
export function toPortalDateTime(isoDate: string, clockTime: string): string {
  return `${isoDate}T${clockTime}:00`;
}

function dateField(required: string, invalid: string) {
  return textField('Date', {
    required: true,
    requiredMessage: required,
    max: 10,
    tooLongMessage: invalid,
    problem: (value) => (toIsoDate(value) ? undefined : invalid),
  }).transform((value) => toIsoDate(value) ?? value);
}

function timeField(required: string, invalid: string) {
  return textField('Time', {
    required: true,
    requiredMessage: required,
    max: 11,
    tooLongMessage: invalid,
    problem: (value) => (toClockTime(value) ? undefined : invalid),
  }).transform((value) => toClockTime(value) ?? value);
}

// Blank or unreadable input falls back to 1 (spec 2 §5); a number below 1 is refused.
function toOpenings(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 1;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d*)?\s*$/.test(value)) return Number.parseInt(value, 10);
  return 1;
}

/**
 * The Publish Job Position form (spec 2 §5). Dates are `YYYY-MM-DD` (or `MM/DD/YYYY`), times
 * `HH:mm` (or `9:30 AM`); the output adds `openDateTime` and `closeDateTime` as the API sends them.
 * The close-after-open message sits on `closeDate`.
 */
export const publishFormSchema = z
  .object({
    openDate: dateField(MESSAGES.openDateRequired, MESSAGES.invalidOpenDate),
    openTime: timeField(MESSAGES.openTimeRequired, MESSAGES.invalidOpenTime),
    closeDate: dateField(MESSAGES.closeDateRequired, MESSAGES.invalidCloseDate),
    closeTime: timeField(MESSAGES.closeTimeRequired, MESSAGES.invalidCloseTime),
    numberOfOpenings: z.preprocess(toOpenings, z.number()).superRefine((value, ctx) => {
      if (value < 1) ctx.addIssue({ code: 'custom', message: MESSAGES.openingsAtLeastOne });
      else if (value > MAX_OPENINGS) ctx.addIssue({ code: 'custom', message: MESSAGES.openingsAtMostLimit });
    }),
    details: textField('Additional details', { max: 2000, multiline: true }),
  })
  .superRefine((values, ctx) => {
    // Compared only once all four parts are readable; each bad part already has its own message.
    const parts = [toIsoDate(values.openDate), toClockTime(values.openTime), toIsoDate(values.closeDate)];
    if (parts.includes(null) || !toClockTime(values.closeTime)) return;
    const open = toPortalDateTime(values.openDate, values.openTime);
    const close = toPortalDateTime(values.closeDate, values.closeTime);
    if (close <= open)
      ctx.addIssue({ code: 'custom', message: MESSAGES.closeBeforeOpen, path: ['closeDate'] });
  })
  .transform((values) => ({
    ...values,
    openDateTime: toPortalDateTime(values.openDate, values.openTime),
    closeDateTime: toPortalDateTime(values.closeDate, values.closeTime),
  }));

/** The publish form as parsed. */
export type PublishForm = z.output<typeof publishFormSchema>;
