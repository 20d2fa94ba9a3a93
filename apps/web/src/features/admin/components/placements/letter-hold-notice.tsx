import { Alert, Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconAlertTriangle, IconCalendarEvent, IconLockOpen } from '@tabler/icons-react';

export interface LetterHoldNoticeProps {
  onAllow: () => void;
  onCorrectDates: () => void;
}

/**
 * A placement whose letter was revoked: its employer can generate no new letter until the office
 * allows one or corrects the dates, so both answers stand next to the warning.
 */
export function LetterHoldNotice({ onAllow, onCorrectDates }: LetterHoldNoticeProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      title={MESSAGES.lettersHeldTitle}
      icon={<IconAlertTriangle aria-hidden />}
      // The light alert's orange title is under 4.5:1 on its tint: the title reads in the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{MESSAGES.lettersHeldExplain}</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" leftSection={<IconLockOpen size={14} aria-hidden />} onClick={onAllow}>
          {MESSAGES.allowLetterAction}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCalendarEvent size={14} aria-hidden />}
          onClick={onCorrectDates}
        >
          {MESSAGES.correctDatesAction}
        </Button>
      </Group>
    </Alert>
  );
}
