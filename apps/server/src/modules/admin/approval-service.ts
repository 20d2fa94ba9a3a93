import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomPassword } from '../../lib/random.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { credentialsMail, rejectionMail } from '../../mail/templates.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { revokeUserSessions } from '../auth/session-repository.ts';
import { findEmployer, findLearner } from './admin-repository.ts';

export type Decision = 'approve' | 'reject';

export interface DecisionContext {
  admin: AuthUser;
  loginUrl: string;
  supportUrl: string;
}

interface Applicant {
  userId: number;
  status: string;
  email: string;
  name: string;
  username: string;
}

async function decide(
  db: Kysely<Database>,
  applicant: Applicant,
  decision: Decision,
  ctx: DecisionContext,
  extra: (trx: Transaction<Database>, now: Date) => Promise<void>,
): Promise<void> {
  if (applicant.status !== 'pending') {
    throw conflict(
      `This account is already ${applicant.status}; only pending accounts can be approved or rejected.`,
    );
  }
  const password = decision === 'approve' ? randomPassword(14) : '';
  const hashed = decision === 'approve' ? await hashPassword(password) : null;
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    // The status guard in the UPDATE makes two simultaneous decisions safe: only one finds it pending.
    const updated = await trx
      .updateTable('users')
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected',
        ...(hashed ? { password_hash: hashed } : {}),
        updated_at: now,
      })
      .where('id', '=', applicant.userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw conflict('This account was decided by someone else just now.');
    await extra(trx, now);
    await trx
      .insertInto('admin_decisions')
      .values({ admin_id: ctx.admin.id, user_id: applicant.userId, decision })
      .execute();
    if (decision === 'approve') {
      await enqueueMail(
        trx,
        credentialsMail(applicant.email, applicant.name, applicant.username, password, ctx.loginUrl),
      );
    } else {
      await revokeUserSessions(trx, applicant.userId);
      await enqueueMail(trx, rejectionMail(applicant.email, applicant.name, ctx.supportUrl));
    }
  });
}

/** Approves (password generated and mailed in the same transaction) or rejects a pending employer. */
export async function decideEmployer(
  db: Kysely<Database>,
  empId: string,
  decision: Decision,
  ctx: DecisionContext,
) {
  const found = await findEmployer(db, empId);
  if (!found) throw notFound('Employer details not found.');
  const { row } = found;
  await decide(
    db,
    {
      userId: row.user_id,
      status: row.status,
      email: row.emp_email,
      name: row.emp_p_name || row.emp_name,
      username: row.emp_id,
    },
    decision,
    ctx,
    async (trx, now) => {
      if (decision === 'approve') {
        await trx
          .updateTable('employers')
          .set({ approval_date: now })
          .where('user_id', '=', row.user_id)
          .execute();
      }
    },
  );
}

/** Approves or rejects a pending learner; learnerStatus follows (1 approved, 2 rejected). */
export async function decideLearner(
  db: Kysely<Database>,
  learnerId: string,
  decision: Decision,
  ctx: DecisionContext,
) {
  const found = await findLearner(db, learnerId);
  if (!found) throw notFound('Learner profile not found');
  const { row } = found;
  await decide(
    db,
    {
      userId: row.user_id,
      status: row.status,
      email: row.email_personal,
      name: row.first_name,
      username: row.learner_id,
    },
    decision,
    ctx,
    async (trx) => {
      await trx
        .updateTable('learners')
        .set({ learner_status: decision === 'approve' ? 1 : 2 })
        .where('user_id', '=', row.user_id)
        .execute();
    },
  );
}
