import { AGREEMENT_MESSAGES as TEXT } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAgreement } from '../../../../test/fake-agreements';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makePlacement } from '../../testing/placement-fixtures';
import { openPlacements } from './placements-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  // jsdom has no object URLs; the download helper needs them.
  URL.createObjectURL = vi.fn(() => 'blob:agreement');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const placed = (n: number) =>
  makePlacement(n, {
    placementStatus: 5,
    datePlaced: '2026-11-28',
    startDate: '2027-01-04',
    endDate: '2027-06-30',
  });

async function openAgreement(name: string, position: string) {
  await openPlacements(name);
  await userEvent.click(screen.getByRole('button', { name: `View placement of ${name}, ${position}` }));
  const dialog = await screen.findByRole('dialog', { name: `${name} · ${position}` });
  return within(dialog).findByRole('region', { name: /Placement agreement · version/ });
}

describe("The office's view of a placement agreement", () => {
  it('shows the version, when drawn, confirm by and the questions, and downloads each version', async () => {
    const api = createFakeAdminApi({
      placements: [placed(1)],
      agreements: {
        1: makeAgreement(1, {
          version: 2,
          drawnAt: '2026-12-02T13:00:00.000Z',
          confirmBy: '2026-12-16',
          versions: [
            { version: 2, drawnAt: '2026-12-02T13:00:00.000Z', confirmBy: '2026-12-16', confirmedAt: null },
            {
              version: 1,
              drawnAt: '2026-11-28T14:00:00.000Z',
              confirmBy: '2026-12-12',
              confirmedAt: '2026-11-30T15:00:00.000Z',
            },
          ],
          questions: [
            { version: 1, text: 'Is Saturday a working day?', askedAt: '2026-11-29T14:00:00.000Z' },
          ],
        }),
      },
    });
    const block = await openAgreement('Learner1 Persad', 'Position 1');
    expect(
      within(block).getByRole('heading', { name: 'Placement agreement · version 2' }),
    ).toBeInTheDocument();
    expect(within(block).getByText(TEXT.agreementAwaitingLabel)).toBeInTheDocument();
    expect(within(block).getByText('Confirm by 16 Dec 2026')).toBeInTheDocument();
    expect(within(block).getByText('Drawn 2 Dec 2026, 9:00 am')).toBeInTheDocument();
    expect(within(block).getByText('Version 1, confirmed on 30 Nov 2026')).toBeInTheDocument();
    const questions = within(block).getByRole('list', { name: TEXT.agreementQuestions });
    expect(within(questions).getByText(/\(version 1\): Is Saturday a working day\?/)).toBeInTheDocument();

    await userEvent.click(
      within(block).getByRole('button', { name: `${TEXT.agreementDownload}: version 2` }),
    );
    await waitFor(() => expect(api.calls('GET /api/Placements/1/Agreement/2/pdf')).toHaveLength(1));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('says overdue, or confirmed on, in words', async () => {
    createFakeAdminApi({
      placements: [placed(1), placed(2)],
      agreements: {
        1: makeAgreement(1, { overdue: true }),
        2: makeAgreement(2, { confirmedAt: '2026-12-01T13:00:00.000Z' }),
      },
    });
    let block = await openAgreement('Learner1 Persad', 'Position 1');
    expect(within(block).getByText('Overdue: it was due by 12 Dec 2026')).toBeInTheDocument();
    expect(within(block).getByText(TEXT.agreementOverdueLabel)).toBeInTheDocument();
    expect(within(block).getByText(TEXT.agreementNoQuestions)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(
      screen.getByRole('button', { name: 'View placement of Learner2 Persad, Position 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Learner2 Persad · Position 2' });
    block = await within(dialog).findByRole('region', { name: /Placement agreement · version/ });
    expect(within(block).getByText('Confirmed on 1 Dec 2026')).toBeInTheDocument();
    expect(within(block).getByText(TEXT.agreementConfirmedLabel)).toBeInTheDocument();
  });

  it('asks nothing about the agreement of a placement never placed', async () => {
    const api = createFakeAdminApi({ placements: [makePlacement(1)] });
    await openPlacements('Learner1 Persad');
    await userEvent.click(
      screen.getByRole('button', { name: 'View placement of Learner1 Persad, Position 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Learner1 Persad · Position 1' });
    await within(dialog).findByText('Status history');
    expect(within(dialog).queryByRole('region', { name: /Placement agreement/ })).not.toBeInTheDocument();
    expect(api.calls('GET /api/Placements/1/Agreement')).toHaveLength(0);
  });
});
