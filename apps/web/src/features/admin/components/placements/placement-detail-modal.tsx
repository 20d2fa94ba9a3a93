import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canChangeCircumstance, canPlace, type ExperienceLetter, MESSAGES } from '@ojt/domain';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { EndEarlyDialog } from '../../../../components/changes/end-early-dialog';
import { DetailDialog } from '../../../../components/details/detail-dialog';
import { DetailSection } from '../../../../components/details/detail-section';
import { usePlacement } from '../../api/get-placement';
import { useEndEarly } from '../../api/placement-changes';
import { useLastValue } from '../../hooks/use-last-value';
import { loadFailure } from '../load-failure';
import { AllowLetterDialog } from './allow-letter-dialog';
import { CorrectDatesDialog } from './correct-dates-dialog';
import { LetterHoldNotice } from './letter-hold-notice';
import { PlaceLearnerDialog } from './place-learner-dialog';
import { PlacementAgreementSection } from './placement-agreement-section';
import { BreaksSection, ChangeActions, ChangeFactsSection } from './placement-changes-section';
import { LettersSection } from './placement-letters';
import { CommentsSection, EvaluationSection, HistorySection, placementSections } from './placement-sections';
import { RecordBreakDialog } from './record-break-dialog';
import { RevokeLetterDialog } from './revoke-letter-dialog';
import { TransferDialog } from './transfer-dialog';

export interface PlacementDetailModalProps {
  /** The placement to show; the modal is open while it is set. */
  placementId: number | null;
  onClose: () => void;
}

/**
 * One placement (GET /api/Admin/GetPlacementById): its people, dates, stipend and officers, the
 * placement agreement (issue 29), the evaluation, the status history and the letters; Place learner
 * while it is Selected; while a revocation holds new letters, the office's two answers (allow a new
 * letter, correct the dates); its breaks, transfer and exit, and while Placed the changes of
 * circumstance (issue 29): Record break, Transfer, End early.
 */
export function PlacementDetailModal({ placementId, onClose }: PlacementDetailModalProps) {
  // A transfer's other placement opens in the same dialog; closing forgets it.
  const [jumpedTo, setJumpedTo] = useState<number | null>(null);
  const shownId = useLastValue(placementId === null ? null : (jumpedTo ?? placementId));
  const close = () => {
    setJumpedTo(null);
    onClose();
  };
  const query = usePlacement(shownId);
  const record = query.data;
  const [placing, setPlacing] = useState(false);
  const [revoking, setRevoking] = useState<ExperienceLetter | null>(null);
  const [holdAction, setHoldAction] = useState<'allow' | 'dates' | null>(null);
  const [change, setChange] = useState<'break' | 'transfer' | 'exit' | null>(null);
  const endEarly = useEndEarly();
  const changing = (kind: typeof change) => (change === kind && record ? record : null);

  return (
    <>
      <DetailDialog
        opened={placementId !== null}
        onClose={close}
        title={record ? `${record.learnerName} · ${record.positionTitle}` : 'Placement details'}
        loading={!record}
        failure={record ? null : loadFailure(query.error, MESSAGES.failedLoadPlacement)}
        closeLabel="Close"
      >
        {record ? (
          <>
            {canPlace(record) ? (
              <Group mb="md">
                <Button
                  leftSection={<IconUserCheck size={16} aria-hidden />}
                  onClick={() => setPlacing(true)}
                >
                  Place learner
                </Button>
              </Group>
            ) : null}
            {canChangeCircumstance(record) ? (
              <ChangeActions
                onBreak={() => setChange('break')}
                onTransfer={() => setChange('transfer')}
                onEndEarly={() => setChange('exit')}
              />
            ) : null}
            {record.lettersHeld ? (
              <LetterHoldNotice
                onAllow={() => setHoldAction('allow')}
                onCorrectDates={() => setHoldAction('dates')}
              />
            ) : null}
            {/* One parent, so each section is spaced from the one before it. */}
            <Stack gap={0}>
              {placementSections(record).map((section) => (
                <DetailSection key={section.title} {...section} />
              ))}
              <PlacementAgreementSection placementId={record.placementId} status={record.placementStatus} />
              <ChangeFactsSection record={record} onOpenPlacement={setJumpedTo} />
              {record.startDate ? <BreaksSection placementId={record.placementId} /> : null}
              {record.evaluation ? <EvaluationSection evaluation={record.evaluation} /> : null}
              <CommentsSection record={record} />
              <HistorySection history={record.history} />
              <LettersSection letters={record.letters} onRevoke={setRevoking} />
            </Stack>
          </>
        ) : null}
      </DetailDialog>
      <PlaceLearnerDialog
        placement={record ?? null}
        opened={placing && placementId !== null}
        onClose={() => setPlacing(false)}
      />
      <RevokeLetterDialog
        letter={revoking}
        validCount={record?.letters.filter((letter) => !letter.revoked).length ?? 0}
        onClose={() => setRevoking(null)}
      />
      <AllowLetterDialog
        placement={holdAction === 'allow' && record ? record : null}
        onClose={() => setHoldAction(null)}
      />
      <CorrectDatesDialog
        placement={holdAction === 'dates' && record ? record : null}
        onClose={() => setHoldAction(null)}
      />
      <RecordBreakDialog placement={changing('break')} onClose={() => setChange(null)} />
      <TransferDialog placement={changing('transfer')} onClose={() => setChange(null)} />
      <EndEarlyDialog
        opened={changing('exit') !== null}
        onClose={() => setChange(null)}
        heading={record ? `${record.learnerName} · ${record.positionTitle} at ${record.employerName}` : null}
        startDate={record?.startDate}
        endDate={record?.endDate}
        send={(body) => endEarly.mutateAsync({ placementId: record?.placementId ?? 0, ...body })}
        onEnded={(message) =>
          notifications.show({ color: 'green', title: message, message: record?.learnerName ?? '' })
        }
      />
    </>
  );
}
