import type { PlacementChange } from '@ojt/domain';
import type { Notice } from '../../notifications/notify.ts';
import type { PlacementRow } from '../placements/placement-service.ts';

/** A locked placement as the notices read it: with its learner's and employer's account emails. */
export type NoticedPlacement = PlacementRow & { account_email: string; employer_email: string };

/** The notice of a change to the learner and to the employer's contact (`to` picks them). */
export function changeNotices(
  publicUrl: string,
  row: NoticedPlacement,
  change: PlacementChange,
  to: { learner: boolean; employer: boolean } = { learner: true, employer: true },
): Notice[] {
  const learnerName = `${row.first_name} ${row.last_name}`.trim();
  const context = { learnerName, company: row.emp_name, jobTitle: row.title };
  const notices: Notice[] = [];
  if (to.learner)
    notices.push({
      event: {
        kind: 'placement-change',
        context: { ...context, dashboardUrl: `${publicUrl}/learner-dashboard?tab=applications` },
        change,
      },
      recipient: { userId: row.learner_user_id, email: row.account_email, name: learnerName },
    });
  if (to.employer)
    notices.push({
      event: {
        kind: 'placement-change',
        context: { ...context, dashboardUrl: `${publicUrl}/employer-dashboard?tab=applications` },
        change,
      },
      recipient: {
        userId: row.employer_user_id,
        email: row.employer_email,
        name: row.emp_p_name || row.emp_name,
      },
    });
  return notices;
}
