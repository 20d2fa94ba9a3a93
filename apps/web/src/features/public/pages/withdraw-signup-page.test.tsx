import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sentRequest, stubFetch } from '../../../test/fetch-mock';
import { openPage } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const PATH = '/withdraw-registration';
const open = () => openPage(PATH, MESSAGES.withdrawSignupTitle);

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: MESSAGES.withdrawEmailLabel }), 'Kavita@Example.com');
  await user.click(screen.getByRole('button', { name: MESSAGES.withdrawSendCodeAction }));
  return screen.findByRole('textbox', { name: MESSAGES.withdrawCodeLabel });
}

describe('WithdrawSignupPage', () => {
  it('tells employers as well as learners that a registration not approved can be withdrawn (issue 30)', async () => {
    stubFetch();
    await open();
    expect(screen.getByText(MESSAGES.withdrawSignupIntro)).toBeInTheDocument();
    expect(MESSAGES.withdrawSignupIntro).toContain('as a learner or an employer');
  });

  it('lists a missing or malformed address in a summary and under the field, and sends nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawSendCodeAction }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: 'Email address is required' });
    await user.click(link);
    expect(screen.getByRole('textbox', { name: MESSAGES.withdrawEmailLabel })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: MESSAGES.withdrawEmailLabel }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawSendCodeAction }));
    expect(await screen.findAllByText(MESSAGES.invalidEmail)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('mails a code without a session, then withdraws with it and says so', async () => {
    const fetchMock = stubFetch(
      json(200, { success: true, message: MESSAGES.withdrawCodeSent }),
      json(200, { success: true, message: MESSAGES.withdrawDone }),
    );
    const user = userEvent.setup();
    await open();
    const code = await toCodeStep(user);
    expect(sentRequest(fetchMock, 0)).toMatchObject({
      url: '/api/Signup/WithdrawRequest',
      method: 'POST',
      body: { email: 'kavita@example.com' },
      authorization: null,
    });
    expect(screen.getByText(MESSAGES.withdrawCodeSent)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.withdrawConfirmWarning)).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawConfirmAction }));
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.withdrawDone })).toHaveFocus();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      url: '/api/Signup/WithdrawConfirm',
      body: { email: 'kavita@example.com', code: '123456' },
      authorization: null,
    });
  });

  it('shows a wrong code under the field and in the summary; a short code is caught before sending', async () => {
    const fetchMock = stubFetch(
      json(200, { success: true, message: MESSAGES.withdrawCodeSent }),
      json(400, {
        success: false,
        code: 'VALIDATION',
        error: MESSAGES.withdrawCodeInvalid,
        fields: { code: MESSAGES.withdrawCodeInvalid },
      }),
    );
    const user = userEvent.setup();
    await open();
    const code = await toCodeStep(user);
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawConfirmAction }));
    expect(await screen.findAllByText('Code must be the 6 digits we emailed you')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawConfirmAction }));
    expect(await screen.findAllByText(MESSAGES.withdrawCodeInvalid)).toHaveLength(2);
  });

  it('explains what the programme keeps when the registration was approved', async () => {
    stubFetch(
      json(200, { success: true, message: MESSAGES.withdrawCodeSent }),
      json(409, { success: false, code: 'CONFLICT', error: MESSAGES.withdrawApprovedRefused }),
    );
    const user = userEvent.setup();
    await open();
    await user.type(await toCodeStep(user), '123456');
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawConfirmAction }));
    const alert = await screen.findByText(MESSAGES.withdrawApprovedRefused);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('says so when asked too often, and lets the learner start again with another address', async () => {
    stubFetch(
      json(429, { success: false, code: 'RATE_LIMITED', error: 'Too many' }),
      json(200, { success: true, message: MESSAGES.withdrawCodeSent }),
    );
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByRole('textbox', { name: MESSAGES.withdrawEmailLabel }), 'a@example.com');
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawSendCodeAction }));
    expect(await screen.findByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawSendCodeAction }));
    await screen.findByRole('textbox', { name: MESSAGES.withdrawCodeLabel });
    await user.click(screen.getByRole('button', { name: MESSAGES.withdrawStartAgain }));
    expect(screen.getByRole('textbox', { name: MESSAGES.withdrawEmailLabel })).toBeInTheDocument();
  });

  it('is linked from the sign-in page', async () => {
    stubFetch();
    await openPage('/login', 'Sign In');
    expect(screen.getByRole('link', { name: MESSAGES.withdrawSignupLink })).toHaveAttribute('href', PATH);
  });
});
