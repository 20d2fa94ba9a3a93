import { Anchor, Button, Divider } from '@mantine/core';
import {
  APPLICATION_FIELD_LABELS as F,
  formatScore,
  type LetterGenerated,
  MESSAGES,
  PLACEMENT_STATUS,
} from '@ojt/domain';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import { formatDate } from '../../../../components/date-text';
import { FactGrid } from '../../../../components/fact-grid';
import { LetterList } from '../../../../components/letter-list';
import { CardActions } from '../../../../components/record-card';
import { useGenerateExperienceLetter } from '../../api/generate-experience-letter';
import type { Application } from '../../api/types';
import { ApplicantCard, applicantName } from '../applications/applicant-card';

const T = MESSAGES;

/**
 * A Completed placement on the Experience Letters tab: who, what, when, how it went, its letters. An
 * Exited early one (issue 29) says when it ended: its letter is for the time served.
 */
export function CompletedPlacementCard({ application }: { application: Application }) {
  const generate = useGenerateExperienceLetter();
  const [issued, setIssued] = useState<LetterGenerated['data'] | null>(null);
  const failure = useActionFailure({ fallback: T.failedGenerateLetter, network: T.networkErrorOccurred });
  const name = applicantName(application);
  const base = `completed-${application.placementId}`;

  const onGenerate = () => {
    failure.clear();
    setIssued(null);
    generate.mutate(application.placementId, {
      onSuccess: (answer) => setIssued(answer.data),
      onError: failure.show,
    });
  };

  const evaluation = application.evaluation;
  return (
    <ApplicantCard application={application} titleId={`${base}-title`}>
      <FactGrid
        items={[
          [F.startDate, formatDate(application.startDate) || '—'],
          [F.endDate, formatDate(application.endDate) || '—'],
          application.placementStatus === PLACEMENT_STATUS.EXITED_EARLY
            ? ['Ended early on', formatDate(application.endDate) || '—']
            : [T.completedOnLabel, formatDate(evaluation?.completedAt) || '—'],
          [T.overallResultLabel, evaluation ? formatScore(evaluation.overall) : '—'],
        ]}
      />
      <LetterList
        letters={application.letters}
        id={`${base}-letters`}
        title={T.lettersIssuedTitle}
        emptyText={T.noLetterIssuedYet}
        revokedNote={T.letterRevokedForEmployer}
      />
      <FormSuccess message={issued ? T.letterGenerated : null}>
        {issued ? (
          <>
            {T.verifyLetterCodeLabel}: <strong>{issued.verificationCode}</strong>. {T.letterCheckAt}{' '}
            <Anchor href={issued.verifyUrl} target="_blank" rel="noreferrer" size="sm">
              {issued.verifyUrl}
            </Anchor>
          </>
        ) : null}
      </FormSuccess>
      <FormError message={failure.text} />
      <Divider />
      <CardActions>
        <Button
          size="xs"
          leftSection={<IconFilePlus size={14} aria-hidden />}
          aria-label={`${T.generateLetterAction} for ${name}`}
          loading={generate.isPending}
          onClick={onGenerate}
        >
          {T.generateLetterAction}
        </Button>
      </CardActions>
    </ApplicantCard>
  );
}
