import { SHELL_MESSAGES } from '@ojt/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { sessionStore } from './session-store';

/**
 * When a call answers 401 (the API client has already cleared the session): alert the user as the
 * spec says, leave the same text on the page as a notification, and go home (logout).
 * Mounted once, in the root layout, which also keeps Mantine (the notifications' viewport) mounted
 * from then on. The notification's code loads on demand: the landing page's bundle has no Mantine.
 */
export function useSessionExpiredHandler(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      sessionStore.onExpired(() => {
        window.alert(SHELL_MESSAGES.sessionExpired);
        void import('./session-expired-notice').then((notice) => notice.showSessionExpiredNotice());
        void navigate(paths.home, { replace: true });
      }),
    [navigate],
  );
}
