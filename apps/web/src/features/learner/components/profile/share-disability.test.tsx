import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';

vi.setConfig({ testTimeout: 45_000 });
afterEach(() => vi.unstubAllGlobals());

const saved = (api: ReturnType<typeof createFakeLearnerApi>) =>
  api.calls('POST /api/Learner/UpdateLearnerProfile').at(-1)?.body;

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: MESSAGES.editProfile }, PAGE_LOAD));
  return screen.findByRole('dialog', { name: MESSAGES.editProfile });
}

// An employer sees a learner's disability only with the learner's consent, a choice on Edit Profile.
describe('Edit Profile: sharing a disability with employers', () => {
  it('offers the choice once a disability is declared, off by default, and saves it when ticked', async () => {
    const api = createFakeLearnerApi();
    renderLearnerDashboard('profile');
    const dialog = await openEditor();
    expect(within(dialog).queryByRole('checkbox', { name: MESSAGES.shareDisabilityLabel })).toBeNull();

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Disability$/), 'Has Disability');
    const consent = within(dialog).getByRole('checkbox', { name: MESSAGES.shareDisabilityLabel });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(MESSAGES.shareDisabilityNote);
    await userEvent.click(consent);
    expect(consent).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));
    expect(await within(dialog).findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(saved(api)).toMatchObject({ disability: 1, shareDisability: true });
  });

  it('sends the choice off when left alone, and off with no disability declared', async () => {
    const api = createFakeLearnerApi();
    renderLearnerDashboard('profile');
    let dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));
    expect(await within(dialog).findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(saved(api)).toMatchObject({ disability: 0, shareDisability: false });

    // Declared, shared, then the disability taken back: the consent goes with it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openEditor();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Disability$/), 'Has Disability');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: MESSAGES.shareDisabilityLabel }));
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Disability$/), 'No Disability');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));
    expect(await within(dialog).findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(saved(api)).toMatchObject({ disability: 0, shareDisability: false });
  });

  it('shows the choice on My Profile and opens the editor with it', async () => {
    const api = createFakeLearnerApi();
    const profile = api.data.profile!;
    Object.assign(profile.learner, { disability: 1, disabilitytype: 'Hearing', shareDisability: true });
    renderLearnerDashboard('profile');
    const row = await screen.findByText(MESSAGES.shareDisabilityShown, {}, PAGE_LOAD);
    expect(row.closest('div')).toHaveTextContent('Yes');
    const dialog = await openEditor();
    expect(within(dialog).getByRole('checkbox', { name: MESSAGES.shareDisabilityLabel })).toBeChecked();
  });
});
