import { MESSAGES } from '@ojt/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { deferred, json, offline, sentRequest, stubFetch } from '../../../test/fetch-mock';
import { renderAuth } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.useRealTimers();
});

async function openRecovery(path: string = paths.login, title = 'Password Recovery') {
  renderAuth(path);
  await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  return screen.findByRole('dialog', { name: title });
}

async function fill(dialog: HTMLElement, username: string, email: string, labels = ['Username', 'Email']) {
  const user = userEvent.setup();
  if (username) await user.type(within(dialog).getByLabelText(labels[0] as string), username);
  if (email) await user.type(within(dialog).getByLabelText(labels[1] as string), email);
}

const send = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Send Recovery Email' }));

describe('RecoveryModal', () => {
  it.each([
    ['', '', MESSAGES.fillUsernameAndEmail],
    ['EMP-001', '', MESSAGES.fillUsernameAndEmail],
    ['', 'hr@acme.tt', MESSAGES.fillUsernameAndEmail],
    ['EMP-001', 'not-an-email', MESSAGES.invalidEmail],
  ])('refuses username %j and email %j', async (username, email, message) => {
    const fetchMock = stubFetch();
    const dialog = await openRecovery();
    await fill(dialog, username, email);
    await send(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request and keeps the confirmation until closed, then resets', async () => {
    const fetchMock = stubFetch(json(200, { success: true, message: MESSAGES.recoveryEmailSent }));
    const dialog = await openRecovery();
    await fill(dialog, ' EMP-001 ', 'hr@acme.tt');

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Recovery Email' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent(MESSAGES.recoveryEmailSent);
    expect(status).toHaveTextContent(MESSAGES.checkEmailForInstructions);
    expect(status).toHaveTextContent(MESSAGES.recoveryLookInMail);
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/RecoverPassword',
      method: 'POST',
      body: { pUserName: 'EMP-001', pEmail: 'hr@acme.tt' },
      authorization: null,
    });

    // A minute later it is still there (WCAG 2.2.1), with Close in place of Send, focused.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('dialog', { name: 'Password Recovery' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.recoveryEmailSent);
    expect(within(dialog).queryByRole('button', { name: 'Send Recovery Email' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    vi.useRealTimers();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const reopened = await screen.findByRole('dialog', { name: 'Password Recovery' });
    expect(within(reopened).getByLabelText('Username')).toHaveValue('');
    expect(within(reopened).queryByRole('status')).toBeEmptyDOMElement();
  });

  it("uses 'Password recovery email sent successfully!' when the server gives no message", async () => {
    stubFetch(json(200, { success: true }));
    const dialog = await openRecovery();
    await fill(dialog, 'EMP-001', 'hr@acme.tt');
    await send(dialog);
    expect(await within(dialog).findByText(MESSAGES.recoveryEmailSent)).toBeInTheDocument();
  });

  it.each([
    [
      'the server text',
      json(429, { success: false, code: 'RATE_LIMITED', error: MESSAGES.tooManyAttempts }),
      MESSAGES.tooManyAttempts,
    ],
    ['the fallback', json(500, {}), MESSAGES.recoveryFailed],
    ['the network text', offline(), MESSAGES.networkErrorTryAgain],
  ])('shows %s on failure', async (_, answer, message) => {
    stubFetch(answer);
    const dialog = await openRecovery();
    await fill(dialog, 'EMP-001', 'hr@acme.tt');
    await send(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it("reads 'Sending...' while busy, and Cancel closes it", async () => {
    const pending = deferred();
    stubFetch(() => pending.promise);
    const dialog = await openRecovery();
    await fill(dialog, 'EMP-001', 'hr@acme.tt');
    await send(dialog);
    expect(within(dialog).getByRole('button', { name: MESSAGES.sending })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    pending.resolve(json(200, { success: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("is 'Admin Password Recovery' on the admin page", async () => {
    const fetchMock = stubFetch(json(200, { success: true }));
    const dialog = await openRecovery(paths.adminLogin, MESSAGES.adminPasswordRecovery);
    await fill(dialog, 'admin', 'it@ojt.gov.tt', ['Admin username', 'Email address']);
    await send(dialog);
    expect(await within(dialog).findByText(MESSAGES.recoveryEmailSent)).toBeInTheDocument();
    expect(sentRequest(fetchMock).body).toEqual({ pUserName: 'admin', pEmail: 'it@ojt.gov.tt' });
  });
});
