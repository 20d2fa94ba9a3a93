import { PLACEMENT_STATUS } from '@ojt/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type PlacementRef = ExpressionBuilder<Database & { p: Database['placements'] }, 'p'>;

// The officer's caseload (issue 29): its own reads of the tables it shows (placements, agreement
// versions, reviews, breaks, months of attendance, holidays). Each read is one statement over the
// officer's Placed placements, whatever their number.

/** An officer of the list by id; undefined when unknown. */
export function officerById(db: Db, officerId: number) {
  return db.selectFrom('officers').select(['id', 'name']).where('id', '=', officerId).executeTakeFirst();
}

/** A placement naming the officer (any case) as placement officer, PME officer or assistant. */
function namesOfficer(name: string) {
  const lowered = name.toLowerCase();
  return (eb: PlacementRef) =>
    eb.or(
      (['p.placement_officer', 'p.pme_officer', 'p.placement_assistant'] as const).map((column) =>
        eb(eb.fn('lower', [eb.ref(column)]), '=', lowered),
      ),
    );
}

/** The ids of the officer's Placed placements (with a start date), as a subquery. */
function caseloadIds(db: Db, officerName: string) {
  return db
    .selectFrom('placements as p')
    .select('p.id')
    .where('p.status', '=', PLACEMENT_STATUS.PLACED)
    .where('p.start_date', 'is not', null)
    .where(namesOfficer(officerName));
}

/** The officer's Placed placements with their learner's and employer's names. */
export function caseloadPlacements(db: Db, officerName: string) {
  return db
    .selectFrom('placements as p')
    .innerJoin('learners as l', 'l.user_id', 'p.learner_user_id')
    .innerJoin('employers as e', 'e.user_id', 'p.employer_user_id')
    .select(['p.id', 'p.start_date', 'p.end_date', 'l.first_name', 'l.last_name', 'e.emp_name'])
    .where('p.id', 'in', caseloadIds(db, officerName))
    .orderBy('p.id')
    .execute();
}

/** The latest agreement version of each of the officer's placements, when it is not confirmed. */
export function unconfirmedAgreements(db: Db, officerName: string) {
  return db
    .selectFrom('agreement_versions as a')
    .select(['a.placement_id', 'a.version', 'a.confirm_by'])
    .where('a.placement_id', 'in', caseloadIds(db, officerName))
    .where('a.confirmed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('agreement_versions as later')
            .select('later.id')
            .whereRef('later.placement_id', '=', 'a.placement_id')
            .whereRef('later.version', '>', 'a.version'),
        ),
      ),
    )
    .execute();
}

/** The officer's reviews not signed off that are due by `dueUntil` (or scheduled). */
export function openReviews(db: Db, officerName: string, dueUntil: string) {
  return db
    .selectFrom('reviews as r')
    .select(['r.id', 'r.placement_id', 'r.seq', 'r.due_date', 'r.scheduled_at'])
    .where('r.placement_id', 'in', caseloadIds(db, officerName))
    .where('r.signed_off_at', 'is', null)
    .where((eb) => eb.or([eb('r.due_date', '<=', dueUntil), eb('r.scheduled_at', 'is not', null)]))
    .execute();
}

/** The officer's placements whose latest signed-off review rated them High risk, with that review. */
export function highRiskReviews(db: Db, officerName: string) {
  return db
    .selectFrom('reviews as r')
    .select(['r.id', 'r.placement_id', 'r.seq', 'r.signed_off_at'])
    .where('r.placement_id', 'in', caseloadIds(db, officerName))
    .where('r.risk', '=', 'High')
    .where('r.signed_off_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reviews as later')
            .select('later.id')
            .whereRef('later.placement_id', '=', 'r.placement_id')
            .where('later.signed_off_at', 'is not', null)
            .whereRef('later.seq', '>', 'r.seq'),
        ),
      ),
    )
    .execute();
}

/** Every break of the officer's placements (the months' working days and the breaks ending soon). */
export function caseloadBreaks(db: Db, officerName: string) {
  return db
    .selectFrom('placement_breaks')
    .select(['placement_id', 'from_date', 'to_date'])
    .where('placement_id', 'in', caseloadIds(db, officerName))
    .orderBy('from_date')
    .execute();
}

/** The officer's placements' months of attendance among `months` (`YYYY-MM`): their state. */
export function caseloadMonths(db: Db, officerName: string, months: readonly string[]) {
  return db
    .selectFrom('timesheets')
    .select(['placement_id', 'month', 'status'])
    .where('placement_id', 'in', caseloadIds(db, officerName))
    .where('month', 'in', months)
    .execute();
}

/** The holidays from `from` to `to` (both inclusive). */
export async function holidayDates(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('holidays')
    .select('date')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Set(rows.map((row) => row.date));
}
