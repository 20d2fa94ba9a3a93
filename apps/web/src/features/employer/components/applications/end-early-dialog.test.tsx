import { MESSAGES } from '@ojt/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../../test/fake-api';
import { openApplicationDialog, seedApplication as seed } from '../../testing/application-dialog';
import { PLACED } from '../../testing/employer-fixtures';

// End early (issue 29): the employer ends its placed learner's placement, after a confirm step.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const openDialog = () =>
  openApplicationDialog('End the placement of Kiran Persad early', MESSAGES.endPlacementEarlyLabel);

async function fill(dialog: HTMLElement, date: string, reason: string) {
  fireEvent.change(within(dialog).getByLabelText(/^Last day/), { target: { value: date } });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), reason);
}

describe('End early (employer)', () => {
  it('checks the fields, asks to confirm, sends the date, reason and details', async () => {
    const api = seed(PLACED);
    const dialog = await openDialog();
    expect(within(dialog).getByText('Between 4 Jan 2027 and 30 Jun 2027')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.exitReasonInvalid);

    await fill(dialog, '2027-03-15', 'conduct');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Repeated absences');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/15 Mar 2027/)).toBeInTheDocument();
    // Back keeps the answers.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: /Details/ })).toHaveValue('Repeated absences');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.endPlacementEarlyLabel }));

    expect(await screen.findByText(MESSAGES.placementEndedEarly)).toBeInTheDocument();
    expect(api.calls('POST /api/Placements/1/EndEarly').map((r) => r.body)).toEqual([
      { date: '2027-03-15', reason: 'conduct', details: 'Repeated absences' },
    ]);
    const card = screen.getByRole('article', { name: 'Kiran Persad' });
    expect(await within(card).findByText(/Ended early on 15 Mar 2027: Conduct/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /early/ })).toBeNull();
  });

  it("shows the server's 409 in words", async () => {
    const api = seed(PLACED);
    api.override('POST /api/Placements/1/EndEarly', () => fail(409, 'CONFLICT', MESSAGES.changeOnlyPlaced));
    const dialog = await openDialog();
    await fill(dialog, '2027-03-15', 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.endPlacementEarlyLabel }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.changeOnlyPlaced);
  });
});
