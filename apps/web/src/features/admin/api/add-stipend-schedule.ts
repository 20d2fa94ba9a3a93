import {
  ENDPOINTS,
  formatTtd,
  isoDateField,
  STIPEND_LEVELS,
  type StipendScheduleBody,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** The most a level's monthly rate may be, in cents (the API's own limit). */
const MAX_CENTS = 100_000_000;
/** '3960', '3960.5', '3,960.00', '3 960.00 TTD': whole dollars with at most two decimals. */
const TTD_AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * A typed TTD amount in integer cents ('3,960.00' → 396000), null when it is not an amount above 0
 * within the API's limit. Grouping commas and spaces and a closing 'TTD' are allowed; the cents are
 * read exactly, never through a float.
 */
export function ttdToCents(text: string): number | null {
  const plain = text
    .trim()
    .replace(/\s*TTD$/i, '')
    .replace(/\s+/g, '');
  const match = TTD_AMOUNT.exec(plain);
  if (!match) return null;
  const whole = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_CENTS ? cents : null;
}

/** Cents as the amount box shows them: 396000 → '3,960.00'. */
export function centsToTtdText(cents: number): string {
  return formatTtd(cents).replace(/ TTD$/, '');
}

const ttdField = z.string().transform((text, ctx) => {
  const cents = ttdToCents(text);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: TEXT.amountTtdInvalid });
    return z.NEVER;
  }
  return cents;
});

/** The form's fields for the five levels: level1 … level5. */
export const LEVEL_FIELDS = STIPEND_LEVELS.map((row) => `level${row.level}` as const);
export type LevelField = (typeof LEVEL_FIELDS)[number];

/** The Add schedule form: a date and the five levels' TTD amounts, sent as integer cents. */
export const scheduleFormSchema = z
  .strictObject({
    effectiveFrom: isoDateField(TEXT.effectiveFromLabel),
    level1: ttdField,
    level2: ttdField,
    level3: ttdField,
    level4: ttdField,
    level5: ttdField,
  })
  .transform(
    (form): StipendScheduleBody => ({
      effectiveFrom: form.effectiveFrom,
      rates: { 1: form.level1, 2: form.level2, 3: form.level3, 4: form.level4, 5: form.level5 },
    }),
  );
/** The form's values, as typed. */
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;

/**
 * POST /api/Admin/StipendSchedules { effectiveFrom, rates: { "1": cents, … "5": cents } } (201);
 * 409 when a schedule starts that day already.
 */
export function addStipendSchedule(body: StipendScheduleBody) {
  return callApi(ENDPOINTS.AddStipendSchedule, { body });
}

export function useAddStipendSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStipendSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.schedules() }),
  });
}
