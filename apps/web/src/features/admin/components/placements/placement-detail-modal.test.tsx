import { lettersRevokedText, MESSAGES, revokeAllLettersText } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeLetter, makeOfficers, makePlacement } from '../../testing/placement-fixtures';
import { openPlacements } from './placements-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

// A fresh copy each time: the fake server changes what it holds.
const completed = () =>
  makePlacement(2, {
    placementStatus: 7,
    datePlaced: '2026-01-05',
    startDate: '2026-01-12',
    endDate: '2026-07-10',
    placementOfficer: 'Anil Ramkissoon',
    pmeOfficer: 'Carla Mohammed',
    placementAssistant: 'Ebony Williams',
    monthlyStipend: 4500,
    history: [
      { from: null, to: 1, by: 'learner2', at: '2025-12-01T14:00:00.000Z' },
      { from: 1, to: 3, by: 'employer-1', at: '2025-12-10T14:00:00.000Z' },
      { from: 3, to: 5, by: 'admin-1', at: '2026-01-05T14:00:00.000Z' },
      { from: 5, to: 7, by: 'employer-1', at: '2026-07-10T18:00:00.000Z' },
    ],
    evaluation: {
      attendance: 5,
      punctuality: 4,
      quality: 4,
      teamwork: 5,
      overall: 4.5,
      remarks: 'Reliable and keen to learn.',
      completedEarlyReason: null,
      completedAt: '2026-07-10',
    },
    letters: [
      makeLetter(11, 2),
      makeLetter(10, 2, {
        revoked: true,
        revokedAt: '2026-07-20T12:00:00.000Z',
        revokeReason: 'Issued in error',
      }),
    ],
  });

function seed() {
  return createFakeAdminApi({
    placements: [makePlacement(1, { monthlyStipend: null }), completed()],
    officers: makeOfficers(),
  });
}

async function openDetail(name: string, position: string) {
  await userEvent.click(screen.getByRole('button', { name: `View placement of ${name}, ${position}` }));
  return screen.findByRole('dialog', { name: `${name} · ${position}` });
}

describe('Placement details', () => {
  it('shows the dates, officers, stipend, evaluation, history and letters of a completed placement', async () => {
    const api = seed();
    await openPlacements('Learner2 Persad');
    const dialog = await openDetail('Learner2 Persad', 'Position 2');
    await within(dialog).findByText('Anil Ramkissoon');

    for (const text of [
      'Learner2 Persad (L002)',
      'Company 002 Ltd (EMP002)',
      'Information Technology',
      'Completed',
      '5 Jan 2026',
      '12 Jan 2026',
      '10 Jul 2026',
      'TTD 4,500 a month',
      'Carla Mohammed',
      'Ebony Williams',
      '4.5 out of 5',
      'Reliable and keen to learn.',
      'Selected → Placed',
      'Placed → Completed',
      'Application made: Applied',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    // Who and when (Port of Spain time: 14:00 UTC is 10:00 am).
    expect(within(dialog).getByText(/by admin-1 · 5 Jan 2026, 10:00 am/)).toBeInTheDocument();
    const history = within(dialog).getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(4);

    const letters = within(dialog).getByRole('list', { name: 'Experience letters' });
    expect(within(letters).getAllByRole('listitem')).toHaveLength(2);
    expect(within(letters).getByText('Revoked')).toBeInTheDocument();
    expect(within(letters).getByText('Revoked 20 Jul 2026: Issued in error')).toBeInTheDocument();
    expect(within(letters).getByRole('button', { name: 'Revoke letter 7K3M-Q9TX-2HB11' })).toBeVisible();
    expect(within(letters).queryByRole('button', { name: 'Revoke letter 7K3M-Q9TX-2HB10' })).toBeNull();
    expect(within(letters).getByRole('button', { name: 'Download letter 7K3M-Q9TX-2HB10' })).toBeVisible();
    // Completed: nothing to place.
    expect(within(dialog).queryByRole('button', { name: 'Place learner' })).toBeNull();
    expect(api.calls('GET /api/Admin/GetPlacementById/2')).toHaveLength(1);
  });

  it("says 'Not known' for a stipend without a rate and offers Place learner while Selected", async () => {
    seed();
    await openPlacements('Learner2 Persad');
    const dialog = await openDetail('Learner1 Persad', 'Position 1');
    expect(await within(dialog).findByText('Not known')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Place learner' })).toBeVisible();
    expect(within(dialog).getByText('No letters issued.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: MESSAGES.commentsTitle })).not.toBeInTheDocument();
  });

  it("shows the employer's messages to the applicant and its private notes", async () => {
    createFakeAdminApi({
      placements: [
        makePlacement(1, {
          placementComments: '[23 Nov 2026, 1:40 pm] Company 001 Ltd: We will call you on Monday.',
          privateNotes: '[23 Nov 2026, 1:45 pm] Company 001 Ltd: Keep as a backup.',
        }),
      ],
      officers: makeOfficers(),
    });
    await openPlacements('Learner1 Persad');
    const dialog = await openDetail('Learner1 Persad', 'Position 1');
    const messages = await within(dialog).findByRole('list', { name: MESSAGES.applicantMessagesTitle });
    expect(messages).toHaveTextContent('Company 001 Ltd: We will call you on Monday.');
    const notes = within(dialog).getByRole('list', { name: MESSAGES.privateNotesTitle });
    expect(notes).toHaveTextContent('Company 001 Ltd: Keep as a backup.');
  });

  it('revokes a letter only with a reason, then shows it revoked', async () => {
    const api = seed();
    await openPlacements('Learner2 Persad');
    const dialog = await openDetail('Learner2 Persad', 'Position 2');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Revoke letter 7K3M-Q9TX-2HB11' }),
    );
    const revoke = await screen.findByRole('dialog', { name: 'Revoke letter' });

    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke letter' }));
    expect(await within(revoke).findAllByText(MESSAGES.revokeReasonRequired)).toHaveLength(2);
    expect(within(revoke).getByRole('alert')).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(api.calls('POST /api/Admin/RevokeLetter')).toHaveLength(0);

    await userEvent.type(
      within(revoke).getByRole('textbox', { name: /Reason/ }),
      'Learner asked for a correction',
    );
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke letter' }));
    expect(await screen.findByText(MESSAGES.letterRevokedDone)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/RevokeLetter').map((r) => r.body)).toEqual([
      { LetterId: 11, Reason: 'Learner asked for a correction' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke letter' })).toBeNull());
    expect(
      await within(dialog).findByText('Revoked 24 Nov 2026: Learner asked for a correction'),
    ).toBeInTheDocument();
    // New letters are now held until the office answers.
    expect(within(dialog).getByText(MESSAGES.lettersHeldTitle)).toBeVisible();
  });

  it('says that all the valid letters of the placement go, and then shows each revoked', async () => {
    const placement = completed();
    placement.letters.unshift(makeLetter(12, 2));
    const api = createFakeAdminApi({ placements: [placement], officers: makeOfficers() });
    await openPlacements('Learner2 Persad');
    const dialog = await openDetail('Learner2 Persad', 'Position 2');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Revoke letter 7K3M-Q9TX-2HB12' }),
    );
    const revoke = await screen.findByRole('dialog', { name: 'Revoke letter' });
    expect(within(revoke).getByText(revokeAllLettersText(2))).toBeVisible();
    await userEvent.type(within(revoke).getByRole('textbox', { name: /Reason/ }), 'Wrong dates');
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke letter' }));
    expect(await screen.findByText(lettersRevokedText(2))).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/RevokeLetter')).toHaveLength(1);
    expect(await within(dialog).findAllByText('Revoked 24 Nov 2026: Wrong dates')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /^Revoke letter/ })).toBeNull();
  });

  it('shows a refused revocation in the dialog', async () => {
    const api = seed();
    api.override('POST /api/Admin/RevokeLetter', () =>
      json(409, { success: false, error: MESSAGES.letterAlreadyRevoked, code: 'CONFLICT' }),
    );
    await openPlacements('Learner2 Persad');
    const dialog = await openDetail('Learner2 Persad', 'Position 2');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Revoke letter 7K3M-Q9TX-2HB11' }),
    );
    const revoke = await screen.findByRole('dialog', { name: 'Revoke letter' });
    await userEvent.type(within(revoke).getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke letter' }));
    expect(await within(revoke).findByText(MESSAGES.letterAlreadyRevoked)).toBeInTheDocument();
  });
});
