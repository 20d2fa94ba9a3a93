import { type ExperienceLetter, MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { makeApplication, makeOpenJob } from '../../testing/learner-fixtures';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  // jsdom has no object URLs; the download helper needs them.
  URL.createObjectURL = vi.fn(() => 'blob:letter');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const letter = (id: number, overrides: Partial<ExperienceLetter> = {}): ExperienceLetter => ({
  letterId: id,
  placementId: 7,
  verificationCode: `7K3M-Q9TX-2HB${id}`,
  verifyUrl: `http://localhost/verify-letter/7K3M-Q9TX-2HB${id}`,
  issuedAt: '2027-07-02T14:00:00.000Z',
  revoked: false,
  revokedAt: null,
  revokeReason: null,
  ...overrides,
});

const PLACED = {
  placementStatus: 5,
  datePlaced: '2026-12-01',
  startDate: '2027-01-04',
  endDate: '2027-06-30',
  placementofficer: 'Dana Ali',
  pmeofficer: 'Marc Joseph',
  placementAssistant: 'Renee Baptiste',
  monthlyStipend: 4500,
};

const COMPLETED = {
  ...PLACED,
  placementStatus: 7,
  evaluation: {
    attendance: 5,
    punctuality: 4,
    quality: 4,
    teamwork: 4,
    remarks: 'Reliable and keen to learn.',
    completedEarlyReason: null,
    completedAt: '2027-06-30T16:00:00',
    overall: 4.3,
  },
  letters: [
    letter(2),
    letter(1, { revoked: true, revokedAt: '2027-07-02T18:00:00.000Z', revokeReason: 'Wrong end date.' }),
  ],
};

const card = () =>
  screen.getByRole('heading', { level: 3, name: 'Position 1' }).closest('article') as HTMLElement;

function seed(overrides: Parameters<typeof makeApplication>[2]) {
  return createFakeLearnerApi({ applications: [makeApplication(7, makeOpenJob(1), overrides)] });
}

describe('My Applications: the placement', () => {
  it('shows a Placed card’s dates, its three officers and the monthly stipend', async () => {
    seed(PLACED);
    renderLearnerDashboard('applications');
    await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
    const article = card();
    for (const text of [
      '1 Dec 2026',
      '4 Jan 2027',
      '30 Jun 2027',
      'Dana Ali',
      'Marc Joseph',
      'Renee Baptiste',
    ]) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
    expect(within(article).getByText('TTD 4,500 a month')).toBeInTheDocument();
    expect(within(article).queryByRole('region', { name: 'Your evaluation' })).not.toBeInTheDocument();
    expect(within(article).queryByRole('region', { name: 'Experience letters' })).not.toBeInTheDocument();
  });

  it('shows a Completed card’s evaluation and its letters; a revoked one says so and downloads marked REVOKED', async () => {
    seed(COMPLETED);
    renderLearnerDashboard('applications');
    await screen.findByRole('heading', { level: 3, name: 'Position 1' }, PAGE_LOAD);
    const article = card();
    const evaluation = within(article).getByRole('region', { name: 'Your evaluation' });
    expect(within(evaluation).getByText('5 out of 5')).toBeInTheDocument();
    expect(within(evaluation).getAllByText('4 out of 5')).toHaveLength(3);
    expect(within(evaluation).getByText('4.3 out of 5')).toBeInTheDocument();
    expect(within(evaluation).getByText('Reliable and keen to learn.')).toBeInTheDocument();

    const letters = within(article).getByRole('list', { name: 'Experience letters' });
    const [valid, revoked] = within(letters).getAllByRole('listitem');
    expect(valid).toHaveTextContent('7K3M-Q9TX-2HB2');
    expect(valid).toHaveTextContent('Issued 2 Jul 2027');
    expect(
      within(valid as HTMLElement).getByRole('button', { name: 'Download letter 7K3M-Q9TX-2HB2' }),
    ).toBeEnabled();
    expect(revoked).toHaveTextContent('Revoked');
    expect(revoked).toHaveTextContent('Wrong end date.');
    expect(revoked).toHaveTextContent(MESSAGES.letterRevokedLearnerNote);
    expect(within(revoked as HTMLElement).getByRole('button', { name: /^Download letter / })).toBeVisible();
  });

  it('downloads a letter, and says so when it fails', async () => {
    const api = seed(COMPLETED);
    let fail = true;
    api.override('GET /api/Letters/2/pdf', () =>
      fail
        ? json(403, { success: false, error: 'You cannot download this letter.', code: 'FORBIDDEN' })
        : new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderLearnerDashboard('applications');
    const button = await screen.findByRole('button', { name: 'Download letter 7K3M-Q9TX-2HB2' }, PAGE_LOAD);
    await userEvent.click(button);
    expect(await within(card()).findByText('You cannot download this letter.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls('GET /api/Letters/2/pdf')).toHaveLength(2);
    click.mockRestore();
  });
});
