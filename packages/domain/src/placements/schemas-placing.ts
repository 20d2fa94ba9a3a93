import { z } from 'zod';
import { experienceLetterSchema } from '../letters/schemas.ts';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import {
  accountKeyField,
  isoDateField,
  optionalRecordIdField,
  recordIdField,
  toRecordId,
} from '../shared/record-fields.ts';
import { keysetPageSchema, keysetQueryFields } from '../shared/schemas.ts';
import { invalidOptionMessage } from '../shared/texts.ts';
import { latestPlacementEnd, PLACEMENT_STATUSES } from './rules.ts';
import { placementChangeFields, placementEvaluationSchema } from './schemas-answers.ts';
import { stipendReasonRequiredMessage } from './texts-placing.ts';

/**
 * Requests and answers of the admin's placement calls (issue 10): the officers list, placing a
 * Selected learner, one placement with its history and stipend, and the paged Placements list.
 * Every parameter may come in the query string or the JSON body. Dates are `YYYY-MM-DD`.
 */

// ---------------------------------------------------------------------------------------------
// Officers

/** The roles of the officers the admin keeps: placement officer, PME officer, placement assistant. */
export const OFFICER_ROLES = ['placement', 'pme', 'assistant'] as const;
/** An officer's role. */
export type OfficerRole = (typeof OFFICER_ROLES)[number];

/** How each role is named on screen and in messages. */
export const OFFICER_ROLE_NAMES: Record<OfficerRole, string> = {
  placement: 'placement officer',
  pme: 'PME officer',
  assistant: 'placement assistant',
};

/** Longest officer name. */
export const OFFICER_NAME_MAX = 100;

/** One officer of the list. */
export const officerSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(OFFICER_ROLES),
  active: z.boolean(),
});
/** One officer of the list. */
export type Officer = z.output<typeof officerSchema>;

/** GET /api/Admin/Officers: the active officers, by role then name. */
export const officersAnswerSchema = z.array(officerSchema);

/** POST /api/Admin/AddOfficer ?Name&Role (`placement` | `pme` | `assistant`). */
export const addOfficerParamsSchema = z.strictObject({
  Name: textField('Name', { required: true, max: OFFICER_NAME_MAX }),
  Role: z.enum(OFFICER_ROLES, { error: invalidOptionMessage('Role') }),
});
/** AddOfficer's parameters. */
export type AddOfficerParams = z.output<typeof addOfficerParamsSchema>;

/** POST /api/Admin/RemoveOfficer ?OfficerId (the officer stays on past placements, inactive). */
export const removeOfficerParamsSchema = z.strictObject({ OfficerId: recordIdField('OfficerId') });

// ---------------------------------------------------------------------------------------------
// Placing

/** A confirmation the caller must give: true (JSON) or 'true' / '1' / 'on' (a query string or form). */
function confirmedField(message: string) {
  return z
    .union([z.literal(true), z.enum(['true', '1', 'on'])], { error: message })
    .transform(() => true as const);
}

/** Longest reason for a stipend level other than the default. */
export const STIPEND_REASON_MAX = 500;

/** An optional stipend level 1-5: missing or blank mean "the default"; anything else is refused. */
function stipendLevelField() {
  const invalid = MESSAGES.stipendLevelInvalid;
  return z.preprocess(
    toRecordId,
    z.number({ error: invalid }).int(invalid).min(1, invalid).max(5, invalid).optional(),
  );
}

/**
 * POST /api/Admin/PlaceLearner ?PlacementId&DatePlaced&StartDate&EndDate&PlacementOfficer&PmeOfficer&PlacementAssistant&QualificationChecked&StipendLevel&StipendReason.
 * The officers are ids of `GET /api/Admin/Officers` (active, of the matching role); the placement
 * keeps their names. EndDate is after StartDate and at most 24 months after it. QualificationChecked
 * (required, true) says the office checked the qualification that sets the stipend against a certificate.
 * StipendLevel (optional, 1-5) overrides the level that qualification sets; a level other than that
 * default needs StipendReason (at most 500 characters), checked by `stipendLevelProblem`.
 */
export const placeLearnerParamsSchema = z
  .strictObject({
    PlacementId: recordIdField('PlacementId'),
    DatePlaced: isoDateField('DatePlaced'),
    StartDate: isoDateField('StartDate'),
    EndDate: isoDateField('EndDate'),
    PlacementOfficer: recordIdField('PlacementOfficer'),
    PmeOfficer: recordIdField('PmeOfficer'),
    PlacementAssistant: recordIdField('PlacementAssistant'),
    QualificationChecked: confirmedField(MESSAGES.qualificationCheckedRequired),
    StipendLevel: stipendLevelField(),
    StipendReason: textField('StipendReason', { max: STIPEND_REASON_MAX, multiline: true }),
  })
  .superRefine((values, ctx) => {
    if (values.EndDate <= values.StartDate)
      ctx.addIssue({ code: 'custom', message: MESSAGES.endDateAfterStart, path: ['EndDate'] });
    else if (values.EndDate > latestPlacementEnd(values.StartDate))
      ctx.addIssue({ code: 'custom', message: MESSAGES.endDateWithin24Months, path: ['EndDate'] });
  });
/** PlaceLearner's parameters. */
export type PlaceLearnerParams = z.output<typeof placeLearnerParamsSchema>;

/**
 * The problem with a placing's stipend level, given the default (the level of the qualification that
 * sets the stipend; null when none does): a level other than the default without a reason.
 */
export function stipendLevelProblem(
  params: Pick<PlaceLearnerParams, 'StipendLevel' | 'StipendReason'>,
  defaultLevel: number | null,
): string | undefined {
  if (params.StipendLevel === undefined || params.StipendLevel === defaultLevel) return undefined;
  return params.StipendReason === '' ? stipendReasonRequiredMessage(defaultLevel) : undefined;
}

/** Which officer parameter asks for which role. */
export const OFFICER_PARAMETERS = {
  PlacementOfficer: 'placement',
  PmeOfficer: 'pme',
  PlacementAssistant: 'assistant',
} as const satisfies Record<string, OfficerRole>;

// ---------------------------------------------------------------------------------------------
// Answers

/** One status change of a placement: from (null on applying), to, who (a username), when (ISO 8601). */
export const placementHistoryEntrySchema = z.object({
  from: z.number().nullable(),
  to: z.number(),
  by: z.string().nullable(),
  at: z.iso.datetime(),
});

/** A qualification the learner lists: its type (a name of `QUALIFICATIONS`) and certificate. */
export const stipendQualificationSchema = z.object({
  qualificationType: z.string(),
  certificateName: z.string(),
});
/** The qualification that sets a stipend. */
export type StipendQualification = z.output<typeof stipendQualificationSchema>;

/** The `{id}` of GET /api/Admin/GetPlacementById/{id}: a placement's id. */
export const placementIdParamsSchema = z.strictObject({ id: recordIdField('id') });

/** GET /api/Admin/GetPlacementById/{id}: a placement, its people, dates, officers, stipend, history. */
export const placementDetailSchema = z.object({
  placementId: z.number(),
  learnerId: z.string(),
  learnerName: z.string(),
  employerId: z.string(),
  employerName: z.string(),
  positionTitle: z.string(),
  /** A sector id of `SECTORS`. */
  sector: z.number(),
  /** A status id of `PLACEMENT_STATUSES`. */
  placementStatus: z.number(),
  placementType: z.number(),
  /** When the learner applied (ISO 8601). */
  appliedAt: z.iso.datetime(),
  datePlaced: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  placementOfficer: z.string().nullable(),
  pmeOfficer: z.string().nullable(),
  placementAssistant: z.string().nullable(),
  /**
   * TTD a month: as fixed when placed; before that, the highest rate among the learner's
   * qualifications today. Null when none is known.
   */
  monthlyStipend: z.number().nullable(),
  /**
   * The learner's qualification whose rate sets `monthlyStipend`, while the stipend is not yet
   * fixed (the office checks it against a certificate when placing); null once fixed or without a rate.
   */
  stipendQualification: stipendQualificationSchema.nullable(),
  history: z.array(placementHistoryEntrySchema),
  /** The employer's evaluation, once Completed. */
  evaluation: placementEvaluationSchema.optional(),
  /** The experience letters issued, newest first. */
  letters: z.array(experienceLetterSchema),
  /**
   * True after one of its letters was revoked: the employer generates no new letter until the office
   * allows it (AllowLetterReissue) or corrects the dates (CorrectPlacementDates).
   */
  lettersHeld: z.boolean(),
  /** The employer's messages to the applicant, joined by COMMENT_SEPARATOR ('' when none). */
  placementComments: z.string(),
  /** The employer's private notes (for the employer and the office), joined the same way. */
  privateNotes: z.string(),
  ...placementChangeFields,
});
/** One placement, admin view. */
export type PlacementDetail = z.output<typeof placementDetailSchema>;

/** PlaceLearner's answer: `{ success, message, data: the placement }`. */
export const placeLearnerAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: placementDetailSchema,
});

/** One row of the admin's Placements list. */
export const adminPlacementItemSchema = z.object({
  placementId: z.number(),
  learnerName: z.string(),
  employerName: z.string(),
  positionTitle: z.string(),
  sector: z.number(),
  placementStatus: z.number(),
  appliedAt: z.iso.datetime(),
  datePlaced: z.string().nullable(),
});
/** One row of the admin's Placements list. */
export type AdminPlacementItem = z.output<typeof adminPlacementItemSchema>;

/** GET /api/Admin/Placements: one page. */
export const adminPlacementPageSchema = keysetPageSchema(adminPlacementItemSchema);
/** One page of the admin's Placements list. */
export type AdminPlacementPage = z.output<typeof adminPlacementPageSchema>;

/**
 * GET /api/Admin/Placements ?search&status&sector&employer&from&to&page&pageSize&cursor&count: newest first;
 * `search` in the learner's name, the employer's name and the position's title (any case);
 * `employer` an employer's id (EmpId); `from`/`to` the application dates, inclusive.
 */
export const adminPlacementsQuerySchema = z
  .strictObject({
    search: textField('search', { max: 100 }),
    status: optionalRecordIdField('status').refine(
      (value) => value === undefined || value <= PLACEMENT_STATUSES.length,
      invalidOptionMessage('status'),
    ),
    sector: optionalRecordIdField('sector'),
    employer: accountKeyField('employer'),
    from: isoDateField('from', false),
    to: isoDateField('to', false),
    page: z.coerce.number({ error: 'page is not valid' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'pageSize is not valid' }).int().min(1).max(100).default(10),
    ...keysetQueryFields,
  })
  .superRefine((values, ctx) => {
    if (values.from && values.to && values.from > values.to)
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateFromAfterTo, path: ['from'] });
  });
/** The Placements list's query. */
export type AdminPlacementsQuery = z.output<typeof adminPlacementsQuerySchema>;
