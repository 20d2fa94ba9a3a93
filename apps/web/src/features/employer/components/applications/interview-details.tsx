import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';
import { formatDate, formatTime } from '../../../../components/date-text';
import type { Application } from '../../api/types';

/** The scheduled interview: date, time (Port of Spain), location and the message sent with it. */
export function InterviewDetails({ application }: { application: Application }) {
  return (
    <Paper withBorder radius="sm" p="sm" bg="violet.0">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Interview
        </Text>
        <Group gap="md" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{formatDate(application.interviewDate)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{formatTime(application.interviewTime)}</Text>
          </Group>
          {application.interviewLocation ? (
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {application.interviewLocation}
              </Text>
            </Group>
          ) : null}
        </Group>
        {application.interviewMessage ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {application.interviewMessage}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
