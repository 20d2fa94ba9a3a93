import { type AuditDetail, MESSAGES, type MyAuditEntry, type MyData } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findLearner } from '../accounts/directory-service.ts';
import { recordAudit } from '../audit/audit.ts';
import { learnerProfileLists } from '../learner/learner-profile-service.ts';
import { ownBankDetails } from '../payments/bank-service.ts';
import { myStipend } from '../payments/my-stipend-service.ts';
import { listLearnerApplications } from '../placements/learner-application-service.ts';
import { learnerTimesheets } from '../timesheets/learner-timesheet-service.ts';
import { auditEntriesAbout, findAccount, mailsFor } from './my-data-repository.ts';

type AuditAboutRow = Awaited<ReturnType<typeof auditEntriesAbout>>[number];

/** Who acted, as the learner is told: themselves, the programme office, a company, or the portal. */
function actedBy(row: AuditAboutRow, learnerUserId: number): string {
  if (row.actor_user_id === learnerUserId) return MESSAGES.myDataActedByYou;
  if (row.actor_role === 'admin') return MESSAGES.myDataActedByOffice;
  if (row.actor_role === 'employer') return row.actor_company ?? MESSAGES.myDataActedByEmployer;
  return MESSAGES.myDataActedByPortal;
}

function toMyAuditEntry(row: AuditAboutRow, learnerUserId: number): MyAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actedBy: actedBy(row, learnerUserId),
    actorRole: row.actor_role,
    action: row.action,
    recordType: row.record_type,
    recordId: row.record_id,
    detail: row.detail as AuditDetail,
  };
}

/**
 * Everything the portal holds about the signed-in learner (issue 11, a subject access request), built
 * now and recorded in the audit trail ('data.downloaded', with the format) in the same transaction
 * as the reads, so the copy includes its own entry. Mail bodies and secrets are left out.
 */
export async function buildMyData(deps: Deps, auth: AuthUser, format: 'json' | 'pdf'): Promise<MyData> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const [account, found] = await Promise.all([findAccount(trx, auth.id), findLearner(trx, auth.username)]);
    if (!account || !found || found.row.user_id !== auth.id) throw notFound(MESSAGES.learnerProfileNotFound);
    const learnerId = found.record.learnerId;
    await recordAudit(trx, auth, 'data.downloaded', { type: 'learner', id: learnerId }, { format });

    const lists = await learnerProfileLists(trx, auth.id);
    const applications = await listLearnerApplications(trx, auth.id);
    const letters = applications.flatMap((application) =>
      application.letters.map((letter) => ({
        letterId: letter.letterId,
        placementId: letter.placementId,
        verificationCode: letter.verificationCode,
        issuedAt: letter.issuedAt,
        revokedAt: letter.revokedAt,
      })),
    );
    // The attendance and payment reads, on this transaction (one connection on the embedded database).
    const inTransaction = { ...deps, db: trx };
    const timesheets = await learnerTimesheets(inTransaction, auth);
    const stipend = await myStipend(inTransaction, auth);
    const bankDetails = await ownBankDetails(inTransaction, auth);
    const mails = await mailsFor(trx, auth.id);
    const entries = await auditEntriesAbout(trx, {
      userId: auth.id,
      learnerId,
      placementIds: applications.map((application) => application.placementId),
      letterIds: letters.map((letter) => letter.letterId),
    });
    return {
      generatedAt: clock.now().toISOString(),
      account: {
        username: account.username,
        email: account.email,
        status: account.status,
        createdAt: account.created_at.toISOString(),
        emailVerifiedAt: account.email_verified_at?.toISOString() ?? null,
      },
      profile: { learner: found.record, ...lists },
      applications,
      letters,
      timesheets,
      stipend,
      bankDetails,
      emails: mails.map((mail) => ({
        subject: mail.subject,
        queuedAt: mail.created_at.toISOString(),
        sentAt: mail.sent_at?.toISOString() ?? null,
        status: mail.status,
      })),
      auditEntries: entries.map((entry) => toMyAuditEntry(entry, auth.id)),
    };
  });
}
