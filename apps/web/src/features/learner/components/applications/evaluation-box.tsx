import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlacementEvaluation } from '@ojt/domain';
import { formatDateTime } from '../../../../components/date-text';
import { formatScore, SCORES, PLACEMENT_TEXTS as T } from './placement-texts';

const prose = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** The employer's evaluation of a Completed placement: the scores, the overall result and the remarks. */
export function EvaluationBox({ evaluation, id }: { evaluation: PlacementEvaluation; id: string }) {
  return (
    <Paper component="section" withBorder radius="sm" p="sm" bg="gray.0" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={4} size="h6" id={id}>
          {T.evaluationTitle}
        </Title>
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
        <Text size="sm" style={prose}>
          <Text span size="sm" fw={600}>
            {T.remarks}:{' '}
          </Text>
          {evaluation.remarks}
        </Text>
        {evaluation.completedEarlyReason ? (
          <Text size="sm" style={prose}>
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
