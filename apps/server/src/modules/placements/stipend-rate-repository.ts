import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The qualifications a learner listed (types are names of `QUALIFICATIONS`), in their order. */
export async function learnerQualifications(db: Db, learnerUserId: number) {
  return db
    .selectFrom('learner_qualifications')
    .select(['qualification_type', 'certificate_name'])
    .where('learner_user_id', '=', learnerUserId)
    .orderBy('ordinal')
    .orderBy('id')
    .execute();
}

/**
 * The monthly stipend of each of these qualifications that has one on `onDate` ('YYYY-MM-DD'):
 * its row with the latest `applies_from` not after it.
 */
export async function stipendRatesOn(
  db: Db,
  qualificationIds: number[],
  onDate: string,
): Promise<Map<number, number>> {
  if (qualificationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stipend_rates as r')
    .select(['r.qualification_id', 'r.monthly_ttd'])
    .where('r.qualification_id', 'in', qualificationIds)
    .where((eb) =>
      eb(
        'r.applies_from',
        '=',
        eb
          .selectFrom('stipend_rates as r2')
          .select((inner) => inner.fn.max('r2.applies_from').as('latest'))
          .whereRef('r2.qualification_id', '=', 'r.qualification_id')
          .where('r2.applies_from', '<=', onDate),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [Number(row.qualification_id), Number(row.monthly_ttd)]));
}

/**
 * A stipend level's monthly rate in cents on `onDate` ('YYYY-MM-DD'): the schedule with the latest
 * `effective_from` not after it (issue 27); null before every schedule.
 */
export async function levelRateCentsOn(
  db: Db,
  level: 1 | 2 | 3 | 4 | 5,
  onDate: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('stipend_schedules')
    .select(['level1_cents', 'level2_cents', 'level3_cents', 'level4_cents', 'level5_cents'])
    .where('effective_from', '<=', onDate)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row[`level${level}_cents`]) : null;
}
