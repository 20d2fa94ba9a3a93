import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's error, announced at once (role=alert); `children` follow it (e.g. a link). Nothing without a message. */
export function FormError({ message, children }: { message?: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Text size="sm">{message}</Text>
      {children}
    </Alert>
  );
}

/**
 * A form's success message inside a live region that stays mounted, so it is announced politely.
 * `children` add a second paragraph under the message.
 */
export function FormSuccess({ message, children }: { message?: string | null; children?: ReactNode }) {
  return (
    // Empty, the region takes no room: inside a Mantine Stack it cancels its own gap.
    <div role="status" style={message ? undefined : { marginTop: 'calc(var(--stack-gap, 0px) * -1)' }}>
      {message ? (
        <Alert role="none" color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
          <Text size="sm">{message}</Text>
          {children ? (
            <Text size="sm" mt={4}>
              {children}
            </Text>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
