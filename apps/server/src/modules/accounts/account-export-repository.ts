import type { Kysely } from 'kysely';
import type { Batch } from '../../db/keyset-batch.ts';
import type { Database } from '../../db/schema.ts';
import { type AccountFilter, employersMatching, learnersMatching } from './account-repository.ts';

type Db = Kysely<Database>;

/** An export's filter: the table's, and the selection's account keys (issue 30), when one is given. */
export type ExportFilter = AccountFilter & { ids?: string[] | undefined };
const lowered = (ids: string[]) => ids.map((id) => id.toLowerCase());

// The exports read rows in keyset batches (`id < after`, newest id first): each batch is one short
// query on an index, and no export holds every row in memory. The filters are the admin tables' own.

/** One batch of employers matching the filter, by user id, newest first. */
export function employerBatch(db: Db, filter: ExportFilter, batch: Batch) {
  let q = employersMatching(db, filter).selectAll('employers').select('users.status');
  const ids = filter.ids;
  if (ids?.length) q = q.where((eb) => eb(eb.fn('lower', ['employers.emp_id']), 'in', lowered(ids)));
  if (batch.after !== undefined) q = q.where('employers.user_id', '<', batch.after);
  return q.orderBy('employers.user_id', 'desc').limit(batch.size).execute();
}

/** One batch of learners matching the filter, by user id, newest first. */
export function learnerBatch(db: Db, filter: ExportFilter, batch: Batch) {
  let q = learnersMatching(db, filter).selectAll('learners').select('users.status');
  const ids = filter.ids;
  if (ids?.length) q = q.where((eb) => eb(eb.fn('lower', ['learners.learner_id']), 'in', lowered(ids)));
  if (batch.after !== undefined) q = q.where('learners.user_id', '<', batch.after);
  return q.orderBy('learners.user_id', 'desc').limit(batch.size).execute();
}

/** An employer row of an export batch. */
export type EmployerExportRow = Awaited<ReturnType<typeof employerBatch>>[number];
/** A learner row of an export batch. */
export type LearnerExportRow = Awaited<ReturnType<typeof learnerBatch>>[number];
