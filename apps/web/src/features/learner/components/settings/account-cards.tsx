import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { emailNowMessage, MESSAGES } from '@ojt/domain';
import { IconKey, IconMail } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { AccountDialogs, type OpenAccountDialog } from '../../../../components/account/account-dialogs';
import { FormSuccess } from '../../../../components/account/form-message';

interface ActionCardProps {
  id: string;
  title: string;
  intro: string;
  icon: ReactNode;
  onOpen: () => void;
  children?: ReactNode;
}

/** One Settings card: its title, what it does, and the button that opens its dialog. */
function ActionCard({ id, title, intro, icon, onOpen, children }: ActionCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm" align="flex-start" h="100%">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm">{intro}</Text>
        {children}
        <Button variant="default" leftSection={icon} onClick={onOpen} mt="auto">
          {title}
        </Button>
      </Stack>
    </Card>
  );
}

export interface AccountCardsProps {
  username: string;
  /** The address shown now (a verified change included). */
  email: string;
  /** Called with the new address once it is verified. */
  onEmailChanged: (email: string) => void;
}

/**
 * Settings' two cards (spec 2 §2), Change Email and Change Password, each opening its dialog;
 * Change Email leads on to Verify Email, and a verified address is kept for the header.
 */
export function AccountCards({ username, email, onEmailChanged }: AccountCardsProps) {
  const [open, setOpen] = useState<OpenAccountDialog>(null);
  const [verified, setVerified] = useState(false);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ActionCard
          id="change-email-title"
          title={MESSAGES.changeEmailTitle}
          intro={MESSAGES.changeEmailIntro}
          icon={<IconMail size={18} aria-hidden />}
          onOpen={() => {
            setVerified(false);
            setOpen('email');
          }}
        >
          <FormSuccess message={verified ? MESSAGES.emailVerifiedDialog : null}>
            {verified ? emailNowMessage(email) : null}
          </FormSuccess>
        </ActionCard>
        <ActionCard
          id="change-password-title"
          title={MESSAGES.changePasswordTitle}
          intro={MESSAGES.changePasswordIntro}
          icon={<IconKey size={18} aria-hidden />}
          onOpen={() => setOpen('password')}
        />
      </SimpleGrid>
      <AccountDialogs
        username={username}
        currentEmail={email}
        open={open}
        onOpen={setOpen}
        onVerified={(newEmail) => {
          setVerified(true);
          onEmailChanged(newEmail);
        }}
      />
    </>
  );
}
