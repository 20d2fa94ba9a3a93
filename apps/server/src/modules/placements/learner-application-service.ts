import {
  type EmployerApplicationNoticeContext,
  type LearnerApplicationItem,
  PLACEMENT_STATUS,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { Notice, NoticeEvent } from '../../notifications/notify.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  findPlacement,
  listLearnerPlacements,
  lockPlacement,
  type PlacementRow,
} from './placement-repository.ts';
import { lettersByPlacement } from './placement-service.ts';
import { assertOwnsApplication } from './policy.ts';
import { type HistoryRow, toLearnerApplicationItem } from './presenters.ts';
import { findEmployerContact, statusHistories } from './status-history-repository.ts';
import { changeStatus } from './transitions.ts';

type Db = Kysely<Database>;

const { WITHDRAWN } = PLACEMENT_STATUS;

async function withHistory(db: Db, rows: readonly PlacementRow[]): Promise<LearnerApplicationItem[]> {
  const ids = rows.map((row) => row.id);
  const [changes, letters] = await Promise.all([statusHistories(db, ids), lettersByPlacement(db, ids)]);
  const byPlacement = new Map<number, HistoryRow[]>();
  for (const change of changes) {
    const list = byPlacement.get(change.placement_id) ?? [];
    list.push(change);
    byPlacement.set(change.placement_id, list);
  }
  return rows.map((row) =>
    toLearnerApplicationItem(row, byPlacement.get(row.id) ?? [], letters.get(row.id) ?? []),
  );
}

/** The learner's applications, newest first, each with its employer and its history (oldest first). */
export async function listLearnerApplications(
  db: Db,
  learnerUserId: number,
): Promise<LearnerApplicationItem[]> {
  return withHistory(db, await listLearnerPlacements(db, learnerUserId));
}

/** One application as its learner sees it (after a change, inside the change's transaction). */
export async function learnerApplicationItem(db: Db, placementId: number): Promise<LearnerApplicationItem> {
  const row = await findPlacement(db, placementId);
  if (!row) throw new Error(`placement ${placementId} vanished`);
  const [item] = await withHistory(db, [row]);
  return item!;
}

/** The mail to the employer of the application's opening (its account email) about a change to it. */
export async function employerNotice(
  db: Db,
  row: PlacementRow,
  publicUrl: string,
  event: (context: EmployerApplicationNoticeContext) => NoticeEvent,
): Promise<Notice[]> {
  const contact = await findEmployerContact(db, row.employer_user_id);
  if (!contact) return [];
  const context = {
    company: contact.emp_name,
    jobTitle: row.title,
    learnerName: `${row.first_name} ${row.last_name}`.trim(),
    learnerId: row.learner_id,
    applicationsUrl: `${publicUrl}/employer-dashboard?tab=applications`,
  };
  return [{ event: event(context), recipient: { userId: row.employer_user_id, email: contact.email } }];
}

/**
 * The learner withdraws their application (spec 2 §4, PRODUCT.md §4): only their own (404/403),
 * only while it is Applied with no interview scheduled (409 'Cannot withdraw - Interview scheduled'
 * or 409 when already past Applied). It becomes Withdrawn (6), the change is recorded in its
 * history and the employer is mailed, all in one transaction.
 */
export async function withdrawApplication(
  deps: Deps,
  auth: AuthUser,
  placementId: number,
): Promise<LearnerApplicationItem> {
  const { db, publicUrl, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const row = await lockPlacement(trx, placementId);
    assertOwnsApplication(auth, row);
    const notices = await employerNotice(trx, row, publicUrl, (context) => ({
      kind: 'application-withdrawn',
      context,
    }));
    await changeStatus(deps, trx, auth, row, WITHDRAWN, { now: clock.now(), notices });
    return learnerApplicationItem(trx, row.id);
  });
}
