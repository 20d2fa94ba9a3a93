import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The Notifications viewport (transitions, swipe, scroll lock: ~10 KB gzipped) is downloaded only
// when the first notification is shown; `notifications.show()` works before that, it only queues.
const Notifications = lazy(() =>
  import('./notifications-viewport').then((m) => ({ default: m.Notifications })),
);

/**
 * Toasts at the foot of the window: the headers (government strip, portal header, the dashboards'
 * tabs) differ in height and wrap on a phone, so no top offset would keep every one of them clear;
 * at the bottom a toast never covers the header or what it names (issue 30).
 */
export const NOTIFICATIONS_POSITION = 'bottom-center';

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={NOTIFICATIONS_POSITION} limit={3} />
    </Suspense>
  );
}
