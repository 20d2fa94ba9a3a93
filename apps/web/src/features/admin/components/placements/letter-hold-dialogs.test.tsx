import { endDateAfterCompletionMessage, MESSAGES } from '@ojt/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeLetter, makeOfficers, makePlacement } from '../../testing/placement-fixtures';
import { openPlacements } from './placements-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ALLOW = 'POST /api/Admin/AllowLetterReissue';
const CORRECT = 'POST /api/Admin/CorrectPlacementDates';
const DETAIL = 'GET /api/Admin/GetPlacementById/2';

/** A Completed placement (12 Jan to 10 Jul 2026) whose letter the office revoked: new letters held. */
const held = () =>
  makePlacement(2, {
    placementStatus: 7,
    datePlaced: '2026-01-05',
    startDate: '2026-01-12',
    endDate: '2026-07-10',
    lettersHeld: true,
    letters: [
      makeLetter(11, 2),
      makeLetter(10, 2, {
        revoked: true,
        revokedAt: '2026-07-20T12:00:00.000Z',
        revokeReason: 'Wrong dates',
      }),
    ],
  });

function seed() {
  return createFakeAdminApi({ placements: [makePlacement(1), held()], officers: makeOfficers() });
}

async function openHeld() {
  await openPlacements('Learner2 Persad');
  await userEvent.click(
    screen.getByRole('button', { name: 'View placement of Learner2 Persad, Position 2' }),
  );
  const detail = await screen.findByRole('dialog', { name: 'Learner2 Persad · Position 2' });
  await within(detail).findByText(MESSAGES.lettersHeldTitle);
  return detail;
}

async function openAction(detail: HTMLElement, action: string) {
  await userEvent.click(within(detail).getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: action });
}

const setDate = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('A placement whose new letters are held', () => {
  it('says so only while held', async () => {
    seed();
    const detail = await openHeld();
    expect(within(detail).getByText(MESSAGES.lettersHeldExplain)).toBeVisible();
    await userEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'View placement of Learner1 Persad, Position 1' }),
    );
    const other = await screen.findByRole('dialog', { name: 'Learner1 Persad · Position 1' });
    await within(other).findByText('No letters issued.');
    expect(within(other).queryByText(MESSAGES.lettersHeldTitle)).toBeNull();
  });
});

describe('Allow a new letter', () => {
  it('asks for a reason, names the learner and the employer, then lifts the hold', async () => {
    const api = seed();
    const detail = await openHeld();
    const dialog = await openAction(detail, MESSAGES.allowLetterAction);
    expect(
      within(dialog).getByText(
        'Company 002 Ltd will be able to generate a new experience letter for Learner2 Persad. The reason is kept in the audit trail.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Learner2 Persad · Position 2 at Company 002 Ltd')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.allowLetterAction }));
    expect(await within(dialog).findByText(MESSAGES.reissueReasonRequired)).toBeVisible();
    expect(api.calls(ALLOW)).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Dates checked with the employer',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.allowLetterAction }));
    expect(await screen.findByText(MESSAGES.letterReissueAllowed)).toBeInTheDocument();
    expect(screen.getByText('Learner2 Persad · Company 002 Ltd')).toBeInTheDocument();
    expect(api.calls(ALLOW).map((r) => r.body)).toEqual([
      { PlacementId: 2, Reason: 'Dates checked with the employer' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.allowLetterAction })).toBeNull(),
    );
    await waitFor(() => expect(within(detail).queryByText(MESSAGES.lettersHeldTitle)).toBeNull());
    expect(api.calls(DETAIL)).toHaveLength(2);
  });

  it("shows the server's refusal in the dialog", async () => {
    const api = seed();
    api.override(ALLOW, () =>
      json(409, { success: false, error: MESSAGES.letterReissueNotHeld, code: 'CONFLICT' }),
    );
    const detail = await openHeld();
    const dialog = await openAction(detail, MESSAGES.allowLetterAction);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Checked');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.allowLetterAction }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.letterReissueNotHeld);
    expect(screen.getByRole('dialog', { name: MESSAGES.allowLetterAction })).toBeVisible();
  });
});

describe('Correct placement dates', () => {
  it('checks the dates and the reason, sends them, and shows the new dates', async () => {
    const api = seed();
    const detail = await openHeld();
    const dialog = await openAction(detail, MESSAGES.correctDatesAction);
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue('2026-01-12');
    expect(within(dialog).getByLabelText(/^End date/)).toHaveValue('2026-07-10');
    expect(dialog).toHaveTextContent(
      `Learner2 Persad · Position 2 at Company 002 Ltd${MESSAGES.correctDatesExplain}`,
    );

    setDate(dialog, 'End date', '2026-01-11');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.correctDatesAction }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(within(summary).getByRole('link', { name: MESSAGES.reissueReasonRequired })).toBeVisible();
    expect(within(dialog).getAllByText(MESSAGES.endDateNotBeforeStart)).toHaveLength(2);
    expect(summary).toHaveFocus();
    expect(api.calls(CORRECT)).toHaveLength(0);

    setDate(dialog, 'End date', '2026-06-30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left at the end of June');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.correctDatesAction }));
    expect(await screen.findByText(MESSAGES.placementDatesCorrected)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Learner2 Persad · Company 002 Ltd: 12 Jan 2026 to 30 Jun 2026. 1 letter that stated other dates was revoked.',
      ),
    ).toBeInTheDocument();
    expect(api.calls(CORRECT).map((r) => r.body)).toEqual([
      { PlacementId: 2, StartDate: '2026-01-12', EndDate: '2026-06-30', Reason: 'Left at the end of June' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.correctDatesAction })).toBeNull(),
    );
    expect(await within(detail).findByText('30 Jun 2026')).toBeInTheDocument();
    expect(within(detail).queryByText(MESSAGES.lettersHeldTitle)).toBeNull();
  });

  it("shows the server's 400 under its field and in the summary, and a 409 in the form", async () => {
    const api = seed();
    const late = endDateAfterCompletionMessage('2026-07-10');
    api.override(CORRECT, () =>
      json(400, { success: false, error: late, code: 'VALIDATION', fields: { EndDate: late } }),
    );
    const detail = await openHeld();
    const dialog = await openAction(detail, MESSAGES.correctDatesAction);
    setDate(dialog, 'End date', '2026-07-31');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Stayed to the end of July',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.correctDatesAction }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('link', { name: late })).toBeVisible();
    expect(within(dialog).getAllByText(late)).toHaveLength(2);

    api.override(CORRECT, () =>
      json(409, { success: false, error: MESSAGES.placementDatesUnchanged, code: 'CONFLICT' }),
    );
    setDate(dialog, 'End date', '2026-07-10');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.correctDatesAction }));
    expect(await within(dialog).findByText(MESSAGES.placementDatesUnchanged)).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.placementDatesUnchanged);
    expect(screen.getByRole('dialog', { name: MESSAGES.correctDatesAction })).toBeVisible();
  });
});
