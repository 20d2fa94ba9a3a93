import { Anchor, Group, Stack } from '@mantine/core';
import { MESSAGES, type Role } from '@ojt/domain';
import { useState } from 'react';
import { FormError } from '../../../components/account/form-message';
import { type FailureTable, serverTextOr } from '../../../lib/failure-text';
import { useSignIn } from '../hooks/use-sign-in';
import { RecoveryModal } from './recovery-modal';
import { CredentialFields, SignInButton } from './sign-in-fields';

/** Spec 1 §8 "Admin login". */
const FAILURES: FailureTable = {
  NETWORK: MESSAGES.adminLoginNetworkError,
  INVALID_CREDENTIALS: MESSAGES.invalidAdminCredentials,
  otherwise: serverTextOr(MESSAGES.loginFailedTryAgain),
};

const refuse = (role: Role) => (role === 'admin' ? null : { message: MESSAGES.adminAccessDenied });

/** Admin sign-in: succeeds only for an admin account; the session then lasts until the browser closes. */
export function AdminLoginForm() {
  const { field, submit, refusal, pending } = useSignIn({ remember: false, refuse, failures: FAILURES });
  const [recoveryOpen, setRecoveryOpen] = useState(false);

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CredentialFields
            labels={{ username: 'Admin username', password: 'Admin password' }}
            field={field}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setRecoveryOpen(true)}>
              Forgot password?
            </Anchor>
          </Group>
          <FormError message={refusal?.message} />
          <SignInButton pending={pending} />
        </Stack>
      </form>
      <RecoveryModal variant="admin" opened={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
    </>
  );
}
