import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';

/** Placeholder rows while the first page loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <Skeleton key={index} height={52} radius="md" />
      ))}
    </Stack>
  );
}

export function ListEmpty({ message }: { message: string }) {
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack align="center" gap="xs">
        <IconInbox size={32} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{message}</Text>
      </Stack>
    </Paper>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
