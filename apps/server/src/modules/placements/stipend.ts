import { portalToday, QUALIFICATIONS, type StipendQualification } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlacementRow } from './placement-repository.ts';
import { learnerQualifications, stipendRatesOn } from './stipend-rate-repository.ts';

type Db = Kysely<Database>;

const QUALIFICATION_IDS = new Map(QUALIFICATIONS.map((q) => [q.name.toLowerCase(), q.id as number]));

export interface StipendBasis {
  /** TTD a month; null when no qualification the learner lists has a rate. */
  monthly: number | null;
  /** The listed qualification that pays it (the first listed of equals). */
  qualification: StipendQualification | null;
}

/**
 * The learner's monthly stipend and the qualification that sets it: the highest rate among their
 * qualifications, at the rates that apply on the placement's start date (today before it is placed).
 */
export async function stipendBasis(
  db: Db,
  row: Pick<PlacementRow, 'learner_user_id' | 'start_date'>,
  now: Date,
): Promise<StipendBasis> {
  const listed = await learnerQualifications(db, row.learner_user_id);
  const idOf = (type: string) => QUALIFICATION_IDS.get(type.trim().toLowerCase());
  const ids = [...new Set(listed.map((q) => idOf(q.qualification_type)).filter((id) => id !== undefined))];
  const rates = await stipendRatesOn(db, ids, row.start_date ?? portalToday(now));
  let best: StipendBasis = { monthly: null, qualification: null };
  for (const q of listed) {
    const id = idOf(q.qualification_type);
    const rate = id === undefined ? undefined : rates.get(id);
    if (rate !== undefined && (best.monthly === null || rate > best.monthly)) {
      best = {
        monthly: rate,
        qualification: { qualificationType: q.qualification_type, certificateName: q.certificate_name },
      };
    }
  }
  return best;
}
