import { alreadyDecidedMessage, LEARNER_STATUS, MESSAGES } from '@ojt/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomPassword } from '../../lib/random.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findEmployer, findLearner } from '../accounts/directory-service.ts';
import { recordAudit } from '../audit/audit.ts';
import { endAllSessions } from '../auth/auth-service.ts';
import {
  type Decision,
  decidePendingUser,
  recordDecision,
  setEmployerApprovalDate,
  setLearnerStatus,
} from './approval-repository.ts';

export interface DecisionContext {
  admin: AuthUser;
  loginUrl: string;
  supportUrl: string;
  /** The page a rejected applicant withdraws (deletes) the registration on (issue 30). */
  withdrawUrl: string;
  /** A rejection's reason (trimmed, '' for none): mailed to the applicant and kept with the decision. */
  reason?: string;
}

interface Applicant {
  kind: 'employer' | 'learner';
  userId: number;
  status: string;
  email: string;
  name: string;
  username: string;
}

async function decide(
  { db, clock, notify }: Deps,
  applicant: Applicant,
  decision: Decision,
  ctx: DecisionContext,
  extra: (trx: Transaction<Database>, now: Date) => Promise<void>,
): Promise<void> {
  if (applicant.status !== 'pending') {
    throw conflict(alreadyDecidedMessage(applicant.status));
  }
  const password = decision === 'approve' ? randomPassword(14) : '';
  const hashed = decision === 'approve' ? await hashPassword(password) : null;
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    if (!(await decidePendingUser(trx, applicant.userId, decision, hashed, now))) {
      throw conflict(MESSAGES.decidedElsewhere);
    }
    await extra(trx, now);
    const reason = (decision === 'reject' && ctx.reason) || null;
    await recordDecision(trx, ctx.admin.id, applicant.userId, decision, reason);
    const action = decision === 'approve' ? 'approved' : 'rejected';
    await recordAudit(
      trx,
      ctx.admin,
      `${applicant.kind}.${action}`,
      { type: applicant.kind, id: applicant.username },
      reason ? { reason } : {},
    );
    if (decision === 'approve') {
      await notify(
        trx,
        { kind: 'credentials', username: applicant.username, password, loginUrl: ctx.loginUrl },
        { userId: applicant.userId, email: applicant.email, name: applicant.name },
      );
    } else {
      await endAllSessions(trx, applicant.userId, now);
      await notify(
        trx,
        { kind: 'rejection', supportUrl: ctx.supportUrl, withdrawUrl: ctx.withdrawUrl, reason },
        { userId: applicant.userId, email: applicant.email, name: applicant.name },
      );
    }
  });
}

/** Approves (password generated and mailed in the same transaction) or rejects a pending employer. */
export async function decideEmployer(deps: Deps, empId: string, decision: Decision, ctx: DecisionContext) {
  const found = await findEmployer(deps.db, empId);
  if (!found) throw notFound(MESSAGES.employerDetailsNotFound);
  const { row } = found;
  await decide(
    deps,
    {
      kind: 'employer',
      userId: row.user_id,
      status: row.status,
      email: row.emp_email,
      name: row.emp_p_name || row.emp_name,
      username: row.emp_id,
    },
    decision,
    ctx,
    async (trx, now) => {
      if (decision === 'approve') await setEmployerApprovalDate(trx, row.user_id, now);
    },
  );
}

/** Approves or rejects a pending learner; learnerStatus follows (1 approved, 2 rejected). */
export async function decideLearner(deps: Deps, learnerId: string, decision: Decision, ctx: DecisionContext) {
  const found = await findLearner(deps.db, learnerId);
  if (!found) throw notFound(MESSAGES.learnerProfileNotFound);
  const { row } = found;
  await decide(
    deps,
    {
      kind: 'learner',
      userId: row.user_id,
      status: row.status,
      email: row.email_personal,
      name: row.first_name,
      username: row.learner_id,
    },
    decision,
    ctx,
    async (trx) => {
      const status = decision === 'approve' ? LEARNER_STATUS.APPROVED : LEARNER_STATUS.REJECTED;
      await setLearnerStatus(trx, row.user_id, status);
    },
  );
}
