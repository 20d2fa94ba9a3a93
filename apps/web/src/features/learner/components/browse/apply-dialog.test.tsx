import { MESSAGES, PLACEMENT_TYPE_DESCRIPTIONS } from '@ojt/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailureCase } from '../../../../test/fake-api';
import { deferred, json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { ACTIONS } from '../../testing/fake-learner-routes';
import { makeOpenJob } from '../../testing/learner-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openApplyDialog(title = 'Position 1') {
  renderLearnerDashboard();
  await userEvent.click(
    await screen.findByRole('button', { name: `${MESSAGES.applyAction}: ${title}` }, PAGE_LOAD),
  );
  return screen.findByRole('dialog', { name: MESSAGES.applyForJobTitle });
}

describe('Apply for Job', () => {
  it('shows the job and its employer, and lists a missing placement type as a link to the select', async () => {
    const api = createFakeLearnerApi({ openJobs: [makeOpenJob(1)] });
    const dialog = await openApplyDialog();
    expect(within(dialog).getByText('Position 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Caribbean Tech Ltd')).toBeInTheDocument();
    const select = within(dialog).getByLabelText(new RegExp(`^${MESSAGES.placementTypeLabel}`));
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      MESSAGES.placementTypePrompt,
      'First Time',
      'Resumption',
      'Reapplying',
      'Internship',
      'Transfer',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirmApply }));
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    await userEvent.click(within(summary).getByRole('link', { name: 'Placement Type is required' }));
    expect(select).toHaveFocus();
    expect(api.calls('POST /api/Learner/ApplyForOJT')).toHaveLength(0);
  });

  it("explains each placement type in a sentence, read as the select's description", async () => {
    createFakeLearnerApi({ openJobs: [makeOpenJob(1)] });
    const dialog = await openApplyDialog();
    const help = within(dialog).getByRole('list');
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(Object.values(PLACEMENT_TYPE_DESCRIPTIONS));
    expect(
      within(dialog).getByText(/^Internship: a placement that is part of your course/),
    ).toBeInTheDocument();
  });

  it("reads 'Applying...' while busy, then confirms, shows Applied and closes by itself after 3 s", async () => {
    const api = createFakeLearnerApi({ openJobs: [makeOpenJob(1), makeOpenJob(2)] });
    const gate = deferred();
    api.override('POST /api/Learner/ApplyForOJT', async (request) => {
      await gate.promise;
      return ACTIONS['/api/Learner/ApplyForOJT']?.(api.data, request.body) ?? 'network';
    });
    const dialog = await openApplyDialog('Position 2');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Placement Type/), 'Internship');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirmApply }));
    expect(await within(dialog).findByRole('button', { name: MESSAGES.applying })).toBeDisabled();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    gate.resolve(json(200, {}));
    const done = await screen.findByRole('dialog', { name: MESSAGES.applicationSubmittedSuccessfully });
    expect(within(done).getByText(MESSAGES.viewStatusInMyApplications)).toBeInTheDocument();
    expect(within(done).getByText('Position 2')).toBeInTheDocument();
    expect(api.calls('POST /api/Learner/ApplyForOJT')[0]?.body).toEqual({
      JobOpeningId: 102,
      LearnerId: 'learner-1',
      PlacementType: 4,
    });
    expect(screen.getByRole('button', { name: `${MESSAGES.appliedAction}: Position 2` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${MESSAGES.applyAction}: Position 1` })).toBeEnabled();

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(
      screen.getByRole('dialog', { name: MESSAGES.applicationSubmittedSuccessfully }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('tab', { name: MESSAGES.tabMyApplications }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Position 2' })).toBeInTheDocument();
  });

  it('closes the confirmation with OK', async () => {
    createFakeLearnerApi({ openJobs: [makeOpenJob(1)] });
    const dialog = await openApplyDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Placement Type/), 'First Time');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirmApply }));
    const done = await screen.findByRole('dialog', { name: MESSAGES.applicationSubmittedSuccessfully });
    await userEvent.click(within(done).getByRole('button', { name: MESSAGES.okAction }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each<FailureCase>([
    [
      'the server text of a refusal',
      () => json(409, { success: false, error: MESSAGES.alreadyApplied, code: 'CONFLICT' }),
      MESSAGES.alreadyApplied,
    ],
    [
      "'Apply failed' for a 500",
      () => json(500, { success: false, error: 'boom', code: 'INTERNAL' }),
      MESSAGES.applyFailed,
    ],
    ["'Failed to apply' when nothing answers", () => 'network' as const, MESSAGES.failedToApply],
  ])('shows %s and keeps the dialog open', async (_, reply, message) => {
    const api = createFakeLearnerApi({ openJobs: [makeOpenJob(1)] });
    api.override('POST /api/Learner/ApplyForOJT', reply);
    const dialog = await openApplyDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Placement Type/), 'First Time');
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirmApply }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: MESSAGES.confirmApply })).toBeEnabled();
  });

  it('shows Applied, not Apply, for an opening the learner already applied to', async () => {
    createFakeLearnerApi({ openJobs: [makeOpenJob(1, { applied: true })] });
    renderLearnerDashboard();
    expect(
      await screen.findByRole('button', { name: `${MESSAGES.appliedAction}: Position 1` }, PAGE_LOAD),
    ).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: `${MESSAGES.applyAction}: Position 1` }),
    ).not.toBeInTheDocument();
  });
});
