import { Card, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { DetailSection } from '../../../../components/details/detail-section';
import { useSession } from '../../../../lib/session';
import { readUpdatedEmail } from '../../../../lib/session-store';
import { AccountCards } from './account-cards';
import { MyDataCard } from './my-data-card';

/**
 * Settings (spec 2 §2): name and email, the two cards Change Email and Change Password, and Download
 * my data (issue 11).
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
      <AccountCards username={user.id} email={email} onEmailChanged={setEmail} />
      <MyDataCard />
    </Stack>
  );
}
