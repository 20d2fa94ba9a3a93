import { Card, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { AccountSettingsCard } from '../../../../components/account/account-dialogs';
import { DetailSection } from '../../../../components/details/detail-section';
import { readUpdatedEmail, useSession } from '../../../../lib/session';
import { MyDataCard } from './my-data-card';

/**
 * Settings (spec 2 §2): name and email, the Change Email and Change Password cards, and Download my
 * data (issue 11).
 */
export function SettingsPanel() {
  const { user } = useSession();
  // A verified new address shows here at once, as in the header after the next reload (spec 2 §2).
  const [email, setEmail] = useState(() => readUpdatedEmail() ?? user?.email ?? '');
  if (!user) return null;
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        {MESSAGES.settingsTitle}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <DetailSection
          title={MESSAGES.yourAccountTitle}
          items={[
            [MESSAGES.accountNameLabel, user.name],
            [MESSAGES.accountEmailLabel, email],
            [MESSAGES.accountLearnerIdLabel, user.id],
          ]}
        />
      </Card>
      <AccountSettingsCard username={user.id} email={user.email} titleOrder={3} onEmailChanged={setEmail} />
      <MyDataCard />
    </Stack>
  );
}
