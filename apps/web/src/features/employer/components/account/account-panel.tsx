import { Stack, Title } from '@mantine/core';
import { AccountSettingsCard } from '../../../../components/account/account-dialogs';
import { useSession } from '../../../../lib/session';

/** User Account (spec 2 §2): Change Email and Change Password through the shared account dialogs. */
export function AccountPanel() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        User Account
      </Title>
      <AccountSettingsCard username={user.id} email={user.email} titleOrder={3} />
    </Stack>
  );
}
