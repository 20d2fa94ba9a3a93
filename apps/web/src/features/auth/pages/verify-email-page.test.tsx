import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { deferred, json, offline, sentRequest, stubFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderAuth, storeSession } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const LINK_TOKEN = 'k3Jd9_xQ-2mPz8vL0aRt5yWc';
/** An answer that is not an HTTP response at all: the page's "unexpected exception". */
const broken = () => Promise.resolve({ ok: true, status: 200 } as unknown as Response);

async function openVerify(path: string) {
  const view = renderAuth(path);
  await screen.findByRole('heading', { level: 1, name: 'Verify Email' }, PAGE_LOAD);
  return view;
}

const EMAIL = 'asha.ramdial@mail.tt';

type Next = 'learnerReview' | 'employerReview' | 'signIn' | 'notApproved';
/** A VerifyEmail success answer saying what comes next. */
const verifiedAnswer = (next: Next, alreadyVerified = false) =>
  json(200, { success: true, message: MESSAGES.emailVerified, data: { next, alreadyVerified } });
const EXPIRED = () =>
  json(400, { success: false, code: 'CODE_EXPIRED', error: MESSAGES.verificationExpired });
const RESENT = () => json(200, { success: true, message: MESSAGES.newCodeSent });

/** Types the address (when the form asks for it) and the code, then submits. */
async function enterCode(code: string, email = EMAIL) {
  const address = screen.queryByLabelText(/^Email address/);
  if (address && email) await userEvent.type(address, email);
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

  it('asks for the address the code was sent to before the code, by the domain rule', async () => {
    const fetchMock = stubFetch();
    await openVerify(paths.verifyEmail);

    const address = screen.getByRole('textbox', { name: /^Email address/ });
    expect(address).toHaveAttribute('type', 'email');
    expect(address).toHaveAttribute('autocomplete', 'email');
    expect(address).toBeRequired();
    const code = screen.getByLabelText('Verification code');
    expect(address.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await enterCode('123456', '');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    await userEvent.click(within(summary).getByRole('link', { name: MESSAGES.verificationEmailRequired }));
    expect(address).toHaveFocus();
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(address, 'asha@mail');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(
      await within(screen.getByRole('alert')).findByRole('link', { name: MESSAGES.invalidEmail }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code with the address, lower-cased, and offers the way on', async () => {
    const pending = deferred();
    const fetchMock = stubFetch(() => pending.promise);
    await openVerify(paths.verifyEmail);
    await enterCode(' 123456 ', ' Asha.Ramdial@Mail.TT ');

    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
    pending.resolve(verifiedAnswer('signIn'));
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.nextSignIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', paths.login);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/VerifyEmail',
      method: 'POST',
      body: { pOTP: '123456', pEmail: 'asha.ramdial@mail.tt' },
      authorization: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a short code from the path in the form until the address is given', async () => {
    const fetchMock = stubFetch(json(200, { success: true, message: MESSAGES.emailVerified }));
    await openVerify('/verify-email/123456');

    expect(screen.getByRole('heading', { name: MESSAGES.enterVerificationCodeTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verificationEmailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /^Email address/ }), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(sentRequest(fetchMock).body).toEqual({ pOTP: '123456', pEmail: EMAIL });
  });

  it('sends a link token (URL-decoded) directly when nobody is signed in', async () => {
    const fetchMock = stubFetch(json(200, { success: true }));
    await openVerify(`/verify-email/${encodeURIComponent(`${LINK_TOKEN}+/=`)}`);

    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailVerified)).toBeInTheDocument();
    expect(sentRequest(fetchMock).body).toEqual({ pOTP: `${LINK_TOKEN}+/=` });
  });

  it('falls to manual entry with the server text when the link is refused, then sends the link with the code', async () => {
    const fetchMock = stubFetch(
      json(400, { success: false, code: 'INVALID_CODE', error: 'This code has expired.' }),
      json(200, { success: true }),
    );
    await openVerify(`/verify-email/${LINK_TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: MESSAGES.enterVerificationCodeTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verificationPrompt)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired.');
    // The link names the account: no address is asked for.
    expect(screen.queryByRole('textbox', { name: /^Email address/ })).not.toBeInTheDocument();

    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({ pOTP: '123456', pParameters: LINK_TOKEN });
  });

  it("falls to manual entry with 'Invalid verification code. Please try again.' when the server gives no text", async () => {
    stubFetch(json(400));
    await openVerify(`/verify-email/${LINK_TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidVerificationCode);
  });

  it('shows the error state with a manual retry after an unexpected exception', async () => {
    const fetchMock = stubFetch(broken, json(200, { success: true }));
    await openVerify(`/verify-email/${LINK_TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: MESSAGES.verificationFailedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.verificationUnexpectedErrorOnLoad);

    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({ pOTP: '123456', pParameters: LINK_TOKEN });
  });

  it('keeps a link opened while signed in and asks for the code, then sends both', async () => {
    storeSession('learner', 'learner-token');
    const fetchMock = stubFetch(json(200, { success: true, message: MESSAGES.emailVerified }));
    await openVerify(`/verify-email/${LINK_TOKEN}`);

    expect(screen.getByRole('heading', { name: MESSAGES.enterVerificationCodeTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verificationPrompt)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email address/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The link token stays in the page, never in browser storage (PRODUCT.md §3).
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(LINK_TOKEN);

    await enterCode(' 123456 ');
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/VerifyEmail',
      method: 'POST',
      body: { pParameters: LINK_TOKEN, pOTP: '123456' },
      authorization: 'Bearer learner-token',
    });
  });

  it('verifies a short code from the path at once when signed in (the session names the account)', async () => {
    storeSession('employer', 'employer-token');
    const fetchMock = stubFetch(json(200, { success: true }));
    await openVerify('/verify-email/123456');
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful })).toBeInTheDocument();
    expect(sentRequest(fetchMock)).toMatchObject({
      body: { pOTP: '123456' },
      authorization: 'Bearer employer-token',
    });
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
  describe('what comes next (issue 16)', () => {
    it.each([
      ['learnerReview', MESSAGES.nextLearnerReview, /2–3 business days/],
      ['employerReview', MESSAGES.nextEmployerReview, /3–5 business days/],
    ] as const)(
      'after %s: one success message, the review, and no way to the sign-in form',
      async (next, text, days) => {
        stubFetch(verifiedAnswer(next));
        await openVerify(`/verify-email/${LINK_TOKEN}`);

        expect(
          await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful }),
        ).toBeInTheDocument();
        expect(screen.getByText(text)).toHaveTextContent(days);
        expect(screen.getByText(text)).toHaveTextContent('we will email you your username and password');
        expect(screen.queryByText(MESSAGES.emailVerified)).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Continue to Login' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
      },
    );

    it('says a used link already confirmed the address, and what happens next', async () => {
      stubFetch(verifiedAnswer('employerReview', true));
      await openVerify(`/verify-email/${LINK_TOKEN}`);

      expect(
        await screen.findByRole('heading', { name: MESSAGES.emailAlreadyConfirmedTitle }),
      ).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.emailAlreadyConfirmed)).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.nextEmployerReview)).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.invalidVerificationCode)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: MESSAGES.verificationSuccessful }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Continue to Login' })).not.toBeInTheDocument();
    });

    it('offers the sign-in once the account has a password, and nothing more once not approved', async () => {
      stubFetch(verifiedAnswer('notApproved', true));
      await openVerify(`/verify-email/${LINK_TOKEN}`);
      expect(await screen.findByText(MESSAGES.accountRejected)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Continue to Login' })).not.toBeInTheDocument();
    });
  });

  describe("'Email me a new code' (issue 16)", () => {
    it('offers a new code for an expired link, then takes the new code with its address', async () => {
      const fetchMock = stubFetch(EXPIRED(), RESENT(), verifiedAnswer('learnerReview'));
      await openVerify(`/verify-email/${LINK_TOKEN}`);

      const heading = await screen.findByRole('heading', { name: MESSAGES.verificationExpiredTitle });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByText(MESSAGES.verificationExpired)).toBeInTheDocument();
      expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: MESSAGES.emailMeNewCode }));

      expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.newCodeSent);
      expect(sentRequest(fetchMock, 1)).toEqual({
        url: '/api/Login/ResendVerification',
        method: 'POST',
        body: { pParameters: LINK_TOKEN },
        authorization: null,
      });
      // The old link no longer works: the new code goes with the address it was sent to.
      await enterCode('654321');
      expect(
        await screen.findByRole('heading', { name: MESSAGES.verificationSuccessful }),
      ).toBeInTheDocument();
      expect(sentRequest(fetchMock, 2).body).toEqual({ pOTP: '654321', pEmail: EMAIL });
    });

    it('offers a new code after a typed code expired, sent to the address typed', async () => {
      const fetchMock = stubFetch(EXPIRED(), RESENT());
      await openVerify(paths.verifyEmail);
      await enterCode('123456');
      // (The app's notifications are alerts too: find the form's own.)
      expect(
        (await screen.findByText(MESSAGES.verificationExpired)).closest('[role="alert"]'),
      ).not.toBeNull();

      await userEvent.click(screen.getByRole('button', { name: MESSAGES.emailMeNewCode }));
      expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.newCodeSent);
      expect(sentRequest(fetchMock, 1).body).toEqual({ pEmail: EMAIL });
    });

    it('asks for the address before mailing a new code, calling nothing', async () => {
      const fetchMock = stubFetch();
      await openVerify(paths.verifyEmail);
      await userEvent.click(screen.getByRole('button', { name: MESSAGES.emailMeNewCode }));

      const address = screen.getByRole('textbox', { name: /^Email address/ });
      expect(address).toHaveFocus();
      expect(address).toHaveAttribute('aria-invalid', 'true');
      expect(address).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.verificationEmailRequired),
      );
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('says so when too many codes were asked for', async () => {
      stubFetch(EXPIRED(), json(429, { success: false, code: 'RATE_LIMITED', error: 'Too many' }));
      await openVerify(`/verify-email/${LINK_TOKEN}`);
      await userEvent.click(await screen.findByRole('button', { name: MESSAGES.emailMeNewCode }));
      expect((await screen.findByText(MESSAGES.tooManyAttempts)).closest('[role="alert"]')).not.toBeNull();
    });
  });
});
