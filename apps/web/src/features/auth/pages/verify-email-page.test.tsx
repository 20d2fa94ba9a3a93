import { MESSAGES } from '@ojt/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { readVerifyLinkToken } from '../../../lib/session';
import { deferred, json, offline, sentRequest, stubFetch } from '../../../test/fetch-mock';
import { renderAuth, storeSession } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const LINK_TOKEN = 'k3Jd9_xQ-2mPz8vL0aRt5yWc';
/** An answer that is not an HTTP response at all: the page's "unexpected exception". */
const broken = () => Promise.resolve({ ok: true, status: 200 } as unknown as Response);

async function openVerify(path: string) {
  const view = renderAuth(path);
  await screen.findByRole('heading', { level: 1, name: 'Verify Email' });
  return view;
}

async function enterCode(code: string) {
  await userEvent.type(screen.getByLabelText('Verification code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
}

describe('VerifyEmailPage', () => {
  it('asks for the code when the path has none, without calling the server', async () => {
    const fetchMock = stubFetch();
    await openVerify(paths.verifyEmail);

    expect(screen.getByRole('heading', { name: MESSAGES.enterVerificationCodeTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.enterCodeFromEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('maxlength', '20');
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
    expect(document.title).toBe('Verify Email | National On-the-Job Training Portal');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies a short code from the path at once and offers the way on', async () => {
    const pending = deferred();
    const fetchMock = stubFetch(() => pending.promise);
    await openVerify('/verify-email/123456');

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.verifyingEmail);
    pending.resolve(json(200, { success: true, message: MESSAGES.emailVerified }));

    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', paths.login);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/VerifyEmail',
      method: 'POST',
      body: { pOTP: '123456' },
      authorization: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a link token (URL-decoded) directly when nobody is signed in', async () => {
    const fetchMock = stubFetch(json(200, { success: true }));
    await openVerify(`/verify-email/${encodeURIComponent(`${LINK_TOKEN}+/=`)}`);

    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailVerified)).toBeInTheDocument();
    expect(sentRequest(fetchMock).body).toEqual({ pOTP: `${LINK_TOKEN}+/=` });
  });

  it('falls to manual entry with the server text when the code is refused', async () => {
    stubFetch(json(400, { success: false, code: 'INVALID_CODE', error: 'This code has expired.' }));
    await openVerify('/verify-email/654321');

    expect(
      await screen.findByRole('heading', { name: MESSAGES.enterVerificationCodeTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verificationPrompt)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired.');
  });

  it("falls to manual entry with 'Invalid verification code. Please try again.' when the server gives no text", async () => {
    stubFetch(json(400));
    await openVerify('/verify-email/654321');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidVerificationCode);
  });

  it('shows the error state with a manual retry after an unexpected exception', async () => {
    stubFetch(broken, json(200, { success: true }));
    await openVerify('/verify-email/123456');

    expect(
      await screen.findByRole('heading', { name: MESSAGES.verificationFailedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.verificationUnexpectedErrorOnLoad);

    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
  });

  it('keeps a link opened while signed in and asks for the code, then sends both', async () => {
    storeSession('learner', 'learner-token');
    const fetchMock = stubFetch(json(200, { success: true, message: MESSAGES.emailVerified }));
    await openVerify(`/verify-email/${LINK_TOKEN}`);

    expect(screen.getByRole('heading', { name: MESSAGES.enterVerificationCodeTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verificationPrompt)).toBeInTheDocument();
    expect(readVerifyLinkToken()).toBe(LINK_TOKEN);
    expect(fetchMock).not.toHaveBeenCalled();

    await enterCode(' 123456 ');
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/VerifyEmail',
      method: 'POST',
      body: { pParameters: LINK_TOKEN, pOTP: '123456' },
      authorization: 'Bearer learner-token',
    });
    expect(readVerifyLinkToken()).toBeNull();
  });

  it('verifies a short code from the path even when signed in', async () => {
    storeSession('employer', 'employer-token');
    const fetchMock = stubFetch(json(200, { success: true }));
    await openVerify('/verify-email/123456');
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(sentRequest(fetchMock).authorization).toBe('Bearer employer-token');
  });

  it('keeps Verify Email disabled for a blank code', async () => {
    await openVerify(paths.verifyEmail);
    await userEvent.type(screen.getByLabelText('Verification code'), '   ');
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
  });

  it.each([
    ['a missing OTP', json(400, { success: false, code: 'VALIDATION' }), MESSAGES.otpRequired],
    [
      'a missing OTP with the server text',
      json(400, { success: false, code: 'VALIDATION', error: MESSAGES.otpRequired }),
      MESSAGES.otpRequired,
    ],
    [
      'a refused code',
      json(400, { success: false, code: 'INVALID_CODE', error: MESSAGES.invalidVerificationCode }),
      MESSAGES.invalidVerificationCode,
    ],
    [
      'a 401',
      json(401, { success: false, code: 'UNAUTHORIZED', error: 'Unauthorized' }),
      MESSAGES.linkSessionExpired,
    ],
    ['a network failure', offline(), MESSAGES.networkErrorTryAgain],
    ['an unexpected exception', broken, MESSAGES.verificationUnexpectedError],
  ])('says the right thing after a manual submit meets %s', async (_, answer, message) => {
    stubFetch(answer);
    await openVerify(paths.verifyEmail);
    await enterCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: MESSAGES.enterVerificationCodeTitle })).toBeInTheDocument();
  });

  it('lets an expired session through to the shell (alert and logout)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    storeSession('learner', 'learner-token');
    stubFetch(json(401, { success: false, code: 'UNAUTHORIZED', error: 'Unauthorized' }));
    const { router } = await openVerify(`/verify-email/${LINK_TOKEN}`);
    await enterCode('123456');

    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.sessionExpired));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });
});
