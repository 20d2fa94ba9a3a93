import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { EVALUATION_SCORES, formatScore, MESSAGES, type PlacementEvaluation } from '@ojt/domain';
import type { ReactNode } from 'react';
import { formatDateTime } from './date-text';
import { SectionTitle } from './section-title';

const prose = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** The employer's own words, after a bold label, with their line breaks kept. */
function Prose({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={prose}>
      <Text span size="sm" fw={600}>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/**
 * The employer's evaluation of a Completed placement: the four scores, the overall result, the
 * remarks, the reason when completed early and when. `title` names the box; `heading` makes the
 * title a heading (the learner's card) rather than bold text (the employer's card).
 */
export function EvaluationSummary({
  evaluation,
  id,
  title,
  heading = false,
}: {
  evaluation: PlacementEvaluation;
  id: string;
  title: string;
  heading?: boolean;
}) {
  return (
    <Paper component="section" withBorder radius="sm" p="sm" bg="gray.0" aria-labelledby={id}>
      <Stack gap="xs">
        <SectionTitle id={id} heading={heading}>
          {title}
        </SectionTitle>
        <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
          {EVALUATION_SCORES.map(({ key, label }) => (
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
              {MESSAGES.overallResultLabel}
            </Text>
            <Text size="sm" fw={700}>
              {formatScore(evaluation.overall)}
            </Text>
          </div>
        </SimpleGrid>
        <Prose label={MESSAGES.remarksLabel}>{evaluation.remarks}</Prose>
        {evaluation.completedEarlyReason ? (
          <Prose label={MESSAGES.completedEarlyLabel}>{evaluation.completedEarlyReason}</Prose>
        ) : null}
        <Text size="xs" c="dimmed">
          {MESSAGES.completedOnLabel} {formatDateTime(evaluation.completedAt)}
        </Text>
      </Stack>
    </Paper>
  );
}
