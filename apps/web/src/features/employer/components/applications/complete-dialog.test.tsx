import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVED_GREEN } from '../../../../components/timesheet-colors';
import { badgeBackground, contrastRatio } from '../../../../test/contrast';
import { json } from '../../../../test/fetch-mock';
import {
  dialogField as field,
  openApplicationDialog,
  seedApplication as seed,
} from '../../testing/application-dialog';
import { PLACED } from '../../testing/employer-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

// An end date long past: completing needs no reason; one far ahead: it does.
const ENDED = { ...PLACED, startDate: '2025-01-06', endDate: '2025-06-30' };
const RUNNING = { ...PLACED, endDate: '2099-06-30' };

const openDialog = () => openApplicationDialog('Mark Kiran Persad Completed', 'Complete placement');

async function score(dialog: HTMLElement, label: string, value: number) {
  await userEvent.click(within(dialog).getByRole('radio', { name: `${label} ${value} of 5` }));
}

async function rate(dialog: HTMLElement) {
  await score(dialog, 'Attendance', 5);
  await score(dialog, 'Punctuality', 4);
  await score(dialog, 'Quality of work', 4);
  await score(dialog, 'Teamwork', 4);
}

describe('Complete placement', () => {
  it('has no badge below WCAG AA while open: the Placed badge is the AA green (issue 30; axe found one)', async () => {
    seed(RUNNING);
    await openDialog();
    const card = screen.getByRole('article', { name: 'Kiran Persad' });
    const placed = within(card).getByText('Placed');
    expect(badgeBackground(placed)).toBe(APPROVED_GREEN.toLowerCase());
    const badges = [...document.querySelectorAll('.mantine-Badge-root')];
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) {
      const background = badgeBackground(badge);
      expect(background, badge.textContent ?? '').toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(background ?? '', '#ffffff'), badge.textContent ?? '').toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows a Placed card’s dates, officers and stipend, and offers Mark Completed', async () => {
    seed(ENDED);
    const dialog = await openDialog();
    const card = screen.getByRole('article', { name: 'Kiran Persad' });
    expect(within(card).getByText('1 Dec 2026')).toBeInTheDocument();
    expect(within(card).getByText('6 Jan 2025')).toBeInTheDocument();
    expect(within(card).getByText('30 Jun 2025')).toBeInTheDocument();
    expect(within(card).getByText('Dana Ali')).toBeInTheDocument();
    expect(within(card).getByText('Marc Joseph')).toBeInTheDocument();
    expect(within(card).getByText('Renee Baptiste')).toBeInTheDocument();
    expect(within(card).getByText('TTD 4,500 a month')).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: /Attendance/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/1 = poor/)).toBeInTheDocument();
    // At or after the end date, no reason is asked.
    expect(within(dialog).queryByLabelText(/^Reason/)).not.toBeInTheDocument();
  });

  it('lists each missing score and the remarks in the summary, and sends nothing', async () => {
    const api = seed(ENDED);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent('Attendance is required');
    expect(summary).toHaveTextContent('Quality of work is required');
    expect(summary).toHaveTextContent(MESSAGES.remarksRequired);
    expect(within(summary).getByRole('link', { name: MESSAGES.remarksRequired })).toBeInTheDocument();
    expect(within(dialog).getAllByText(MESSAGES.remarksRequired)).toHaveLength(2);
    expect(api.calls('POST /api/Employer/CompletePlacement')).toHaveLength(0);
  });

  it('asks for the reason before the end date', async () => {
    const api = seed(RUNNING);
    const dialog = await openDialog();
    expect(within(dialog).getByText(/The placement ends on 30 Jun 2099/)).toBeInTheDocument();
    await rate(dialog);
    await userEvent.type(field(dialog, 'Remarks'), 'Good start.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.completionReasonRequired);
    expect(api.calls('POST /api/Employer/CompletePlacement')).toHaveLength(0);

    await userEvent.type(field(dialog, 'Reason'), 'The learner found a permanent job.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    await waitFor(() => expect(api.calls('POST /api/Employer/CompletePlacement')).toHaveLength(1));
    expect(api.calls('POST /api/Employer/CompletePlacement')[0]?.body).toMatchObject({
      Reason: 'The learner found a permanent job.',
    });
  });

  it('completes: the card shows Completed, the scores and the overall result', async () => {
    const api = seed(ENDED);
    const dialog = await openDialog();
    await rate(dialog);
    await userEvent.type(field(dialog, 'Remarks'), 'Reliable and keen to learn.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    expect(await within(dialog).findByText(MESSAGES.placementCompleted)).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/CompletePlacement')[0]?.body).toEqual({
      PlacementId: 1,
      Attendance: 5,
      Punctuality: 4,
      Quality: 4,
      Teamwork: 4,
      Remarks: 'Reliable and keen to learn.',
    });
    const card = screen.getByRole('article', { name: 'Kiran Persad' });
    const evaluation = await within(card).findByRole('region', { name: 'Evaluation' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(evaluation).getByText('5 out of 5')).toBeInTheDocument();
    expect(within(evaluation).getByText('4.3 out of 5')).toBeInTheDocument();
    expect(within(evaluation).getByText('Reliable and keen to learn.')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Mark Kiran Persad Completed' }),
    ).not.toBeInTheDocument();
  });

  it("puts the server's field messages under their fields and shows a 409's text", async () => {
    const api = seed(ENDED);
    api.override('POST /api/Employer/CompletePlacement', () =>
      json(400, {
        success: false,
        error: 'Teamwork must be a whole number from 1 to 5',
        code: 'VALIDATION',
        fields: {
          Teamwork: 'Teamwork must be a whole number from 1 to 5',
          Reason: MESSAGES.completionReasonRequired,
        },
      }),
    );
    const dialog = await openDialog();
    await rate(dialog);
    await userEvent.type(field(dialog, 'Remarks'), 'Fine.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('Teamwork must be a whole number from 1 to 5');
    expect(summary).toHaveTextContent(MESSAGES.completionReasonRequired);
    // The server asked for a reason: the field shows, with its message under it.
    expect(field(dialog, 'Reason')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.completionReasonRequired),
    );

    api.override('POST /api/Employer/CompletePlacement', () =>
      json(409, { success: false, error: MESSAGES.completeNotPlaced, code: 'CONFLICT' }),
    );
    await userEvent.type(field(dialog, 'Reason'), 'Moved away.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    expect(await within(dialog).findByText(MESSAGES.completeNotPlaced)).toBeInTheDocument();
  });
});
