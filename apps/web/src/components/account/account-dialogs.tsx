import { Button, Card, Flex, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { emailNowMessage, MESSAGES } from '@ojt/domain';
import { IconKey, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { readUpdatedEmail, rememberUpdatedEmail } from '../../lib/session-store';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DialogFrame } from './dialog-frame';
import { FormSuccess } from './form-message';
import { VerifyEmailForm } from './verify-email-form';

// Each form lives inside its Modal, so it unmounts on close: reopening starts empty.

export interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in user's username (employer ID, learner ID or admin username). */
  username: string;
}

/** Change Password: current, new and confirm password; closes itself 3 s after success. */
export function ChangePasswordDialog({ opened, onClose, username }: ChangePasswordDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Change Password">
      <ChangePasswordForm username={username} onClose={onClose} />
    </DialogFrame>
  );
}

export interface ChangeEmailDialogProps {
  opened: boolean;
  onClose: () => void;
  username: string;
  /** Prefills the current email field. */
  currentEmail: string;
  /** Called with the new address once the code is sent: close this dialog and open VerifyEmailDialog. */
  onCodeSent?: (newEmail: string) => void;
}

/** Change Email: sends a 6-digit code to the new address, then calls `onCodeSent(newEmail)`. */
export function ChangeEmailDialog({
  opened,
  onClose,
  username,
  currentEmail,
  onCodeSent,
}: ChangeEmailDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Change Email">
      <ChangeEmailForm
        username={username}
        currentEmail={currentEmail}
        onClose={onClose}
        onCodeSent={onCodeSent}
      />
    </DialogFrame>
  );
}

export interface VerifyEmailDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called as soon as the code is accepted; the dialog closes itself 1.5 s later. */
  onVerified?: () => void;
  /** The address the code was sent to, named in the dialog (optional). */
  email?: string;
}

/** Verify Email: takes the 6-digit code sent by Change Email. */
export function VerifyEmailDialog({ opened, onClose, onVerified, email }: VerifyEmailDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Verify Email">
      <VerifyEmailForm onClose={onClose} onVerified={onVerified} email={email} />
    </DialogFrame>
  );
}

export type OpenAccountDialog = 'password' | 'email' | 'verify' | null;

export interface AccountDialogsProps {
  username: string;
  /** Prefills Change Email's current address. */
  currentEmail: string;
  /** The dialog open now, if any. */
  open: OpenAccountDialog;
  /** Opens another dialog (or closes them all with null). */
  onOpen: (dialog: OpenAccountDialog) => void;
  /** Called with the new address once its code is accepted (it is remembered for the session too). */
  onVerified: (email: string) => void;
}

/** The three account dialogs wired together: Change Email leads on to Verify Email for its code. */
export function AccountDialogs({ username, currentEmail, open, onOpen, onVerified }: AccountDialogsProps) {
  const [pendingEmail, setPendingEmail] = useState('');
  const close = () => onOpen(null);
  return (
    <>
      <ChangePasswordDialog opened={open === 'password'} onClose={close} username={username} />
      <ChangeEmailDialog
        opened={open === 'email'}
        onClose={close}
        username={username}
        currentEmail={currentEmail}
        onCodeSent={(newEmail) => {
          setPendingEmail(newEmail);
          onOpen('verify');
        }}
      />
      <VerifyEmailDialog
        opened={open === 'verify'}
        onClose={close}
        email={pendingEmail}
        onVerified={() => {
          rememberUpdatedEmail(pendingEmail);
          onVerified(pendingEmail);
        }}
      />
    </>
  );
}

export interface AccountSettingsCardProps {
  username: string;
  /** The email of the session; an address changed since sign-in is shown instead. */
  email: string;
  /** Heading level of the card's title (default 2). */
  titleOrder?: TitleOrder;
  /** Called with the new address once it is verified, so the page can reload what shows it. */
  onEmailChanged?: (email: string) => void;
}

/** Username, email and the Change Password / Change Email buttons, with the three dialogs wired together. */
export function AccountSettingsCard({
  username,
  email,
  titleOrder = 2,
  onEmailChanged,
}: AccountSettingsCardProps) {
  const [open, setOpen] = useState<OpenAccountDialog>(null);
  const [shownEmail, setShownEmail] = useState(() => readUpdatedEmail() ?? email);
  const [verified, setVerified] = useState(false);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={titleOrder} size="h4">
          Account settings
        </Title>
        <Text size="sm">
          Your email address is{' '}
          <Text component="span" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {shownEmail || 'not set'}
          </Text>
          . A change takes effect once you enter the code we send to the new address.
        </Text>
        <FormSuccess message={verified ? MESSAGES.emailVerifiedDialog : null}>
          {verified ? emailNowMessage(shownEmail) : null}
        </FormSuccess>
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
          <Button
            variant="default"
            leftSection={<IconKey size={18} aria-hidden />}
            onClick={() => setOpen('password')}
          >
            Change Password
          </Button>
          <Button
            variant="default"
            leftSection={<IconMail size={18} aria-hidden />}
            onClick={() => {
              setVerified(false);
              setOpen('email');
            }}
          >
            Change Email
          </Button>
        </Flex>
      </Stack>
      <AccountDialogs
        username={username}
        currentEmail={shownEmail}
        open={open}
        onOpen={setOpen}
        onVerified={(newEmail) => {
          setShownEmail(newEmail);
          setVerified(true);
          onEmailChanged?.(newEmail);
        }}
      />
    </Card>
  );
}
