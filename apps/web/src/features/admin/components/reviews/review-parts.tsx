import { Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminReview, MESSAGES, scoreOutOfFive, REVIEW_ADMIN_MESSAGES as TEXT } from '@ojt/domain';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../components/date-text';
import { FactGrid } from '../../../../components/fact-grid';

function Part({ title, at, children }: { title: string; at: string | null; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
      <Stack gap={6}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {at ? <Text size="xs" c="dimmed">{`${TEXT.filledOn} ${formatDateTime(at)}`}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}

const written = (text: string) => text || TEXT.nothingWritten;

/** What the learner and the supervisor filled in, each in its own box ("Not yet filled" when missing). */
export function ReviewParts({ review }: { review: AdminReview }) {
  const learner = review.learnerPart;
  const employer = review.employerPart;
  return (
    <Stack gap="sm">
      <Part title={MESSAGES.reviewLearnerPart} at={learner?.at ?? null}>
        {learner ? (
          <FactGrid
            items={[
              [TEXT.ratingLabel, scoreOutOfFive(learner.rating)],
              [TEXT.whatWouldHelpLabel, written(learner.whatWouldHelp)],
            ]}
          />
        ) : (
          <Text size="sm">{MESSAGES.reviewNotYet}</Text>
        )}
      </Part>
      <Part title={MESSAGES.reviewEmployerPart} at={employer?.at ?? null}>
        {employer ? (
          <FactGrid
            items={[
              [TEXT.attendanceLabel, scoreOutOfFive(employer.attendance)],
              [TEXT.punctualityLabel, scoreOutOfFive(employer.punctuality)],
              [TEXT.qualityLabel, scoreOutOfFive(employer.quality)],
              [TEXT.teamworkLabel, scoreOutOfFive(employer.teamwork)],
              [TEXT.remarksLabel, written(employer.remarks)],
            ]}
          />
        ) : (
          <Text size="sm">{MESSAGES.reviewNotYet}</Text>
        )}
      </Part>
    </Stack>
  );
}
