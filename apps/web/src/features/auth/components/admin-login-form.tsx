import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { ERROR_CODES, loginSchema, MESSAGES, roleFromRoleId, validateFields } from '@ojt/domain';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormError } from '../../../components/account/form-message';
import { PasswordField } from '../../../components/account/password-field';
import { isApiError } from '../../../lib/api-client';
import { redirectAfterLogin } from '../../../lib/login-redirect';
import { type LoginAnswer, useSession } from '../../../lib/session';
import { isNetworkError, serverText } from '../api/error-text';
import { discardSession, useLogin } from '../api/login';
import { RecoveryModal } from './recovery-modal';

/** Spec 1 §8 "Admin login". */
function failureText(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.adminLoginNetworkError;
  if (!isApiError(error)) return MESSAGES.loginFailedTryAgain;
  const text = serverText(error);
  if (error.code === ERROR_CODES.INVALID_CREDENTIALS || text.includes(MESSAGES.invalidCredentials)) {
    return MESSAGES.invalidAdminCredentials;
  }
  return text || MESSAGES.loginFailedTryAgain;
}

/** Admin sign-in: succeeds only for an admin account; the session then lasts until the browser closes. */
export function AdminLoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const mutation = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [recoveryOpen, setRecoveryOpen] = useState(false);

  const edit = (key: 'username' | 'password') => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
    setMessage(null);
  };

  const accept = (answer: LoginAnswer) => {
    if (!answer?.token?.trim()) return setMessage(MESSAGES.noJwtFromLogin);
    if (roleFromRoleId(answer.user?.systemRole?.roleId ?? undefined) !== 'admin') {
      discardSession(answer.token);
      return setMessage(MESSAGES.adminAccessDenied);
    }
    signIn(answer, { remember: false });
    void navigate(redirectAfterLogin(location.state, 'admin'), { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(loginSchema, values);
    setErrors(found);
    const problem = Object.values(found)[0] ?? null;
    setMessage(problem);
    if (problem) return;
    mutation.mutate(
      { pUserName: values.username.trim(), pPassword: values.password, rememberMe: false },
      { onSuccess: accept, onError: (error) => setMessage(failureText(error)) },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Admin username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={edit('username')}
            error={Boolean(errors.username)}
          />
          <PasswordField
            label="Admin password"
            autoComplete="current-password"
            value={values.password}
            onChange={edit('password')}
            error={Boolean(errors.password)}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setRecoveryOpen(true)}>
              Forgot password?
            </Anchor>
          </Group>
          <FormError message={message} />
          <Button type="submit" size="md" fullWidth disabled={mutation.isPending}>
            {mutation.isPending ? MESSAGES.signingIn : 'Sign In'}
          </Button>
        </Stack>
      </form>
      <RecoveryModal variant="admin" opened={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
    </>
  );
}
