import { Divider, Text } from '@mantine/core';
import {
  AGREEMENT_MESSAGES,
  canChangeCircumstance,
  canCompletePlacement,
  exitReasonLabel,
  MESSAGES,
  PLACEMENT_STATUS,
  placementTypeName,
} from '@ojt/domain';
import {
  IconCalendarPlus,
  IconClockHour4,
  IconDoorExit,
  IconEye,
  IconFlagCheck,
  IconMessagePlus,
} from '@tabler/icons-react';
import { CommentList } from '../../../../components/comment-list';
import { formatDate } from '../../../../components/date-text';
import { EvaluationSummary } from '../../../../components/evaluation-summary';
import { FactGrid } from '../../../../components/fact-grid';
import { DecisionButton, RecordButton } from '../../../../components/record-button';
import { CardActions } from '../../../../components/record-card';
import type { Application } from '../../api/types';
import { ApplicantCard, applicantName } from './applicant-card';
import { canScheduleInterview, canSetOutcome, hasInterview, isWithdrawn } from './application-rules';
import { InterviewDetails } from './interview-details';
import { PlacementAgreementBlock } from './placement-agreement';
import { PlacementFacts } from './placement-details';
import { ReviewsBox } from './reviews-box';

export interface ApplicationActions {
  onViewProfile: (application: Application) => void;
  onSchedule: (application: Application) => void;
  onComment: (application: Application) => void;
  onOutcome: (application: Application, outcome: 'selected' | 'not-selected') => void;
  onComplete: (application: Application) => void;
  onHours: (application: Application) => void;
  onEndEarly: (application: Application) => void;
}

/** Placed (5), Completed (7), Transferred (8) or Exited early (9): the dates, officers and stipend are set. */
const PLACED_OR_DONE: readonly number[] = [
  PLACEMENT_STATUS.PLACED,
  PLACEMENT_STATUS.COMPLETED,
  PLACEMENT_STATUS.TRANSFERRED,
  PLACEMENT_STATUS.EXITED_EARLY,
];
const isPlacedOrDone = (application: Application) => PLACED_OR_DONE.includes(application.placementStatus);

/** How an early exit reads on its card (issue 29). */
function ExitNote({ application }: { application: Application }) {
  if (application.placementStatus !== PLACEMENT_STATUS.EXITED_EARLY || !application.exitReason) return null;
  return (
    <Text size="sm">
      Ended early on {formatDate(application.endDate)}: {exitReasonLabel(application.exitReason)}
      {application.exitDetails ? ` (${application.exitDetails})` : ''}.
    </Text>
  );
}

const OUTCOMES = [
  { outcome: 'selected', decision: 'accept', text: 'Selected' },
  { outcome: 'not-selected', decision: 'refuse', text: 'Not selected' },
] as const;

/** One application (spec 2 §2): the applicant, the position, status, interview, comments and actions. */
export function ApplicationCard({
  application,
  actions,
}: {
  application: Application;
  actions: ApplicationActions;
}) {
  const name = applicantName(application);
  const withdrawn = isWithdrawn(application);
  const interview = hasInterview(application);
  const base = `application-${application.placementId}`;
  return (
    <ApplicantCard application={application} titleId={`${base}-title`}>
      <FactGrid
        items={[
          ['Placement type', placementTypeName(application.placementTypeKey) || '—'],
          ['Date applied', formatDate(application.dateApplied) || '—'],
          ['Learner ID', application.learnerKey],
        ]}
      />
      {isPlacedOrDone(application) ? <PlacementFacts application={application} /> : null}
      {application.placementStatus === PLACEMENT_STATUS.PLACED ? (
        <ReviewsBox placementId={application.placementId} />
      ) : null}
      {application.placementStatus === PLACEMENT_STATUS.PLACED ||
      application.placementStatus === PLACEMENT_STATUS.COMPLETED ? (
        <PlacementAgreementBlock placementId={application.placementId} />
      ) : null}
      <ExitNote application={application} />
      {application.evaluation ? (
        <EvaluationSummary
          evaluation={application.evaluation}
          id={`${base}-evaluation`}
          title={MESSAGES.evaluationTitle}
        />
      ) : null}
      {interview ? <InterviewDetails application={application} /> : null}
      <CommentList text={application.placementComments} id={`${base}-comments`} />
      <CommentList
        text={application.privateNotes ?? ''}
        id={`${base}-notes`}
        title={MESSAGES.privateNotesTitle}
      />
      {withdrawn ? (
        <Text size="sm" c="dimmed">
          {MESSAGES.applicationWithdrawnNote}
        </Text>
      ) : null}
      <Divider />
      <CardActions>
        <RecordButton
          icon={IconEye}
          label={`View profile of ${name}`}
          disabled={withdrawn}
          onClick={() => actions.onViewProfile(application)}
        >
          View Profile
        </RecordButton>
        <RecordButton
          icon={IconCalendarPlus}
          label={`${interview ? 'Reschedule' : 'Schedule'} interview with ${name}`}
          disabled={withdrawn || !canScheduleInterview(application)}
          onClick={() => actions.onSchedule(application)}
        >
          {interview ? 'Reschedule Interview' : 'Schedule Interview'}
        </RecordButton>
        <RecordButton
          icon={IconMessagePlus}
          label={`Add comment for ${name}`}
          disabled={withdrawn}
          onClick={() => actions.onComment(application)}
        >
          Add Comment
        </RecordButton>
        {OUTCOMES.filter(({ outcome }) => canSetOutcome(application, outcome)).map(
          ({ outcome, decision, text }) => (
            <DecisionButton
              key={outcome}
              decision={decision}
              label={`Mark ${name} ${text}`}
              onClick={() => actions.onOutcome(application, outcome)}
            >
              {`Mark ${text}`}
            </DecisionButton>
          ),
        )}
        {application.placementStatus === PLACEMENT_STATUS.PLACED ? (
          <RecordButton
            icon={IconClockHour4}
            label={`${AGREEMENT_MESSAGES.workingHoursAction} of ${name}`}
            onClick={() => actions.onHours(application)}
          >
            {AGREEMENT_MESSAGES.workingHoursAction}
          </RecordButton>
        ) : null}
        {canCompletePlacement(application) ? (
          <RecordButton
            icon={IconFlagCheck}
            variant="filled"
            label={`Mark ${name} Completed`}
            onClick={() => actions.onComplete(application)}
          >
            {MESSAGES.markCompletedAction}
          </RecordButton>
        ) : null}
        {canChangeCircumstance(application) ? (
          <RecordButton
            icon={IconDoorExit}
            label={`End the placement of ${name} early`}
            onClick={() => actions.onEndEarly(application)}
          >
            {MESSAGES.endEarlyLabel}
          </RecordButton>
        ) : null}
      </CardActions>
    </ApplicantCard>
  );
}
