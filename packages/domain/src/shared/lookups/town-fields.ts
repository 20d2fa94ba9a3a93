import type { z } from 'zod';
import { textField } from '../field-schemas.ts';
import { requiredMessage } from '../texts.ts';
import { OTHER_TOWN_ID, OTHER_TOWN_MAX } from './geography.ts';

/**
 * The typed town of an address whose city is `OTHER_TOWN_ID` (issue 30): optional on its own,
 * one line, at most `OTHER_TOWN_MAX` characters, control characters refused.
 */
export function otherTownField(label: string) {
  return textField(label, { max: OTHER_TOWN_MAX });
}

/** One address's pair: the city field, its typed-town field, and that field's label. */
export interface OtherTownPair {
  city: string;
  other: string;
  label: string;
}

/**
 * A whole-object rule: where a pair's city is "Other (type it)", its typed town is required
 * ('{label} is required', on the typed-town field). Runs only on an object.
 */
export function requireOtherTowns(pairs: readonly OtherTownPair[]) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    for (const pair of pairs) {
      if (Number(record[pair.city]) !== OTHER_TOWN_ID) continue;
      const typed = record[pair.other];
      if (typeof typed === 'string' && typed.trim() !== '') continue;
      ctx.addIssue({ code: 'custom', message: requiredMessage(pair.label), path: [pair.other] });
    }
  };
}

/** The typed town to store: the text when the city is "other", otherwise `''`. */
export function storedOtherTown(city: unknown, other: unknown): string {
  if (Number(city) !== OTHER_TOWN_ID) return '';
  return typeof other === 'string' ? other.trim() : '';
}
