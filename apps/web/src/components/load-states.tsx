import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { ERROR_CODES, MESSAGES } from '@ojt/domain';
import { IconAlertCircle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client';

/** Placeholder blocks while a list or a card loads, announced by `label`. */
export function LoadingBlocks({
  label,
  count = 3,
  height = 96,
}: {
  label: string;
  count?: number;
  height?: number;
}) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder blocks
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** An empty list: a message and, optionally, the action that fills it. */
export function EmptyBlock({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center" role="status">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconInbox size={26} />
        </ThemeIcon>
        <Text fw={600} maw={460}>
          {message}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

export interface LoadErrorProps {
  /** The spec's text for this load ('Failed to load job positions. Please try again.'). */
  message: string;
  /** What failed: an expired session offers Refresh Now instead of Try again (spec 2 §2). */
  error?: unknown;
  onRetry: () => void;
}

/** A failed load, inside the page: the spec's text and 'Try again' (or 'Refresh Now'). */
export function LoadError({ message, error, onRetry }: LoadErrorProps) {
  const expired = isApiError(error) && error.code === ERROR_CODES.SESSION_EXPIRED;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{expired ? MESSAGES.sessionExpired : message}</Text>
        <Group gap="xs">
          {expired ? (
            <Button
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => window.location.reload()}
            >
              {MESSAGES.refreshNow}
            </Button>
          ) : (
            <Button size="xs" onClick={onRetry}>
              {MESSAGES.tryAgain}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
