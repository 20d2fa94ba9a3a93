import { MESSAGES } from '@ojt/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { json, sentRequest, stubFetch } from '../../../test/fetch-mock';
import { loginAnswer, renderAuth, storeSession } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const mailed = () => ({ ...loginAnswer('employer'), mustChangePassword: true as const });

async function signInWithMailedPassword() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  await user.type(screen.getByLabelText('Username'), 'employer-1');
  await user.type(screen.getByLabelText('Password'), 'Mailed-Pass-83kq');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('ChoosePasswordPage (the first sign-in with a mailed password)', () => {
  it('follows a sign-in with a mailed password, then opens the dashboard once a new password is set', async () => {
    const fetchMock = stubFetch(
      json(200, mailed()),
      json(200, { success: true, message: MESSAGES.passwordChanged }),
    );
    const { router } = renderAuth(paths.login);
    const user = await signInWithMailedPassword();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.choosePassword);
    expect(screen.getByText(MESSAGES.passwordChangeRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mailedPasswordDescription)).toBeInTheDocument();
    expect(document.title).toBe('Choose a New Password | National On-the-Job Training Portal');

    await user.type(screen.getByLabelText('Current password'), 'Mailed-Pass-83kq');
    await user.type(screen.getByLabelText('New password'), 'Steelpan harbour 47');
    await user.type(screen.getByLabelText('Confirm new password'), 'Steelpan harbour 47');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('heading', { name: 'Stub employer dashboard' })).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      url: '/api/Login/ChangePassword',
      body: { pUserName: 'employer-1', oldPassword: 'Mailed-Pass-83kq', newPassword: 'Steelpan harbour 47' },
    });
    expect(sessionStore.getState().user?.mustChangePassword).toBeUndefined();
  });

  it('speaks to an admin of the password printed when the portal started, not of a mailed one (issue 30)', async () => {
    stubFetch(json(200, { ...loginAnswer('admin'), mustChangePassword: true as const }));
    renderAuth(paths.adminLogin);
    await screen.findByRole('heading', { level: 1, name: 'Admin Access' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Admin username'), 'admin');
    await user.type(screen.getByLabelText('Admin password'), 'Printed-Pass-83kq');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' });
    expect(screen.getByText(MESSAGES.adminPasswordChangeRequired)).toBeInTheDocument();
    expect(MESSAGES.adminPasswordChangeRequired).toContain('printed when the portal started');
    expect(screen.queryByText(MESSAGES.passwordChangeRequired)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.adminPasswordDescription)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.mailedPasswordDescription)).not.toBeInTheDocument();
  });

  it('sends a dashboard visit back to choosing a password until one is set', async () => {
    stubFetch(json(200, mailed()));
    const { router } = renderAuth(paths.login);
    await signInWithMailedPassword();
    await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' });

    await router.navigate(paths.employerDashboard);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.choosePassword));
    expect(screen.queryByRole('heading', { name: 'Stub employer dashboard' })).not.toBeInTheDocument();
  });

  it('refuses a new password containing the username, as the server would', async () => {
    const fetchMock = stubFetch(json(200, mailed()));
    renderAuth(paths.login);
    const user = await signInWithMailedPassword();
    await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' });
    await user.type(screen.getByLabelText('Current password'), 'Mailed-Pass-83kq');
    await user.type(screen.getByLabelText('New password'), 'employer-1 is me');
    await user.type(screen.getByLabelText('Confirm new password'), 'employer-1 is me');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('link', { name: MESSAGES.passwordContainsPersonal })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs out with Sign Out and goes home', async () => {
    stubFetch(json(200, mailed()), json(200, { success: true }));
    const { router } = renderAuth(paths.login);
    const user = await signInWithMailedPassword();
    await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(sessionStore.getState().user).toBeNull();
  });

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    stubFetch();
    const { router } = renderAuth(paths.choosePassword);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('goes there when any call answers 403 PASSWORD_CHANGE_REQUIRED', async () => {
    storeSession('employer');
    const { router } = renderAuth(paths.employerDashboard);
    await screen.findByRole('heading', { name: 'Stub employer dashboard' });
    stubFetch(
      json(403, { success: false, code: 'PASSWORD_CHANGE_REQUIRED', error: MESSAGES.passwordChangeRequired }),
    );
    await expect(apiRequest('GET', '/api/Employer/Overview')).rejects.toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.choosePassword));
  });
});
