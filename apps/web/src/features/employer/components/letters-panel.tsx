import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconCertificate, IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';

/** Experience Letters (spec 2 §2): a placeholder until a later issue generates letters. */
export function LettersPanel() {
  const [asked, setAsked] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Experience Letters
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconCertificate size={30} />
          </ThemeIcon>
          <Text maw={480}>{MESSAGES.experienceLettersPlaceholder}</Text>
          <Button leftSection={<IconFilePlus size={18} aria-hidden />} onClick={() => setAsked(true)}>
            Generate New Letter
          </Button>
          {/* The button does nothing yet (spec 2 §2); saying so beats a click with no answer. */}
          <Text size="sm" c="dimmed" role="status">
            {asked ? MESSAGES.experienceLettersComingSoon : ''}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
