import {
  type LoginAnswer,
  loginSchema,
  MESSAGES,
  type Role,
  roleFromRoleId,
  validateFields,
} from '@ojt/domain';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { type FailureTable, failureText } from '../../../lib/failure-text';
import { redirectAfterLogin } from '../../../lib/login-redirect';
import { useSession } from '../../../lib/session';
import { discardSession, useLogin } from '../api/login';

/** Why the form refused to sign in. */
export interface Refusal {
  message: string;
  /** Set when an admin used the employer and learner form: the page links to Admin Access. */
  admin?: boolean;
}

export interface SignInOptions {
  /** "Remember me": a 30-day session kept across browser restarts. */
  remember: boolean;
  /** The refusal when an account of this role does not sign in on this form, else null. */
  refuse: (role: Role) => Refusal | null;
  /** The form's texts for a failed call (spec 1 §8 "Login" / "Admin login"). */
  failures: FailureTable;
}

type Field = 'username' | 'password';

/**
 * What both sign-in forms do: username and password checked by the domain's rules, the call, and
 * the answer kept only when the account's role belongs on the form (spec 1 §5), then the dashboard.
 */
export function useSignIn({ remember, refuse, failures }: SignInOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const mutation = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const edit = (key: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
    setRefusal(null);
  };

  const accept = (answer: LoginAnswer) => {
    if (!answer?.token?.trim()) return setRefusal({ message: MESSAGES.noJwtFromLogin });
    const role = roleFromRoleId(answer.user?.systemRole?.roleId ?? undefined);
    const refused = refuse(role);
    // The session is stored only once the role matches the form.
    if (refused) {
      discardSession(answer.token);
      return setRefusal(refused);
    }
    const user = signIn(answer, { remember });
    // A mailed password signs in for one thing only: choosing a new one (issue 9).
    const next = user.mustChangePassword ? paths.choosePassword : redirectAfterLogin(location.state, role);
    void navigate(next, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(loginSchema, values);
    setErrors(found);
    const problem = Object.values(found)[0];
    setRefusal(problem ? { message: problem } : null);
    if (problem) return;
    mutation.mutate(
      { ...values, remember },
      {
        onSuccess: accept,
        onError: (error) => setRefusal({ message: failureText(error, failures) ?? '' }),
      },
    );
  };

  /** Props of the username and password inputs. */
  const field = (key: Field) => ({ value: values[key], onChange: edit(key), error: Boolean(errors[key]) });

  return { field, submit, refusal, setRefusal, pending: mutation.isPending };
}
