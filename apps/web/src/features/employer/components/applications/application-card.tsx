import { Divider, Text } from '@mantine/core';
import { MESSAGES, placementTypeName, splitComments } from '@ojt/domain';
import { IconCalendarPlus, IconCheck, IconEye, IconMessagePlus, IconX } from '@tabler/icons-react';
import { formatDate } from '../../../../components/date-text';
import { PlacementStatusBadge } from '../../../../components/placement-status-badge';
import { RecordButton } from '../../../../components/record-button';
import { CardActions, RecordCard } from '../../../../components/record-card';
import { joinName } from '../../../../components/record-text';
import type { Application } from '../../api/types';
import { canScheduleInterview, canSetOutcome, hasInterview, isWithdrawn } from './application-rules';
import classes from './applications.module.css';
import { InterviewDetails } from './interview-details';

export interface ApplicationActions {
  onViewProfile: (application: Application) => void;
  onSchedule: (application: Application) => void;
  onComment: (application: Application) => void;
  onOutcome: (application: Application, outcome: 'selected' | 'not-selected') => void;
}

/** The applicant's full name, or their learner ID when the record has no name. */
export function applicantName(application: Application): string {
  return joinName(application.learner.firstName, application.learner.lastName) || application.learnerKey;
}

function Comments({ text }: { text: string }) {
  const comments = splitComments(text);
  if (comments.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        Comments
      </Text>
      <ul className={classes.comments}>
        {comments.map((comment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: comments are append-only; their order is their identity
          <li key={index}>{comment}</li>
        ))}
      </ul>
    </div>
  );
}

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
  return (
    <RecordCard
      titleId={`application-${application.placementId}-title`}
      title={name}
      subtitle={application.jobs.empjobname}
      badges={<PlacementStatusBadge status={application.placementStatus} />}
    >
      <dl className={classes.facts}>
        <div>
          <dt>Placement type</dt>
          <dd>{placementTypeName(application.placementTypeKey) || '—'}</dd>
        </div>
        <div>
          <dt>Date applied</dt>
          <dd>{formatDate(application.dateApplied) || '—'}</dd>
        </div>
        <div>
          <dt>Learner ID</dt>
          <dd>{application.learnerKey}</dd>
        </div>
      </dl>
      {interview ? <InterviewDetails application={application} /> : null}
      <Comments text={application.placementComments} />
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
        {canSetOutcome(application, 'selected') ? (
          <RecordButton
            icon={IconCheck}
            variant="filled"
            color="teal.9"
            label={`Mark ${name} Selected`}
            onClick={() => actions.onOutcome(application, 'selected')}
          >
            Mark Selected
          </RecordButton>
        ) : null}
        {canSetOutcome(application, 'not-selected') ? (
          <RecordButton
            icon={IconX}
            variant="outline"
            color="red.9"
            label={`Mark ${name} Not selected`}
            onClick={() => actions.onOutcome(application, 'not-selected')}
          >
            Mark Not selected
          </RecordButton>
        ) : null}
      </CardActions>
    </RecordCard>
  );
}
