import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/**
 * Answer schemas shared by every endpoint (PRODUCT.md §1). The server serialises with them (nothing
 * undeclared leaks out) and the web client derives its types from them: one source for both.
 */

/** Every failed answer: `{ success: false, error, code }` (400/401/403/404/409/429/500). */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(Object.values(ERROR_CODES) as [string, ...string[]]),
  /** Per-field messages of a 400, keyed by field name, when the server names them. */
  fields: z.record(z.string(), z.string()).optional(),
});

/** An action's success without data: `{ success: true, message }`. */
export const actionSchema = z.object({ success: z.literal(true), message: z.string() });

/** An action's success carrying `data`: `{ success: true, message, data }`. */
export function actionWithDataSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** One page of a server-side list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

/**
 * One page of a list paged by cursor (issue 31): the page's fields, then `nextCursor` and
 * `previousCursor` (opaque; null at either end), `totalExact` (false when `total` is an estimate) and
 * `totalIsLowerBound` (true when more than 10,000 match but the estimate was lower: `total` is 10,001,
 * shown as "more than 10,000").
 */
export function keysetPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({
    nextCursor: z.string().nullable(),
    previousCursor: z.string().nullable(),
    totalExact: z.boolean(),
    totalIsLowerBound: z.boolean(),
  });
}

/**
 * A keyset list's paging parameters: `cursor` (from a previous answer) and `count=exact` (the exact
 * total however large; otherwise above 10,000 matches the total is an estimate).
 */
export const keysetQueryFields = {
  cursor: z.string({ error: 'cursor is not valid' }).max(500, 'cursor is not valid').optional(),
  count: z.enum(['exact'], { error: "count must be 'exact'" }).optional(),
};

/** One page of a server-side list whose items are `T` (the output of `pageSchema`). */
export type Page<T> = z.output<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

/** An action's success answer. */
export type ActionAnswer = z.output<typeof actionSchema>;

/** A failure status an endpoint answers. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 429;

/**
 * The `response` entries for the failure statuses an endpoint answers, each `apiFailureSchema`:
 * `response: { 200: answerSchema, ...failureResponses(400, 401, 429) }`.
 */
export function failureResponses<S extends FailureStatus>(
  ...statuses: S[]
): Record<S, typeof apiFailureSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiFailureSchema])) as Record<
    S,
    typeof apiFailureSchema
  >;
}
