import { AGREEMENT_MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { makeAgreement } from '../../testing/fake-learner-agreement';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { makeApplication, makeOpenJob } from '../../testing/learner-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const PLACED = { placementStatus: 5, startDate: '2027-01-04', endDate: '2027-06-30' };

async function agreementSection() {
  await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
  return screen.findByRole('region', { name: /Placement agreement · version/ }, PAGE_LOAD);
}

describe('My Applications: the placement agreement', () => {
  it('shows the terms readably, the due date and each version with its PDF', async () => {
    createFakeLearnerApi({ applications: [makeApplication(7, makeOpenJob(1), PLACED)] });
    renderLearnerDashboard('applications');
    const section = await agreementSection();
    for (const text of [
      'Caribbean Steel Ltd',
      '12 Wrightson Road, Port of Spain',
      '40 hours a week, Monday to Friday',
      'Level 2, 3,960.00 TTD a month',
      'Dana Ali, Marc Joseph, Renee Baptiste',
      'Confirm by 12 Dec 2026',
      'Awaiting confirmation',
    ]) {
      expect(within(section).getByText(text)).toBeInTheDocument();
    }
    expect(within(section).getByRole('button', { name: 'PDF: version 1' })).toBeEnabled();
  });

  it('says overdue in words', async () => {
    createFakeLearnerApi({
      applications: [makeApplication(7, makeOpenJob(1), PLACED)],
      agreements: { 7: makeAgreement(7, { overdue: true }) },
    });
    renderLearnerDashboard('applications');
    const section = await agreementSection();
    expect(within(section).getByText('Overdue: it was due by 12 Dec 2026')).toBeInTheDocument();
    expect(within(section).getByText(AGREEMENT_MESSAGES.agreementOverdueLabel)).toBeInTheDocument();
  });

  it('confirms the version shown, and then says it is confirmed', async () => {
    const api = createFakeLearnerApi({ applications: [makeApplication(7, makeOpenJob(1), PLACED)] });
    renderLearnerDashboard('applications');
    const section = await agreementSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm the agreement (version 1)' }));
    expect(await within(section).findByText(AGREEMENT_MESSAGES.agreementConfirmed)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Confirm the agreement/ })).not.toBeInTheDocument();
    expect(api.data.agreements[7]?.confirmedAt).not.toBeNull();
  });

  it('sends a question and lists it', async () => {
    createFakeLearnerApi({ applications: [makeApplication(7, makeOpenJob(1), PLACED)] });
    renderLearnerDashboard('applications');
    const section = await agreementSection();
    await userEvent.click(within(section).getByRole('button', { name: AGREEMENT_MESSAGES.agreementAsk }));
    await userEvent.type(
      within(section).getByLabelText(AGREEMENT_MESSAGES.agreementQuestionLabel),
      'Is Saturday a working day?',
    );
    await userEvent.click(
      within(section).getByRole('button', { name: AGREEMENT_MESSAGES.agreementSendQuestion }),
    );
    expect(await within(section).findByText(AGREEMENT_MESSAGES.agreementQuestionSent)).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText(/Is Saturday a working day\?/)).toBeInTheDocument());
  });

  it('shows no agreement on an application not placed', async () => {
    createFakeLearnerApi({ applications: [makeApplication(7, makeOpenJob(1))] });
    renderLearnerDashboard('applications');
    await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
    expect(screen.queryByRole('region', { name: /Placement agreement/ })).not.toBeInTheDocument();
  });
});
