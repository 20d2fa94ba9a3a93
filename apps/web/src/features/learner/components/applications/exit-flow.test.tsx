import { MESSAGES } from '@ojt/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../../test/fake-api';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { makeApplication, makeOpenJob } from '../../testing/learner-fixtures';

// My Applications (issue 29): End my placement early, then the exit survey, offered until answered.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const placed = () =>
  makeApplication(7, makeOpenJob(1), {
    placementStatus: 5,
    datePlaced: '2026-01-05',
    startDate: '2026-01-12',
    endDate: '2026-12-31',
  });
const exited = () =>
  makeApplication(8, makeOpenJob(2), {
    placementStatus: 9,
    startDate: '2026-01-12',
    endDate: '2026-05-15',
    exitReason: 'health',
    exitDetails: '',
  });

async function open() {
  renderLearnerDashboard('applications');
  await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
}

describe('End my placement early', () => {
  it('asks for the date and reason, confirms, sends them and then offers the survey', async () => {
    const api = createFakeLearnerApi({ applications: [placed()] });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'End my placement early: Position 1' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.endPlacementEarlyLabel });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findAllByText('Last day is required')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText(/^Last day/), { target: { value: '2026-05-15' } });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'found-work');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'A job at a bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/15 May 2026/)).toBeInTheDocument();
    expect(api.calls('POST /api/Placements/7/EndEarly')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.endPlacementEarlyLabel }));

    const survey = await screen.findByRole('dialog', { name: MESSAGES.exitSurveyLabel });
    expect(api.calls('POST /api/Placements/7/EndEarly').map((r) => r.body)).toEqual([
      { date: '2026-05-15', reason: 'found-work', details: 'A job at a bank' },
    ]);
    // Left for later: the card keeps offering it.
    await userEvent.click(within(survey).getByRole('button', { name: 'Later' }));
    expect(
      await screen.findByRole('button', { name: 'Answer the exit survey: Position 1' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Ended early on 15 May 2026: Found work \(A job at a bank\)/),
    ).toBeInTheDocument();
  });

  it("shows the server's 409 in words on the confirm step", async () => {
    const api = createFakeLearnerApi({ applications: [placed()] });
    api.override('POST /api/Placements/7/EndEarly', () => fail(409, 'CONFLICT', MESSAGES.exitDateOutside));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'End my placement early: Position 1' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.endPlacementEarlyLabel });
    fireEvent.change(within(dialog).getByLabelText(/^Last day/), { target: { value: '2027-05-15' } });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.endPlacementEarlyLabel }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.exitDateOutside);
  });
});

describe('the exit survey', () => {
  it('checks the answers, sends them once and is then no longer offered', async () => {
    const api = createFakeLearnerApi({ applications: [placed(), exited()] });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the exit survey: Position 2' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.exitSurveyLabel });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answers' }));
    expect(await within(dialog).findAllByText(MESSAGES.recommendInvalid)).toHaveLength(2);
    expect(api.calls('POST /api/Learner/ExitSurvey')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why did you leave/ }), 'My health');
    const scale = within(dialog).getByRole('radiogroup', { name: /Would you recommend/ });
    await userEvent.click(within(scale).getByRole('radio', { name: '4' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What should change/ }), 'Shorter days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(MESSAGES.exitSurveySaved)).toBeInTheDocument();
    expect(api.calls('POST /api/Learner/ExitSurvey').map((r) => r.body)).toEqual([
      { placementId: 8, why: 'My health', recommend: 4, change: 'Shorter days' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Answer the exit survey: Position 2' })).toBeNull(),
    );
  });

  it("shows the server's refusal in words", async () => {
    const api = createFakeLearnerApi({ applications: [placed(), exited()] });
    api.override('POST /api/Learner/ExitSurvey', () => fail(409, 'CONFLICT', MESSAGES.exitSurveyDone));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the exit survey: Position 2' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.exitSurveyLabel });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why did you leave/ }), 'Moved');
    await userEvent.click(within(dialog).getByRole('radio', { name: '2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answers' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.exitSurveyDone);
  });
});
