import { addDays, agreementRemindersDue, portalToday } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { findAgreementPlacement, markReminded, versionsToRemind } from './agreement-repository.ts';
import { agreementNotice } from './agreement-service.ts';
import { learnerNameOf } from './agreement-terms.ts';

/**
 * Reminds learners of agreement versions still unconfirmed 7 and 12 days after they were drawn (the
 * injected clock's Port of Spain day). Each reminder is marked on its version in the transaction
 * that queues its mail, only if not marked yet, so a second run or instance sends nothing. Answers
 * how many mails it queued.
 */
export async function sendAgreementReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const today = portalToday(now);
  // Due within 7 days: drawn at least 7 days ago.
  const candidates = await versionsToRemind(deps.db, addDays(today, 7));
  let sent = 0;
  for (const candidate of candidates) {
    const due = agreementRemindersDue(portalToday(candidate.drawn_at), today, false);
    const owed = due.filter((after) => (after === 7 ? !candidate.reminded_7_at : !candidate.reminded_12_at));
    // Two owed at once (a run missed for days): the later one says it all.
    const after = owed.at(-1);
    if (after === undefined) continue;
    await deps.db.transaction().execute(async (trx) => {
      const row = await findAgreementPlacement(trx, candidate.placement_id);
      if (!row) return;
      for (const each of owed) if (!(await markReminded(trx, candidate.id, each, now))) return;
      await deps.notify(
        trx,
        { kind: 'agreement-reminder', agreement: agreementNotice(deps, row, candidate), after },
        { userId: row.learner_user_id, email: row.learner_email, name: learnerNameOf(row) },
      );
      sent++;
    });
  }
  return sent;
}
