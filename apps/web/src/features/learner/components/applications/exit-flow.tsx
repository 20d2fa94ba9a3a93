import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { exitReasonLabel, type LearnerApplicationItem, MESSAGES, PLACEMENT_STATUS } from '@ojt/domain';
import { IconDoorExit, IconMessageQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { EndEarlyDialog } from '../../../../components/changes/end-early-dialog';
import { formatDate } from '../../../../components/date-text';
import { useEndMyPlacement, useExitSurveysDue } from '../../api/placement-exit';
import { ExitSurveyDialog } from './exit-survey-dialog';

/** What a card offers after an early exit or while Placed (issue 29). */
export interface ExitOffer {
  /** The placement is Placed: "End my placement early". */
  canEnd: boolean;
  /** It ended early and the exit survey is still to answer. */
  surveyDue: boolean;
}

/**
 * The learner's early exit (issue 29): "End my placement early" (date, reason, details, then a
 * confirm step) and, right after it and on the Exited early card until answered, the exit survey.
 */
export function useExitFlow(applications: LearnerApplicationItem[] | undefined) {
  const exited = (applications ?? []).some((a) => a.placementStatus === PLACEMENT_STATUS.EXITED_EARLY);
  const due = useExitSurveysDue(exited);
  const endMine = useEndMyPlacement();
  const [ending, setEnding] = useState<LearnerApplicationItem | null>(null);
  const [surveying, setSurveying] = useState<LearnerApplicationItem | null>(null);

  const offer = (a: LearnerApplicationItem): ExitOffer => ({
    canEnd: a.placementStatus === PLACEMENT_STATUS.PLACED,
    surveyDue:
      a.placementStatus === PLACEMENT_STATUS.EXITED_EARLY &&
      (due.data?.placementIds.includes(a.placementId) ?? false),
  });

  const dialogs = (
    <>
      <EndEarlyDialog
        opened={ending !== null}
        onClose={() => setEnding(null)}
        heading={ending ? `${ending.jobs.empjobname} · ${ending.employer.empName}` : null}
        startDate={ending?.startDate}
        endDate={ending?.endDate}
        send={(body) => endMine.mutateAsync({ placementId: ending?.placementId ?? 0, ...body })}
        onEnded={(message) => {
          notifications.show({ color: 'green', title: message, message: MESSAGES.exitSurveyLabel });
          // The survey follows at once; it stays on the card if left for later.
          setSurveying(ending);
        }}
      />
      <ExitSurveyDialog application={surveying} onClose={() => setSurveying(null)} />
    </>
  );
  return { offer, dialogs, endEarly: setEnding, answerSurvey: setSurveying };
}

export interface ExitActionsProps {
  application: LearnerApplicationItem;
  offer: ExitOffer;
  onEnd: (application: LearnerApplicationItem) => void;
  onSurvey: (application: LearnerApplicationItem) => void;
}

/** The card's early-exit actions: End my placement early, Answer the exit survey. */
export function ExitActions({ application, offer, onEnd, onSurvey }: ExitActionsProps) {
  const title = application.jobs.empjobname;
  if (offer.canEnd)
    return (
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconDoorExit size={16} aria-hidden />}
        aria-label={`End my placement early: ${title}`}
        onClick={() => onEnd(application)}
      >
        End my placement early
      </Button>
    );
  if (offer.surveyDue)
    return (
      <Button
        leftSection={<IconMessageQuestion size={16} aria-hidden />}
        aria-label={`Answer the exit survey: ${title}`}
        onClick={() => onSurvey(application)}
      >
        Answer the exit survey
      </Button>
    );
  return null;
}

/** How an early exit reads on its card. */
export function ExitNote({ application }: { application: LearnerApplicationItem }) {
  if (application.placementStatus !== PLACEMENT_STATUS.EXITED_EARLY || !application.exitReason) return null;
  return (
    <Text size="sm">
      Ended early on {formatDate(application.endDate)}: {exitReasonLabel(application.exitReason)}
      {application.exitDetails ? ` (${application.exitDetails})` : ''}.
    </Text>
  );
}
