import { Badge, Stack, Text } from '@mantine/core';
import {
  EVALUATION_SCORES,
  formatScore,
  MESSAGES,
  type PlacementDetail,
  placementStatusLabel,
  sectorName,
} from '@ojt/domain';
import { CommentList } from '../../../../components/comment-list';
import { formatDate, formatDateTime } from '../../../../components/date-text';
import type { DetailGroup, DetailItem } from '../../../../components/details/detail-section';
import { DetailSection } from '../../../../components/details/detail-section';
import { PlacementStatusBadge } from '../../../../components/placement-status-badge';
import { stipendText } from './placement-labels';
import classes from './placements.module.css';

/** The placement's people, dates, stipend and officers. */
export function placementSections(p: PlacementDetail): DetailGroup[] {
  return [
    {
      title: 'Placement',
      items: [
        ['Learner', `${p.learnerName} (${p.learnerId})`],
        ['Employer', `${p.employerName} (${p.employerId})`],
        ['Position', p.positionTitle],
        ['Sector', sectorName(p.sector)],
        ['Status', <PlacementStatusBadge key="status" status={p.placementStatus} />],
        ['Applied', formatDate(p.appliedAt)],
        ['Date placed', formatDate(p.datePlaced)],
        ['Start date', formatDate(p.startDate)],
        ['End date', formatDate(p.endDate)],
        [MESSAGES.monthlyStipendLabel, stipendText(p.monthlyStipend)],
      ],
    },
    {
      title: 'Officers',
      items: [
        ['Placement officer', p.placementOfficer],
        ['PME officer', p.pmeOfficer],
        ['Placement assistant', p.placementAssistant],
      ],
    },
  ];
}

/** The employer's evaluation of a Completed placement. */
export function EvaluationSection({
  evaluation,
}: {
  evaluation: NonNullable<PlacementDetail['evaluation']>;
}) {
  const items: DetailGroup['items'] = [
    ...EVALUATION_SCORES.map(({ key, label }): DetailItem => [label, formatScore(evaluation[key])]),
    ['Overall', formatScore(evaluation.overall)],
    [MESSAGES.remarksLabel, evaluation.remarks],
    ['Completed', formatDate(evaluation.completedAt)],
  ];
  if (evaluation.completedEarlyReason)
    items.push(['Reason for ending early', evaluation.completedEarlyReason]);
  return <DetailSection title={MESSAGES.evaluationTitle} items={items} />;
}

/** Every status change, oldest first: from → to, who, when. */
export function HistorySection({ history }: { history: PlacementDetail['history'] }) {
  return (
    <DetailSection
      title="Status history"
      items={[]}
      empty={history.length === 0 ? <Text size="sm">No changes recorded.</Text> : undefined}
    >
      {history.length > 0 ? (
        <ol className={classes.history} aria-label="Status history">
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.to}`}>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {entry.from === null
                    ? `Application made: ${placementStatusLabel(entry.to)}`
                    : `${placementStatusLabel(entry.from)} → ${placementStatusLabel(entry.to)}`}
                </Text>
                <Text size="sm" c="dimmed">
                  {[entry.by ? `by ${entry.by}` : '', formatDateTime(entry.at)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </li>
          ))}
        </ol>
      ) : null}
    </DetailSection>
  );
}

/** The employer's messages to the applicant and its private notes (none: the section is left out). */
export function CommentsSection({ record }: { record: PlacementDetail }) {
  if (!record.placementComments && !record.privateNotes) return null;
  const base = `placement-${record.placementId}`;
  return (
    <DetailSection title={MESSAGES.commentsTitle} items={[]}>
      <Stack gap="sm">
        <CommentList
          text={record.placementComments}
          id={`${base}-messages`}
          title={MESSAGES.applicantMessagesTitle}
        />
        <CommentList text={record.privateNotes} id={`${base}-notes`} title={MESSAGES.privateNotesTitle} />
      </Stack>
    </DetailSection>
  );
}

/** 'Revoked' beside a letter that no longer counts. */
export function RevokedBadge() {
  return (
    <Badge variant="filled" color="red.9" c="white" tt="none" size="md">
      {MESSAGES.letterRevokedLabel}
    </Badge>
  );
}
