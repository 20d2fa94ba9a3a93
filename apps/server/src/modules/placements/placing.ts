import { MESSAGES, PLACEMENT_STATUS, type PlacedNoticeContext, placedOverlapMessage } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Notice } from '../../notifications/notify.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { lockLearnerAccount, overlappingPlacement, placementLearner } from './admin-placement-repository.ts';
import { lockPlacement, type PlacementRow } from './placement-repository.ts';
import { assertCanMove, changeStatus } from './transitions.ts';

type Db = Kysely<Database>;
type LockedPlacement = NonNullable<Awaited<ReturnType<typeof lockPlacement>>>;

/**
 * Locks a placement about to be placed, in the order every placing takes: the learner's account
 * first (as deleting an account locks it), then the placement, so two placings of one learner wait
 * for each other and the second sees the first's dates. 404 when unknown, 409 unless Selected.
 */
export async function lockSelectedForPlacing(trx: Db, placementId: number): Promise<LockedPlacement> {
  const learnerUserId = await placementLearner(trx, placementId);
  if (learnerUserId === undefined) throw notFound(MESSAGES.placementNotFound);
  await lockLearnerAccount(trx, learnerUserId);
  const row = await lockPlacement(trx, placementId);
  if (!row) throw notFound(MESSAGES.placementNotFound);
  assertCanMove(row, PLACEMENT_STATUS.PLACED);
  return row;
}

/** What placing writes: the dates, the officers' names and the stipend fixed. */
export interface PlacingValues {
  datePlaced: string;
  startDate: string;
  endDate: string;
  placementOfficer: string;
  pmeOfficer: string;
  placementAssistant: string;
  monthlyStipend: number | null;
  stipendLevel: number | null;
  /** What else the audit entry records. */
  audit?: Record<string, unknown>;
  /** A transfer (issue 29): the placement it continues; its type becomes 5 Transfer. */
  transferredFrom?: number;
  /** Notices sent besides the placing's two. */
  notices?: readonly Notice[];
}

/**
 * Places a Selected placement the caller locked (`lockSelectedForPlacing`), in the caller's
 * transaction: 409 when another served placement of the learner shares a day; status Placed with
 * the dates, officers and stipend, the history, the audit entry and the mails to both parties.
 */
export async function placeLocked(
  deps: Pick<Deps, 'notify' | 'publicUrl' | 'clock'>,
  trx: Db,
  admin: AuthUser,
  row: LockedPlacement,
  values: PlacingValues,
): Promise<void> {
  const dates = { start: values.startDate, end: values.endDate };
  const other = await overlappingPlacement(trx, row.learner_user_id, row.id, dates);
  if (other) throw conflict(placedOverlapMessage(other.start_date ?? values.startDate, other.end_date));
  const learnerName = `${row.first_name} ${row.last_name}`.trim();
  const context: Omit<PlacedNoticeContext, 'dashboardUrl'> = {
    datePlaced: values.datePlaced,
    startDate: values.startDate,
    endDate: values.endDate,
    placementOfficer: values.placementOfficer,
    pmeOfficer: values.pmeOfficer,
    placementAssistant: values.placementAssistant,
    monthlyStipend: values.monthlyStipend,
    learnerName,
    company: row.emp_name,
    jobTitle: row.title,
  };
  const transfer =
    values.transferredFrom === undefined
      ? {}
      : { transferred_from: values.transferredFrom, placement_type: TRANSFER_PLACEMENT_TYPE };
  await changeStatus(deps, trx, admin, row, PLACEMENT_STATUS.PLACED, {
    now: deps.clock.now(),
    set: {
      date_placed: values.datePlaced,
      start_date: values.startDate,
      end_date: values.endDate,
      placement_officer: values.placementOfficer,
      pme_officer: values.pmeOfficer,
      placement_assistant: values.placementAssistant,
      monthly_stipend: values.monthlyStipend,
      stipend_level: values.stipendLevel,
      ...transfer,
    },
    audit: {
      action: 'placement.placed',
      detail: {
        startDate: values.startDate,
        endDate: values.endDate,
        monthlyStipend: values.monthlyStipend,
        stipendLevel: values.stipendLevel,
        ...values.audit,
        ...(values.transferredFrom === undefined ? {} : { transferredFrom: values.transferredFrom }),
      },
    },
    notices: [...placedNotices(deps.publicUrl, row, context), ...(values.notices ?? [])],
  });
}

/** Placement type 5 of the lookups: Transfer. */
const TRANSFER_PLACEMENT_TYPE = 5;

function placedNotices(
  publicUrl: string,
  row: PlacementRow & { account_email: string; employer_email: string },
  context: Omit<PlacedNoticeContext, 'dashboardUrl'>,
): Notice[] {
  return [
    {
      event: {
        kind: 'learner-placed',
        placed: { ...context, dashboardUrl: `${publicUrl}/learner-dashboard?tab=applications` },
      },
      recipient: { userId: row.learner_user_id, email: row.account_email },
    },
    {
      event: {
        kind: 'employer-placed',
        placed: { ...context, dashboardUrl: `${publicUrl}/employer-dashboard?tab=applications` },
      },
      recipient: {
        userId: row.employer_user_id,
        email: row.employer_email,
        name: row.emp_p_name || row.emp_name,
      },
    },
  ];
}
