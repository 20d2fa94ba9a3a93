import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The Notifications viewport (transitions, swipe, scroll lock: ~10 KB gzipped) is downloaded only
// when the first notification is shown; `notifications.show()` works before that, it only queues.
const Notifications = lazy(() =>
  import('./notifications-viewport').then((m) => ({ default: m.Notifications })),
);

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" limit={3} />
    </Suspense>
  );
}
