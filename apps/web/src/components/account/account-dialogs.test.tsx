import { MESSAGES } from '@ojt/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { readUpdatedEmail, sessionStore } from '../../lib/session-store';
import { json, offline, sentRequest, stubFetch } from '../../test/fetch-mock';
import { renderInApp, storeSession } from '../../test/render-app';
import { AccountSettingsCard, ChangePasswordDialog } from './account-dialogs';

// The first render of the app transforms its module graph; typing into Mantine inputs is slow in jsdom.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
});

async function openCard() {
  storeSession('employer', 'employer-token');
  const view = renderInApp(<AccountSettingsCard username="employer-1" email="employer@example.tt" />);
  await screen.findByRole('heading', { name: 'Account settings' });
  return view;
}

async function openDialog(button: 'Change Password' | 'Change Email') {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

async function fillPasswords(dialog: HTMLElement, current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(within(dialog).getByLabelText('Current password'), current);
  if (next) await user.type(within(dialog).getByLabelText('New password'), next);
  if (confirm) await user.type(within(dialog).getByLabelText('Confirm new password'), confirm);
}

describe('ChangePasswordDialog', () => {
  it('lists every problem in the error summary in the order of the fields, each a link to its field', async () => {
    const fetchMock = stubFetch();
    await openCard();
    const dialog = await openDialog('Change Password');
    await fillPasswords(dialog, 'old-secret-1', 'short', 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      MESSAGES.passwordTooShort,
      MESSAGES.passwordMismatch,
    ]);
    const tooShort = within(summary).getByRole('link', { name: MESSAGES.passwordTooShort });
    await userEvent.click(tooShort);
    expect(within(dialog).getByLabelText('New password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps Change Password disabled until all three fields are filled', async () => {
    await openCard();
    const dialog = await openDialog('Change Password');
    const submit = within(dialog).getByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();

    await fillPasswords(dialog, 'old-secret-1', 'new-secret-22', '');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'x');
    expect(submit).toBeEnabled();
  });

  it.each([
    ['new-secret-22', 'new-secret-23', MESSAGES.passwordMismatch],
    ['short1', 'short1', MESSAGES.passwordTooShort],
    ['password', 'password', MESSAGES.passwordTooCommon],
    ['old-secret-1', 'old-secret-1', MESSAGES.passwordSameAsCurrent],
  ])('refuses new %s / confirm %s before calling the server', async (next, confirm, message) => {
    const fetchMock = stubFetch();
    await openCard();
    const dialog = await openDialog('Change Password');
    await fillPasswords(dialog, 'old-secret-1', next, confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password, says so, and closes after 3 seconds', async () => {
    const fetchMock = stubFetch(json(200, { success: true, message: MESSAGES.passwordChanged }));
    await openCard();
    const dialog = await openDialog('Change Password');
    await fillPasswords(dialog, 'old-secret-1', 'new-secret-22', 'new-secret-22');

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.passwordChanged);
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/ChangePassword',
      method: 'POST',
      body: { pUserName: 'employer-1', oldPassword: 'old-secret-1', newPassword: 'new-secret-22' },
      authorization: 'Bearer employer-token',
    });

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server text',
      json(400, { success: false, code: 'VALIDATION', error: 'The current password is incorrect.' }),
      'The current password is incorrect.',
    ],
    [
      'the fallback for a 500',
      json(500, { success: false, code: 'INTERNAL', error: 'boom' }),
      MESSAGES.passwordChangeFailed,
    ],
    [
      'the 401 text when the credentials are refused',
      json(401, { success: false, code: 'INVALID_CREDENTIALS', error: 'x' }),
      MESSAGES.passwordChangeAuthFailed,
    ],
    ['the network text', offline(), MESSAGES.passwordChangeNetworkError],
  ])('shows %s', async (_, answer, message) => {
    stubFetch(answer);
    await openCard();
    const dialog = await openDialog('Change Password');
    await fillPasswords(dialog, 'old-secret-1', 'new-secret-22', 'new-secret-22');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'Authentication required' without a session", async () => {
    const fetchMock = stubFetch();
    renderInApp(<ChangePasswordDialog opened onClose={() => {}} username="employer-1" />);
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await fillPasswords(dialog, 'old-secret-1', 'new-secret-22', 'new-secret-22');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.authenticationRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets an expired session through to the shell: alert, logout, home', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubFetch(json(401, { success: false, code: 'UNAUTHORIZED', error: 'Session expired' }));
    const { router } = await openCard();
    const dialog = await openDialog('Change Password');
    await fillPasswords(dialog, 'old-secret-1', 'new-secret-22', 'new-secret-22');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.sessionExpired));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(sessionStore.getState().user).toBeNull();
  });

  it('starts empty when opened again', async () => {
    await openCard();
    let dialog = await openDialog('Change Password');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog('Change Password');
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    await openCard();
    const dialog = await openDialog('Change Password');
    const input = within(dialog).getByLabelText('Current password');
    expect(input).toHaveAttribute('type', 'password');
    const [toggle] = within(dialog).getAllByRole('button', { name: 'Show password' });
    await userEvent.click(toggle as HTMLElement);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

/** Types the new email and the current password (either left out when empty). */
async function fillChangeEmail(dialog: HTMLElement, newEmail: string, password = 'my-secret-1') {
  if (newEmail) await userEvent.type(within(dialog).getByLabelText('New email'), newEmail);
  if (password) await userEvent.type(within(dialog).getByLabelText('Current password'), password);
}

describe('ChangeEmailDialog', () => {
  it('prefills the current email and asks for the current password, all required', async () => {
    await openCard();
    const dialog = await openDialog('Change Email');
    expect(within(dialog).getByLabelText('Current email')).toHaveValue('employer@example.tt');
    const password = within(dialog).getByLabelText('Current password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
    expect(within(dialog).getByLabelText('New email')).toBeRequired();
  });

  it.each([
    ['', MESSAGES.fillBothEmails],
    ['not-an-email', MESSAGES.invalidNewEmail],
    ['EMPLOYER@example.tt', MESSAGES.emailSameAsCurrent],
  ])('refuses the new email %j', async (newEmail, message) => {
    const fetchMock = stubFetch();
    await openCard();
    const dialog = await openDialog('Change Email');
    await fillChangeEmail(dialog, newEmail);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an empty current email', async () => {
    await openCard();
    const dialog = await openDialog('Change Email');
    await userEvent.clear(within(dialog).getByLabelText('Current email'));
    await fillChangeEmail(dialog, 'new@example.tt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillBothEmails);
  });

  it('refuses a missing current password in the error summary, linking to the field', async () => {
    const fetchMock = stubFetch();
    await openCard();
    const dialog = await openDialog('Change Email');
    await fillChangeEmail(dialog, 'new@example.tt', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));

    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(summary).toHaveFocus();
    const password = within(dialog).getByLabelText('Current password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(MESSAGES.currentPasswordRequired);
    await userEvent.click(within(summary).getByRole('link', { name: MESSAGES.currentPasswordRequired }));
    expect(password).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists each problem once: both emails empty and no password', async () => {
    await openCard();
    const dialog = await openDialog('Change Email');
    await userEvent.clear(within(dialog).getByLabelText('Current email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    const links = within(within(dialog).getByRole('alert')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      MESSAGES.fillBothEmails,
      MESSAGES.currentPasswordRequired,
    ]);
  });

  it('sends the password as typed, untrimmed', async () => {
    const fetchMock = stubFetch(json(200, { success: true, message: MESSAGES.verificationCodeSent }));
    await openCard();
    const dialog = await openDialog('Change Email');
    await fillChangeEmail(dialog, 'new@example.tt', ' my secret 1 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await screen.findByRole('dialog', { name: 'Verify Email' });
    expect(sentRequest(fetchMock).body).toMatchObject({ pPassword: ' my secret 1 ' });
  });

  it.each([
    [
      'the server text',
      json(400, {
        success: false,
        code: 'VALIDATION',
        error: 'The current email address does not match our records.',
      }),
      'The current email address does not match our records.',
    ],
    [
      'the wrong-password text',
      json(400, {
        success: false,
        code: 'VALIDATION',
        error: MESSAGES.currentPasswordIncorrect,
        fields: { pPassword: MESSAGES.currentPasswordIncorrect },
      }),
      MESSAGES.currentPasswordIncorrect,
    ],
    [
      'the rate limit text',
      json(429, { success: false, code: 'RATE_LIMITED', error: MESSAGES.tooManyAttempts }),
      MESSAGES.tooManyAttempts,
    ],
    ['the fallback', json(500, {}), MESSAGES.changeEmailFailed],
    ['the network text', offline(), MESSAGES.changeEmailNetworkError],
  ])('shows %s on failure', async (_, answer, message) => {
    stubFetch(answer);
    await openCard();
    const dialog = await openDialog('Change Email');
    await fillChangeEmail(dialog, 'new@example.tt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog', { name: 'Verify Email' })).not.toBeInTheDocument();
  });
});

describe('Change email, then Verify Email', () => {
  async function sendCode(...verifyAnswers: Array<Response | Error>) {
    const fetchMock = stubFetch(
      json(200, { success: true, message: MESSAGES.verificationCodeSent }),
      ...verifyAnswers,
    );
    await openCard();
    const dialog = await openDialog('Change Email');
    await fillChangeEmail(dialog, ' new@example.tt ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify Email' });
    return { fetchMock, verify };
  }

  it('sends the code to the new address and opens the Verify Email dialog', async () => {
    const { fetchMock, verify } = await sendCode();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/ChangeEmail',
      method: 'POST',
      body: {
        pUserName: 'employer-1',
        poldEmail: 'employer@example.tt',
        pnewEmail: 'new@example.tt',
        pPassword: 'my-secret-1',
      },
      authorization: 'Bearer employer-token',
    });
    expect(verify).toHaveTextContent(MESSAGES.verificationCodeSent);
    expect(verify).toHaveTextContent('new@example.tt');
    expect(screen.queryByRole('dialog', { name: 'Change Email' })).not.toBeInTheDocument();
  });

  it('keeps Verify disabled while the code is empty or blank', async () => {
    const { verify } = await sendCode();
    const submit = within(verify).getByRole('button', { name: 'Verify' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(verify).getByLabelText('Verification code'), '   ');
    expect(submit).toBeDisabled();
  });

  it('refuses a code that is not 6 digits', async () => {
    const { fetchMock, verify } = await sendCode();
    await userEvent.type(within(verify).getByLabelText('Verification code'), '12ab');
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(within(verify).getByRole('alert')).toHaveTextContent(MESSAGES.otpInvalid);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('verifies the trimmed code, shows the new email and closes after 1.5 seconds', async () => {
    const { fetchMock, verify } = await sendCode(
      json(200, { success: true, message: MESSAGES.emailVerified }),
    );
    await userEvent.type(within(verify).getByLabelText('Verification code'), ' 123456 ');

    vi.useFakeTimers();
    fireEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(within(verify).getByRole('status')).toHaveTextContent(MESSAGES.emailVerifiedDialog);
    expect(sentRequest(fetchMock, 1)).toEqual({
      url: '/api/Login/VerifyEmail',
      method: 'POST',
      body: { pOTP: '123456' },
      authorization: 'Bearer employer-token',
    });
    expect(readUpdatedEmail()).toBe('new@example.tt');

    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getByRole('dialog', { name: 'Verify Email' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog', { name: 'Verify Email' })).not.toBeInTheDocument();
    expect(screen.getByText('new@example.tt')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.emailVerifiedDialog);
  });

  it.each([
    [
      'the server text',
      json(400, { success: false, code: 'INVALID_CODE', error: MESSAGES.invalidVerificationCode }),
      `Error: ${MESSAGES.invalidVerificationCode}`,
    ],
    ['the fallback', json(500, {}), MESSAGES.verificationFailedError],
    ['the network text', offline(), MESSAGES.verifyNetworkError],
  ])('shows %s on failure', async (_, answer, message) => {
    const { verify } = await sendCode(answer);
    await userEvent.type(within(verify).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent(message);
    expect(readUpdatedEmail()).toBeNull();
  });
});
