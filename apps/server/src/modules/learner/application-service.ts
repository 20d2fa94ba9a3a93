import { type LearnerApplicationItem, MESSAGES, PLACEMENT_STATUS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import {
  applicationWithdrawnMail,
  type EmployerApplicationMailContext,
} from '../../mail/learner-templates.ts';
import { enqueueMail, type MailMessage } from '../../mail/outbox.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  findPlacement,
  insertStatusChange,
  listLearnerPlacements,
  lockPlacement,
  type PlacementRow,
  updatePlacement,
} from '../employer/placement-repository.ts';
import { lettersByPlacement } from '../letters/letter-service.ts';
import { findEmployerContact, statusHistories } from './application-repository.ts';
import { assertOwnsApplication } from './policy.ts';
import { type HistoryRow, toLearnerApplicationItem } from './records.ts';

type Db = Kysely<Database>;

const { APPLIED, INTERVIEW_SCHEDULED, WITHDRAWN } = PLACEMENT_STATUS;

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

/**
 * Queues a mail to the employer of the application's opening (its account email), in the
 * transaction of the change it reports.
 */
export async function mailEmployerAbout(
  trx: Db,
  row: PlacementRow,
  publicUrl: string,
  build: (context: EmployerApplicationMailContext) => MailMessage,
): Promise<void> {
  const contact = await findEmployerContact(trx, row.employer_user_id);
  if (!contact) return;
  await enqueueMail(
    trx,
    build({
      to: contact.email,
      toUserId: row.employer_user_id,
      company: contact.emp_name,
      jobTitle: row.title,
      learnerName: `${row.first_name} ${row.last_name}`.trim(),
      learnerId: row.learner_id,
      applicationsUrl: `${publicUrl}/employer-dashboard?tab=applications`,
    }),
  );
}

/**
 * The learner withdraws their application (spec 2 §4, PRODUCT.md §4): only their own (404/403),
 * only while it is Applied with no interview scheduled (409 'Cannot withdraw - Interview scheduled'
 * or 409 when already past Applied). It becomes Withdrawn (6), the change is recorded in its
 * history and the employer is mailed, all in one transaction.
 */
export async function withdrawApplication(
  db: Db,
  auth: AuthUser,
  placementId: number,
  publicUrl: string,
): Promise<LearnerApplicationItem> {
  return db.transaction().execute(async (trx) => {
    const row = await lockPlacement(trx, placementId);
    assertOwnsApplication(auth, row);
    if (row.status === INTERVIEW_SCHEDULED || (row.status === APPLIED && row.interview_date !== null))
      throw conflict(MESSAGES.cannotWithdrawInterviewScheduled);
    if (row.status !== APPLIED) throw conflict(MESSAGES.withdrawOnlyApplied);
    await updatePlacement(trx, row.id, { status: WITHDRAWN });
    await insertStatusChange(trx, { placementId: row.id, from: row.status, to: WITHDRAWN, by: auth.id });
    await mailEmployerAbout(trx, row, publicUrl, applicationWithdrawnMail);
    return learnerApplicationItem(trx, row.id);
  });
}
