import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUpdatedEmail } from '../../../../lib/session-store';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

/** The Settings card titled `title` (a section named by its heading). */
const settingsCard = (title: string) => screen.getByRole('region', { name: title });

describe('Settings: the Change Email and Change Password cards', () => {
  it('shows name and email, then two cards, each opening its dialog', async () => {
    createFakeLearnerApi();
    renderLearnerDashboard('settings');
    await screen.findByRole('heading', { level: 2, name: MESSAGES.settingsTitle }, PAGE_LOAD);
    expect(screen.getByText('Asha Ramdial')).toBeInTheDocument();

    const cards = [MESSAGES.changeEmailTitle, MESSAGES.changePasswordTitle];
    for (const title of cards) {
      const card = settingsCard(title);
      expect(within(card).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: title }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    }
    // The cards come in the spec's order, Change Email first.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.indexOf(MESSAGES.changeEmailTitle)).toBeLessThan(
      headings.indexOf(MESSAGES.changePasswordTitle),
    );
  });

  it('sends a code to the new address, verifies it, and shows the new address in Your Account', async () => {
    const api = createFakeLearnerApi();
    api.override('POST /api/Login/ChangeEmail', () =>
      json(200, { success: true, message: MESSAGES.verificationCodeSent }),
    );
    api.override('POST /api/Login/VerifyEmail', () =>
      json(200, { success: true, message: MESSAGES.emailVerified }),
    );
    renderLearnerDashboard('settings');
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.changeEmailTitle }, PAGE_LOAD));
    const changing = await screen.findByRole('dialog', { name: MESSAGES.changeEmailTitle });
    await userEvent.type(within(changing).getByLabelText('New email'), 'asha.new@mail.tt');
    await userEvent.type(within(changing).getByLabelText('Current password'), 'my-secret-1');
    await userEvent.click(within(changing).getByRole('button', { name: 'Send Code' }));

    const verify = await screen.findByRole('dialog', { name: 'Verify Email' });
    expect(api.calls('POST /api/Login/ChangeEmail')[0]?.body).toMatchObject({
      pUserName: 'learner-1',
      pnewEmail: 'asha.new@mail.tt',
    });
    await userEvent.type(within(verify).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify' }));

    const card = settingsCard(MESSAGES.changeEmailTitle);
    expect(await within(card).findByText(MESSAGES.emailVerifiedDialog)).toBeInTheDocument();
    expect(within(card).getByText('Your email address is now asha.new@mail.tt.')).toBeInTheDocument();
    const account = screen.getByRole('heading', { name: MESSAGES.yourAccountTitle }).closest('section');
    expect(within(account as HTMLElement).getByText('asha.new@mail.tt')).toBeInTheDocument();
    expect(readUpdatedEmail()).toBe('asha.new@mail.tt');
  });
});
