import { Button, Divider, Text } from '@mantine/core';
import { type LearnerApplicationItem, MESSAGES, PLACEMENT_STATUS, withdrawRefusal } from '@ojt/domain';
import { IconArrowBackUp, IconInfoCircle } from '@tabler/icons-react';
import { CommentList } from '../../../../components/comment-list';
import { DetailSection } from '../../../../components/details/detail-section';
import { PlacementStatusBadge } from '../../../../components/placement-status-badge';
import { CardActions, RecordCard } from '../../../../components/record-card';
import { AgreementBox } from './agreement-box';
import { learnerFacts, openingFacts, placementFacts } from './application-facts';
import { ApplicationHistory } from './application-history';
import classes from './applications.module.css';
import { EvaluationBox } from './evaluation-box';
import { ExitActions, ExitNote, type ExitOffer } from './exit-flow';
import { InterviewBox } from './interview-box';
import { LettersBox } from './letters-box';
import { ReviewsBox } from './reviews-box';

type WithdrawState = 'allowed' | 'interview' | null;

/**
 * Spec 2 §4: withdraw only while Applied without an interview; the note while the interview is what
 * stands in the way. Once the employer has decided (Selected, Not selected, Placed, Completed), or
 * after a withdrawal, neither shows: the status badge says where it stands.
 */
function withdrawState(application: LearnerApplicationItem): WithdrawState {
  const refusal = withdrawRefusal(application);
  if (refusal === null) return 'allowed';
  return refusal === 'interview' ? 'interview' : null;
}

function WithdrawAction({ application, onWithdraw }: ApplicationCardProps) {
  if (withdrawState(application) === 'allowed') {
    return (
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        aria-label={`${MESSAGES.withdrawApplication}: ${application.jobs.empjobname}`}
        onClick={() => onWithdraw(application)}
      >
        {MESSAGES.withdrawApplication}
      </Button>
    );
  }
  return (
    <Text size="sm" c="dimmed" display="flex" style={{ alignItems: 'center', gap: 6 }}>
      <IconInfoCircle size={16} aria-hidden />
      {MESSAGES.cannotWithdrawInterviewScheduled}
    </Text>
  );
}

export interface ApplicationCardProps {
  application: LearnerApplicationItem;
  onWithdraw: (application: LearnerApplicationItem) => void;
  /** What the card offers for an early exit (issue 29); none when left out. */
  exit?: ExitOffer;
  onEndEarly?: (application: LearnerApplicationItem) => void;
  onExitSurvey?: (application: LearnerApplicationItem) => void;
}

/**
 * One application (spec 2 §2): the position and employer, status, the opening, the interview when
 * scheduled, comments, the placement's people and dates, the learner's details and the history.
 */
export function ApplicationCard(props: ApplicationCardProps) {
  const { application, onWithdraw, exit = { canEnd: false, surveyDue: false } } = props;
  const base = `application-${application.placementId}`;
  const exitAction = exit.canEnd || exit.surveyDue;
  const withdraw = withdrawState(application) !== null;
  return (
    <RecordCard
      titleId={`${base}-title`}
      title={application.jobs.empjobname}
      byline={<Text size="sm">{application.employer.empName}</Text>}
      badges={<PlacementStatusBadge status={application.placementStatus} />}
      gap="md"
    >
      <ApplicationHistory history={application.history} id={`${base}-history`} />
      <ExitNote application={application} />
      {application.interviewDate ? <InterviewBox application={application} /> : null}
      <CommentList text={application.placementComments} id={`${base}-comments`} />
      {application.placementStatus === PLACEMENT_STATUS.PLACED ? (
        <ReviewsBox placementId={application.placementId} />
      ) : null}
      {/* Each section in its own cell: sections side by side must not take a sibling's top margin. */}
      <div className={classes.columns}>
        <div>
          <DetailSection order={4} title={MESSAGES.openingTitle} items={openingFacts(application)} />
        </div>
        <div>
          <DetailSection order={4} title={MESSAGES.placementTitle} items={placementFacts(application)} />
        </div>
        <div>
          <DetailSection order={4} title={MESSAGES.yourDetailsTitle} items={learnerFacts(application)} />
        </div>
      </div>
      {application.placementStatus === PLACEMENT_STATUS.PLACED ? (
        <AgreementBox placementId={application.placementId} />
      ) : null}
      {application.evaluation ? (
        <EvaluationBox evaluation={application.evaluation} id={`${base}-evaluation`} />
      ) : null}
      {application.placementStatus === PLACEMENT_STATUS.COMPLETED || application.letters.length > 0 ? (
        <LettersBox letters={application.letters} id={`${base}-letters`} />
      ) : null}
      {withdraw || exitAction ? (
        <>
          <Divider />
          <CardActions>
            {withdraw ? <WithdrawAction application={application} onWithdraw={onWithdraw} /> : null}
            {exitAction ? (
              <ExitActions
                application={application}
                offer={exit}
                onEnd={props.onEndEarly ?? (() => {})}
                onSurvey={props.onExitSurvey ?? (() => {})}
              />
            ) : null}
          </CardActions>
        </>
      ) : null}
    </RecordCard>
  );
}
