import { BULK_SKIP_TEXT, type BulkApproval, type BulkSkipReason } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmployer, findLearner } from '../accounts/directory-service.ts';
import { isEmailConfirmed } from './approval-repository.ts';
import { type DecisionContext, decideEmployer, decideLearner } from './approval-service.ts';

/** The account a selected id names: its canonical key, user, and review status. */
interface Found {
  key: string;
  userId: number;
  status: string;
}

/** How a kind is looked up and approved. */
interface Kind {
  find: (deps: Deps, id: string) => Promise<Found | undefined>;
  approve: (deps: Deps, key: string, ctx: DecisionContext) => Promise<void>;
}

const EMPLOYERS: Kind = {
  find: async ({ db }, id) => {
    const row = (await findEmployer(db, id))?.row;
    return row && { key: row.emp_id, userId: row.user_id, status: row.status };
  },
  approve: (deps, key, ctx) => decideEmployer(deps, key, 'approve', ctx),
};

const LEARNERS: Kind = {
  find: async ({ db }, id) => {
    const row = (await findLearner(db, id))?.row;
    return row && { key: row.learner_id, userId: row.user_id, status: row.status };
  },
  approve: (deps, key, ctx) => decideLearner(deps, key, 'approve', ctx),
};

/** Logs an approval that failed for a reason other than the account's state (the others go on). */
export type BulkFailureLog = (error: unknown, id: string) => void;

/** Why one selected account cannot be approved now, or null when it can. */
async function obstacle(deps: Deps, found: Found | undefined): Promise<BulkSkipReason | null> {
  if (!found) return 'notFound';
  if (found.status !== 'pending') return 'notPending';
  // The bulk never approves an address nobody confirmed: the single Approve, with its warning, does.
  if (!(await isEmailConfirmed(deps.db, found.userId))) return 'emailNotConfirmed';
  return null;
}

async function approveEach(
  deps: Deps,
  kind: Kind,
  ids: readonly string[],
  ctx: DecisionContext,
  log: BulkFailureLog,
): Promise<BulkApproval> {
  const result: BulkApproval = { approved: [], skipped: [] };
  const skip = (id: string, reason: BulkSkipReason) =>
    result.skipped.push({ id, reason, message: BULK_SKIP_TEXT[reason] });
  // One after another, each in its own transaction (the single approval's): a failure loses no other.
  for (const id of ids) {
    const found = await kind.find(deps, id);
    const reason = await obstacle(deps, found);
    if (reason || !found) {
      skip(found?.key ?? id, reason ?? 'notFound');
      continue;
    }
    try {
      await kind.approve(deps, found.key, ctx);
      result.approved.push(found.key);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') skip(found.key, 'notPending');
      else {
        log(error, found.key);
        skip(found.key, 'failed');
      }
    }
  }
  return result;
}

/**
 * Approves the selected pending employers (issue 30) through the single approval: each gets its own
 * password, credentials mail, decision record and audit entry. Unknown, decided and unconfirmed ones
 * are skipped and listed with the reason.
 */
export function approveEmployers(
  deps: Deps,
  ids: readonly string[],
  ctx: DecisionContext,
  log: BulkFailureLog,
) {
  return approveEach(deps, EMPLOYERS, ids, ctx, log);
}

/** Approves the selected pending learners as `approveEmployers` does employers. */
export function approveLearners(
  deps: Deps,
  ids: readonly string[],
  ctx: DecisionContext,
  log: BulkFailureLog,
) {
  return approveEach(deps, LEARNERS, ids, ctx, log);
}
