import { notifications } from '@mantine/notifications';
import { SESSION_EXPIRED_MESSAGE } from './api-client';

/** The session-expired text left on the page as a notification (loaded on demand: it needs Mantine). */
export function showSessionExpiredNotice(): void {
  notifications.show({
    id: 'session-expired',
    color: 'red',
    position: 'top-center',
    title: 'Signed out',
    message: SESSION_EXPIRED_MESSAGE,
    autoClose: 10_000,
  });
}
