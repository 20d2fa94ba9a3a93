import { Badge, Group, Stack, Text } from '@mantine/core';
import { JOB_OPENING_STATUS, jobOpeningStatusLabel } from '@ojt/domain';
import { IconCalendarEvent, IconUsers } from '@tabler/icons-react';
import { formatDateTime } from '../../../../components/date-text';
import type { JobOpening } from '../../api/types';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One opening: its window (Port of Spain time), number of openings, state and details. */
export function OpeningSummary({ opening }: { opening: JobOpening }) {
  const active = opening.jobOpeningStatus === JOB_OPENING_STATUS.ACTIVE;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {formatDateTime(opening.openingDate)} – {formatDateTime(opening.closingDate)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUsers size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{plural(opening.numofOpenings, 'opening')}</Text>
        </Group>
        <Badge size="sm" variant="outline" color={active ? 'teal.9' : 'gray.7'} tt="none">
          {jobOpeningStatusLabel(opening.jobOpeningStatus)}
        </Badge>
      </Group>
      {opening.comment ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {opening.comment}
        </Text>
      ) : null}
    </Stack>
  );
}
