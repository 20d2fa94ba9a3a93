import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

// Issue 11: the learner's profile says, beside the disability field, who can see it.
describe('My Profile: who sees the disability field', () => {
  it('says so beside the answer and beside the field in the editor', async () => {
    createFakeLearnerApi();
    renderLearnerDashboard('profile');
    await screen.findByRole('heading', { level: 3, name: MESSAGES.sectionPersonalInformation }, PAGE_LOAD);
    expect(screen.getByText(MESSAGES.disabilityVisibilityNote)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.editProfile }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.editProfile });
    const select = within(dialog).getByRole('combobox', { name: 'Disability' });
    expect(select).toHaveAccessibleDescription(MESSAGES.disabilityVisibilityNote);
  });
});
