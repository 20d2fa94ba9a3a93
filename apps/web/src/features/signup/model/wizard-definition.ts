import type { z } from 'zod';

/** What a sign-up wizard needs to know about its form; the rules themselves come from @ojt/domain. */
export interface WizardDefinition<V, P> {
  /** Names the wizard's draft in this tab's storage ('learner', 'employer'). */
  draftName: string;
  /** One title per step, in order. */
  titles: readonly string[];
  /** One schema per step (the domain's step schemas). */
  stepSchemas: readonly z.ZodType[];
  /** The field names each step shows, in order: errors from elsewhere are sent to their step. */
  stepFields: readonly (readonly string[])[];
  /** The values the rules check (hidden fields blanked). */
  toInput: (values: V) => V;
  /** The payload to send, or the failed parse when an earlier step no longer validates. */
  toPayload: (values: V) => { success: true; data: P } | { success: false };
  /** The whole-payload schema the server also checks; re-run when the server refuses the payload. */
  payloadSchema: z.ZodType;
  /**
   * The field a 409 (already registered) is about. None for the learner's wizard: an email already
   * registered is answered as a new sign-up (its owner is mailed), so no field is ever 'taken'.
   */
  conflictField?: string;
  /** Fields whose edit also clears another field's error (a rule over several fields shows on one). */
  sharedErrors?: Readonly<Record<string, string>>;
}

/** The field names of each step schema, in the order the step declares them. */
export function stepFieldNames(schemas: readonly { shape: Record<string, unknown> }[]): string[][] {
  return schemas.map((schema) => Object.keys(schema.shape));
}
