import { Anchor, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  ERROR_CODES,
  loginSchema,
  MESSAGES,
  type Role,
  roleFromRoleId,
  roleMismatchMessage,
  validateFields,
} from '@ojt/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/account/form-message';
import { PasswordField } from '../../../components/account/password-field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { redirectAfterLogin } from '../../../lib/login-redirect';
import { type LoginAnswer, useSession } from '../../../lib/session';
import { isNetworkError, serverText } from '../api/error-text';
import { discardSession, useLogin } from '../api/login';
import { RecoveryModal } from './recovery-modal';

export type LoginRole = 'employer' | 'learner';

const ROLE_OPTIONS = [
  { value: 'employer', label: 'Employer' },
  { value: 'learner', label: 'Learner' },
];

/** `?role=learner` pre-selects Learner; anything else is Employer (spec 1 §4: the default). */
export function roleFromSearch(value: string | null): LoginRole {
  return value === 'learner' ? 'learner' : 'employer';
}

/** Spec 1 §8 "Login": 401 → the server text or 'Invalid username or password'; network; otherwise. */
function failureText(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.networkErrorTryAgain;
  if (!isApiError(error)) return MESSAGES.loginFailedCheckCredentials;
  const text = serverText(error);
  if (error.status === 401 || error.code === ERROR_CODES.INVALID_CREDENTIALS)
    return text || MESSAGES.invalidCredentials;
  return text || MESSAGES.loginFailedCheckCredentials;
}

interface Refusal {
  message: string;
  /** Set when an admin used this form: the page links to Admin Access. */
  admin?: boolean;
}

/** Employer and learner sign-in: role toggle, username, password, Remember me, recovery. */
export function LoginForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const mutation = useLogin();
  const role = roleFromSearch(searchParams.get('role'));
  const [values, setValues] = useState({ username: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const roleLabelId = useId();

  const chooseRole = (next: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('role', roleFromSearch(next));
    // Keep the guard's remembered origin: the user may still be on the way to a dashboard.
    setSearchParams(params, { replace: true, preventScrollReset: true, state: location.state });
    setRefusal(null);
  };

  const edit = (key: 'username' | 'password') => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
    setRefusal(null);
  };

  const accept = (answer: LoginAnswer) => {
    if (!answer?.token?.trim()) return setRefusal({ message: MESSAGES.noJwtFromLogin });
    const actual: Role = roleFromRoleId(answer.user?.systemRole?.roleId ?? undefined);
    // The session is stored only once the role matches the form (spec 1 §5).
    if (actual !== role) {
      discardSession(answer.token);
      return setRefusal({ message: roleMismatchMessage(actual, role), admin: actual === 'admin' });
    }
    signIn(answer, { remember });
    void navigate(redirectAfterLogin(location.state, actual), { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(loginSchema, values);
    setErrors(found);
    const problem = Object.values(found)[0];
    setRefusal(problem ? { message: problem } : null);
    if (problem) return;
    mutation.mutate(
      { pUserName: values.username.trim(), pPassword: values.password, rememberMe: remember },
      { onSuccess: accept, onError: (error) => setRefusal({ message: failureText(error) }) },
    );
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
          <TextInput
            label="Username"
            description={
              role === 'employer' ? 'Your Employer ID' : 'Your learner ID, as in your approval email'
            }
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={edit('username')}
            error={Boolean(errors.username)}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={values.password}
            onChange={edit('password')}
            error={Boolean(errors.password)}
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
          <Button type="submit" size="md" fullWidth disabled={mutation.isPending}>
            {mutation.isPending ? MESSAGES.signingIn : 'Sign In'}
          </Button>
        </Stack>
      </form>
      <RecoveryModal opened={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
    </>
  );
}
