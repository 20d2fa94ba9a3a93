import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@ojt/domain';
import { Navigate, useNavigate } from 'react-router';
import { ChangePasswordForm } from '../../../components/account/change-password-form';
import { PageLoader } from '../../../components/page-loader';
import { dashboardPath, paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogout } from '../../../lib/use-logout';
import { AuthLayout } from '../components/auth-layout';

/**
 * /choose-password: the first sign-in with a mailed password (approval or recovery), or an admin's
 * password printed when the portal started, leads here, and
 * every dashboard sends the user back here until a new password is chosen (issue 9). Then on to the
 * dashboard, with the spec's 'Password changed successfully!'.
 */
export function ChoosePasswordPage() {
  useDocumentTitle('Choose a New Password');
  const { status, user, signedOut } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();

  if (status === 'restoring') return <PageLoader />;
  // Signed out here (Sign Out) or expired: home, as the guards do; never signed in: the sign-in page.
  if (!user) return <Navigate to={signedOut ? paths.home : paths.login} replace />;
  if (!user.mustChangePassword) return <Navigate to={dashboardPath(user.role)} replace />;

  // An admin's first password was printed on the console, not mailed (issue 30).
  const admin = user.role === 'admin';
  const chosen = (message: string) => {
    sessionStore.passwordChosen();
    notifications.show({ color: 'green', message });
    void navigate(dashboardPath(user.role), { replace: true });
  };
  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1}>Choose a New Password</Title>
          <Text mt={4}>{admin ? MESSAGES.adminPasswordChangeRequired : MESSAGES.passwordChangeRequired}</Text>
        </div>
        <ChangePasswordForm
          username={user.id}
          onClose={logout}
          onChanged={chosen}
          cancelLabel="Sign Out"
          currentDescription={admin ? MESSAGES.adminPasswordDescription : MESSAGES.mailedPasswordDescription}
        />
      </Stack>
    </AuthLayout>
  );
}
