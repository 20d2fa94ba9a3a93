import { Anchor, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { MESSAGES, type Role, roleMismatchMessage } from '@ojt/domain';
import { useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormError } from '../../../components/account/form-message';
import { paths } from '../../../config/paths';
import { type FailureTable, serverTextOr } from '../../../lib/failure-text';
import { useSignIn } from '../hooks/use-sign-in';
import { RecoveryModal } from './recovery-modal';
import { CredentialFields, SignInButton } from './sign-in-fields';

export type LoginRole = 'employer' | 'learner';

const ROLE_OPTIONS = [
  { value: 'employer', label: 'Employer' },
  { value: 'learner', label: 'Learner' },
];

/** `?role=learner` pre-selects Learner; anything else is Employer (spec 1 §4: the default). */
export function roleFromSearch(value: string | null): LoginRole {
  return value === 'learner' ? 'learner' : 'employer';
}

/** Spec 1 §8 "Login": a 401 shows the server's text or 'Invalid username or password'. */
const FAILURES: FailureTable = {
  NETWORK: MESSAGES.networkErrorTryAgain,
  UNAUTHORIZED: serverTextOr(MESSAGES.invalidCredentials),
  INVALID_CREDENTIALS: serverTextOr(MESSAGES.invalidCredentials),
  otherwise: serverTextOr(MESSAGES.loginFailedCheckCredentials),
};

/** Employer and learner sign-in: role toggle, username, password, Remember me, recovery. */
export function LoginForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const role = roleFromSearch(searchParams.get('role'));
  const [remember, setRemember] = useState(false);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const roleLabelId = useId();
  const refuse = (actual: Role) =>
    actual === role ? null : { message: roleMismatchMessage(actual, role), admin: actual === 'admin' };
  const { field, submit, refusal, setRefusal, pending } = useSignIn({ remember, refuse, failures: FAILURES });

  const chooseRole = (next: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('role', roleFromSearch(next));
    // Keep the guard's remembered origin: the user may still be on the way to a dashboard.
    setSearchParams(params, { replace: true, preventScrollReset: true, state: location.state });
    setRefusal(null);
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Text id={roleLabelId} size="sm" fw={500} mb={4}>
              I am signing in as
            </Text>
            <SegmentedControl
              aria-labelledby={roleLabelId}
              fullWidth
              data={ROLE_OPTIONS}
              value={role}
              onChange={chooseRole}
            />
          </div>
          <CredentialFields
            labels={{ username: 'Username', password: 'Password' }}
            usernameDescription={
              role === 'employer' ? 'Your Employer ID' : 'Your learner ID, as in your approval email'
            }
            field={field}
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Checkbox
              label="Remember me"
              description="Not on a shared device"
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
            />
            <Anchor component="button" type="button" size="sm" onClick={() => setRecoveryOpen(true)}>
              Forgot password?
            </Anchor>
          </Group>
          <FormError message={refusal?.message}>
            {refusal?.admin ? (
              <Anchor component={Link} to={paths.adminLogin} size="sm" fw={600}>
                Go to the Admin Access page
              </Anchor>
            ) : null}
          </FormError>
          <SignInButton pending={pending} />
        </Stack>
      </form>
      <RecoveryModal opened={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
    </>
  );
}
