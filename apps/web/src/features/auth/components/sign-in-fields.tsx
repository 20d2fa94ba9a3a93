import { Button, TextInput } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import type { ChangeEvent } from 'react';
import { PasswordField } from '../../../components/account/password-field';

interface FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
}

export interface CredentialFieldsProps {
  labels: { username: string; password: string };
  /** Help under the username (which id to type). */
  usernameDescription?: string;
  field: (key: 'username' | 'password') => FieldProps;
}

/** The username and password inputs of a sign-in form (`useSignIn().field`). */
export function CredentialFields({ labels, usernameDescription, field }: CredentialFieldsProps) {
  return (
    <>
      <TextInput
        label={labels.username}
        description={usernameDescription}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('username')}
      />
      <PasswordField label={labels.password} autoComplete="current-password" {...field('password')} />
    </>
  );
}

/** 'Sign In', reading 'Signing in...' and disabled while the call runs. */
export function SignInButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" size="md" fullWidth disabled={pending}>
      {pending ? MESSAGES.signingIn : 'Sign In'}
    </Button>
  );
}
