import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { APPLICATION_FIELD_LABELS as F, MESSAGES, type PlacementEvaluation } from '@ojt/domain';
import { formatDate, formatDateTime } from '../../../../components/date-text';
import { FactGrid } from '../../../../components/fact-grid';
import type { Application } from '../../api/types';
import { formatScore, formatStipend, SCORES, COMPLETION_TEXTS as T } from './completion-texts';

const assigned = (value: string | null) => value?.trim() || MESSAGES.notAssignedYet;

/** A Placed or Completed placement's dates, its three officers and the monthly stipend. */
export function PlacementFacts({ application: a }: { application: Application }) {
  return (
    <FactGrid
      minColumnWidth="10rem"
      items={[
        [F.datePlaced, formatDate(a.datePlaced) || '—'],
        [F.startDate, formatDate(a.startDate) || '—'],
        [F.endDate, formatDate(a.endDate) || '—'],
        [F.placementofficer, assigned(a.placementofficer)],
        [F.pmeofficer, assigned(a.pmeofficer)],
        [F.placementAssistant, assigned(a.placementAssistant)],
        [T.monthlyStipend, formatStipend(a.monthlyStipend) || T.stipendNotSet],
      ]}
    />
  );
}

/** The employer's evaluation of a Completed placement: the four scores, the overall result, remarks. */
export function EvaluationSummary({ evaluation, id }: { evaluation: PlacementEvaluation; id: string }) {
  return (
    <Paper component="section" withBorder radius="sm" p="sm" bg="gray.0" aria-labelledby={id}>
      <Stack gap="xs">
        <Text id={id} size="sm" fw={700}>
          {T.evaluationTitle}
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
          {SCORES.map(({ key, label }) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={500}>
                {formatScore(evaluation[key])}
              </Text>
            </div>
          ))}
          <div>
            <Text size="xs" c="dimmed">
              {T.overall}
            </Text>
            <Text size="sm" fw={700}>
              {formatScore(evaluation.overall)}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span size="sm" fw={600}>
            {T.remarks}:{' '}
          </Text>
          {evaluation.remarks}
        </Text>
        {evaluation.completedEarlyReason ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <Text span size="sm" fw={600}>
              {T.earlyReason}:{' '}
            </Text>
            {evaluation.completedEarlyReason}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {T.completedOn} {formatDateTime(evaluation.completedAt)}
        </Text>
      </Stack>
    </Paper>
  );
}
