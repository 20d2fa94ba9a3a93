import { MESSAGES } from '@ojt/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailureCase } from '../../../../test/fake-api';
import { deferred, json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openEditor() {
  renderLearnerDashboard('profile');
  await userEvent.click(await screen.findByRole('button', { name: MESSAGES.editProfile }, PAGE_LOAD));
  return screen.findByRole('dialog', { name: MESSAGES.editProfile });
}

const fieldset = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('My Profile', () => {
  it('shows the sections of the spec, city ids as names, and the lists', async () => {
    createFakeLearnerApi();
    renderLearnerDashboard('profile');
    expect(
      await screen.findByRole('heading', { level: 3, name: MESSAGES.sectionPersonalInformation }, PAGE_LOAD),
    ).toBeInTheDocument();
    for (const title of [
      MESSAGES.sectionContact,
      MESSAGES.sectionCurrentAddress,
      MESSAGES.sectionPermanentAddress,
      MESSAGES.sectionIdentifications,
      MESSAGES.sectionAdditionalIdentifications,
      MESSAGES.sectionExperience,
      MESSAGES.sectionQualifications,
      MESSAGES.sectionReferences,
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Chaguanas')).toBeInTheDocument();
    expect(screen.getByText('IT Support Level 2')).toBeInTheDocument();
    expect(screen.getByText('4 Mar 2001')).toBeInTheDocument();
  });

  it("says 'Loading profile...' until the profile arrives, with Edit Profile not yet offered", async () => {
    const api = createFakeLearnerApi();
    const gate = deferred();
    api.override('GET /api/Learner/GetLearnerById/learner-1', async (request) => {
      await gate.promise;
      return api.answer(request);
    });
    renderLearnerDashboard('profile');
    expect(await screen.findByText(MESSAGES.loadingProfile, {}, PAGE_LOAD)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: MESSAGES.editProfile })).toBeDisabled();
    gate.resolve(json(200, {}));
    expect(
      await screen.findByRole('heading', { level: 3, name: MESSAGES.sectionPersonalInformation }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loadingProfile)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.editProfile })).toBeEnabled();
  });

  it("shows 'No profile data found.' and the load error inside the page", async () => {
    const api = createFakeLearnerApi({ profile: null });
    renderLearnerDashboard('profile');
    expect(await screen.findByText(MESSAGES.noProfileData, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.editProfile })).toBeDisabled();

    api.override('GET /api/Learner/GetLearnerById/learner-1', () =>
      json(500, { success: false, error: 'boom', code: 'INTERNAL' }),
    );
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.refreshAction }));
    expect(await screen.findByText(MESSAGES.failedLoadProfileData)).toBeInTheDocument();
  });
});

describe('Edit Profile', () => {
  it('lists each missing required field as a link to it, and sends nothing', async () => {
    const api = createFakeLearnerApi();
    const dialog = await openEditor();
    await userEvent.clear(within(dialog).getByLabelText(/^First Name/));
    await userEvent.clear(within(dialog).getByLabelText(/^Mobile Phone/));
    await userEvent.clear(within(dialog).getByLabelText(/^Personal Email/));
    await userEvent.type(within(dialog).getByLabelText(/^Personal Email/), 'asha-at-mail');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));

    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['First Name is required', MESSAGES.invalidEmail, 'Mobile Phone is required']);
    await userEvent.click(within(summary).getByRole('link', { name: 'Mobile Phone is required' }));
    expect(within(dialog).getByLabelText(/^Mobile Phone/)).toHaveFocus();
    expect(api.calls('POST /api/Learner/UpdateLearnerProfile')).toHaveLength(0);
  });

  it('edits the date of birth as day, month and year, refuses an impossible one and sends YYYY-MM-DD', async () => {
    const api = createFakeLearnerApi();
    const dialog = await openEditor();
    const dob = within(dialog).getByRole('group', { name: /^Date of Birth/ });
    const box = (name: string) => within(dob).getByRole('textbox', { name });
    expect([box('Day'), box('Month'), box('Year')].map((input) => (input as HTMLInputElement).value)).toEqual(
      ['04', '03', '2001'],
    );
    await userEvent.clear(box('Day'));
    await userEvent.type(box('Day'), '30');
    await userEvent.clear(box('Month'));
    await userEvent.type(box('Month'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));
    const summary = within(dialog).getByRole('alert');
    await userEvent.click(within(summary).getByRole('link', { name: MESSAGES.invalidDateOfBirth }));
    expect(box('Day')).toHaveFocus();
    // A box left empty is named, marked alone, and the summary's link goes to it.
    await userEvent.clear(box('Year'));
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));
    await userEvent.click(
      within(within(dialog).getByRole('alert')).getByRole('link', {
        name: 'Date of Birth must include a year',
      }),
    );
    expect(box('Year')).toHaveFocus();
    expect(box('Year')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Day')).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box('Year'), '2001');
    expect(api.calls('POST /api/Learner/UpdateLearnerProfile')).toHaveLength(0);

    await userEvent.clear(box('Day'));
    await userEvent.type(box('Day'), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));
    await within(dialog).findByText(MESSAGES.profileUpdated);
    expect(api.calls('POST /api/Learner/UpdateLearnerProfile')[0]?.body).toMatchObject({ dob: '2001-02-09' });
  });

  it('asks for the disability type only when the learner has a disability', async () => {
    createFakeLearnerApi();
    const dialog = await openEditor();
    expect(within(dialog).queryByLabelText(/^Disability Type/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Disability$/), 'Has Disability');
    expect(within(dialog).getByLabelText(/^Disability Type/)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Disability$/), 'No Disability');
    expect(within(dialog).queryByLabelText(/^Disability Type/)).not.toBeInTheDocument();
  });

  it('checks a new list row with the domain rules and links to its field', async () => {
    const api = createFakeLearnerApi();
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Reference' }));
    const reference = fieldset(dialog, 'Reference 1');
    expect(within(reference).getByLabelText(/^Name/)).toHaveFocus();
    await userEvent.type(within(reference).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));

    // The summary says which row each problem is in; the field itself keeps the bare message.
    const summary = within(dialog).getByRole('alert');
    await userEvent.click(within(summary).getByRole('link', { name: 'Reference 1: Name is required' }));
    expect(within(reference).getByLabelText(/^Name/)).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: `Reference 1: ${MESSAGES.invalidEmail}` }),
    ).toBeInTheDocument();
    expect(within(reference).getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(api.calls('POST /api/Learner/UpdateLearnerProfile')).toHaveLength(0);
  });

  it('adds, edits and removes list entries, saves them, says so and closes after 3 seconds', async () => {
    const api = createFakeLearnerApi();
    const dialog = await openEditor();

    // Edit the existing qualification, add a second one and a reference, add and remove an experience.
    const first = fieldset(dialog, 'Qualification 1');
    await userEvent.clear(within(first).getByLabelText(/^Institution/));
    await userEvent.type(within(first).getByLabelText(/^Institution/), 'UTT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Qualification' }));
    const second = fieldset(dialog, 'Qualification 2');
    await userEvent.selectOptions(within(second).getByLabelText(/^Qualification Type/), 'CXC');
    await userEvent.type(within(second).getByLabelText(/^Certificate Name/), 'Mathematics');
    await userEvent.type(within(second).getByLabelText(/^Year Obtained/), '2019');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Reference' }));
    const reference = fieldset(dialog, 'Reference 1');
    await userEvent.type(within(reference).getByLabelText(/^Name/), 'Ravi Maharaj');
    await userEvent.type(within(reference).getByLabelText(/^Phone/), '868 555 1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Experience' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Experience 1' }));
    expect(within(dialog).queryByRole('group', { name: 'Experience 1' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Experience' })).toHaveFocus();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));
    expect(await within(dialog).findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    const body = api.calls('POST /api/Learner/UpdateLearnerProfile')[0]?.body;
    expect(body).toMatchObject({
      learnerID: 'learner-1',
      firstName: 'Asha',
      city: 14,
      disability: 0,
      disabilityType: '',
      lstExp: [],
      lstIds: [],
      lstQualification: [
        {
          qualificationType: 'CVQ',
          certificateName: 'IT Support Level 2',
          institution: 'UTT',
          yearObtained: 2022,
        },
        { qualificationType: 'CXC', certificateName: 'Mathematics', institution: '', yearObtained: 2019 },
      ],
      lstRef: [{ name: 'Ravi Maharaj', phone: '868 555 1234', email: '', relationship: '' }],
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Mathematics')).toBeInTheDocument();
    expect(screen.getByText('Ravi Maharaj')).toBeInTheDocument();
  });

  it.each<FailureCase>([
    [
      "'Failed to update profile.' for a 500",
      () => json(500, { success: false, error: 'x', code: 'INTERNAL' }),
      MESSAGES.failedUpdateProfile,
    ],
    ['the network text', () => 'network' as const, MESSAGES.updateProfileNetworkError],
  ])('shows %s when the save fails', async (_, reply, message) => {
    const api = createFakeLearnerApi();
    api.override('POST /api/Learner/UpdateLearnerProfile', reply);
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.saveProfile }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: MESSAGES.saveProfile })).toBeEnabled();
  });
});
