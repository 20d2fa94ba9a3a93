import { MESSAGES } from '@ojt/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../../test/fake-api';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeOfficers, makePlacement } from '../../testing/placement-fixtures';
import { NAME, openPlacements } from './placements-test-helpers';

// The changes of circumstance of a Placed placement (issue 29): Record break, Transfer, End early.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const placed = () =>
  makePlacement(3, {
    placementStatus: 5,
    datePlaced: '2026-01-05',
    startDate: '2026-01-12',
    endDate: '2026-12-31',
  });
/** The same learner's application Selected by another employer (Company 001 Ltd). */
const selected = () =>
  makePlacement(4, { learnerId: 'L003', learnerName: 'Learner3 Persad', positionTitle: 'Lab assistant' });

function seed(placements = [placed(), selected()]) {
  return createFakeAdminApi({ placements, officers: makeOfficers() });
}

async function openPlaced() {
  renderDashboard('admin', 'placements');
  await screen.findAllByText('Learner3 Persad', NAME, PAGE_LOAD);
  await userEvent.click(
    screen.getByRole('button', { name: 'View placement of Learner3 Persad, Position 3' }),
  );
  return screen.findByRole('dialog', { name: 'Learner3 Persad · Position 3' });
}

async function openAction(detail: HTMLElement, action: string) {
  await userEvent.click(await within(detail).findByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: action });
}

const setField = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Record break', () => {
  it('checks the fields, sends the break with the end date moved by default, and lists it', async () => {
    const api = seed();
    const detail = await openPlaced();
    expect(await within(detail).findByText(MESSAGES.noBreaks)).toBeInTheDocument();
    const dialog = await openAction(detail, MESSAGES.recordBreakLabel);
    expect(within(dialog).getByRole('checkbox', { name: MESSAGES.extendEndLabel })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.recordBreakLabel }));
    expect(await within(dialog).findAllByText(MESSAGES.breakReasonRequired)).toHaveLength(2);
    expect(api.calls('POST /api/Admin/RecordBreak')).toHaveLength(0);

    setField(dialog, /^First day of the break/, '2026-03-02');
    setField(dialog, /^Last day of the break/, '2026-03-06');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Surgery');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.recordBreakLabel }));
    expect(await screen.findByText(MESSAGES.breakRecorded)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/RecordBreak').map((r) => r.body)).toEqual([
      { placementId: 3, from: '2026-03-02', to: '2026-03-06', reason: 'Surgery', extendEnd: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.recordBreakLabel })).toBeNull());
    const list = await within(detail).findByRole('list', { name: MESSAGES.breaksHeading });
    expect(list).toHaveTextContent('2 Mar 2026 to 6 Mar 2026 · 5 days');
    expect(list).toHaveTextContent('Surgery');
    // The end date moved by the five days.
    expect(await within(detail).findByText('5 Jan 2027')).toBeInTheDocument();
  });

  it("sends extendEnd false when unticked and shows the server's 409 in words", async () => {
    const api = seed();
    api.override('POST /api/Admin/RecordBreak', () => fail(409, 'CONFLICT', MESSAGES.breakOverlaps));
    const dialog = await openAction(await openPlaced(), MESSAGES.recordBreakLabel);
    setField(dialog, /^First day of the break/, '2026-03-02');
    setField(dialog, /^Last day of the break/, '2026-03-02');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Family');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: MESSAGES.extendEndLabel }));
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.recordBreakLabel }));
    expect(await within(dialog).findByText(MESSAGES.breakOverlaps)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/RecordBreak')[0]?.body).toMatchObject({ extendEnd: false });
  });
});

describe('Transfer', () => {
  it("offers the learner's Selected applications elsewhere and sends the transfer", async () => {
    const api = seed();
    const detail = await openPlaced();
    const dialog = await openAction(detail, MESSAGES.transferLabel);
    const choice = within(dialog).getByRole('combobox', { name: /New placement/ });
    await waitFor(() => expect(choice).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.transferLabel }));
    expect(await within(dialog).findAllByText(/New placement/)).not.toHaveLength(0);
    expect(api.calls('POST /api/Admin/TransferPlacement')).toHaveLength(0);

    await userEvent.selectOptions(choice, '4');
    expect(choice).toHaveDisplayValue(/Company 001 Ltd · Lab assistant/);
    setField(dialog, /^Last day with the current employer/, '2026-06-30');
    setField(dialog, /^New start date/, '2026-07-01');
    setField(dialog, /^New end date/, '2027-01-31');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Site closed');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.transferLabel }));
    expect(await screen.findByText(MESSAGES.placementTransferred)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/TransferPlacement').map((r) => r.body)).toEqual([
      {
        placementId: 3,
        newPlacementId: 4,
        lastDay: '2026-06-30',
        startDate: '2026-07-01',
        endDate: '2027-01-31',
        reason: 'Site closed',
      },
    ]);
    // Transferred now: the record names the new placement and offers no more changes.
    expect(await within(detail).findByRole('button', { name: 'Open placement 4' })).toBeInTheDocument();
    expect(within(detail).getByText(MESSAGES.transferredToLabel)).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: MESSAGES.transferLabel })).toBeNull();
  });

  it('says when there is nowhere to go and offers no transfer', async () => {
    seed([placed()]);
    const dialog = await openAction(await openPlaced(), MESSAGES.transferLabel);
    expect(await within(dialog).findByText(/nowhere to transfer to/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: MESSAGES.transferLabel })).toBeDisabled();
  });

  it('shows a refused transfer in the dialog', async () => {
    const api = seed();
    api.override('POST /api/Admin/TransferPlacement', () =>
      fail(409, 'CONFLICT', MESSAGES.transferLastDayOutside),
    );
    const dialog = await openAction(await openPlaced(), MESSAGES.transferLabel);
    const choice = within(dialog).getByRole('combobox', { name: /New placement/ });
    await waitFor(() => expect(choice).toBeEnabled());
    await userEvent.selectOptions(choice, '4');
    setField(dialog, /^Last day with the current employer/, '2027-06-30');
    setField(dialog, /^New start date/, '2027-07-01');
    setField(dialog, /^New end date/, '2027-12-31');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Moved');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.transferLabel }));
    expect(await within(dialog).findByText(MESSAGES.transferLastDayOutside)).toBeInTheDocument();
  });
});

describe('End early (office)', () => {
  it('asks for the date and a reason from the list, confirms, and sends them', async () => {
    const api = seed();
    const detail = await openPlaced();
    await userEvent.click(await within(detail).findByRole('button', { name: MESSAGES.endEarlyLabel }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.endPlacementEarlyLabel });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findAllByText(MESSAGES.exitReasonInvalid)).toHaveLength(2);

    setField(dialog, /^Last day/, '2026-05-15');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'conduct');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Repeated absences');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/15 May 2026/)).toBeInTheDocument();
    expect(api.calls('POST /api/Placements/3/EndEarly')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.endPlacementEarlyLabel }));
    expect(await screen.findByText(MESSAGES.placementEndedEarly)).toBeInTheDocument();
    expect(api.calls('POST /api/Placements/3/EndEarly').map((r) => r.body)).toEqual([
      { date: '2026-05-15', reason: 'conduct', details: 'Repeated absences' },
    ]);
    // Exited early: the reason and details show.
    expect(await within(detail).findByText('Conduct')).toBeInTheDocument();
    expect(within(detail).getByText('Repeated absences')).toBeInTheDocument();
  });

  it("shows the server's 409 on the confirm step", async () => {
    const api = seed();
    api.override('POST /api/Placements/3/EndEarly', () => fail(409, 'CONFLICT', MESSAGES.exitDateOutside));
    await openPlaced();
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.endEarlyLabel }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.endPlacementEarlyLabel });
    setField(dialog, /^Last day/, '2026-05-15');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'health');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.endPlacementEarlyLabel }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.exitDateOutside);
  });
});

describe('a record that changed', () => {
  it('names the placement a transfer came from and an exit reason', async () => {
    seed([
      placed(),
      makePlacement(5, {
        placementStatus: 9,
        startDate: '2026-01-12',
        endDate: '2026-04-30',
        transferredFrom: 3,
        exitReason: 'found-work',
        exitDetails: 'A bank',
        exitedAt: '2026-04-30T15:00:00.000Z',
      }),
    ]);
    await openPlacements('Learner3 Persad');
    await userEvent.click(
      screen.getByRole('button', { name: 'View placement of Learner5 Persad, Position 5' }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Learner5 Persad · Position 5' });
    const from = await within(detail).findByRole('button', { name: 'Open placement 3' });
    expect(within(detail).getByText(MESSAGES.transferredFromLabel)).toBeInTheDocument();
    expect(within(detail).getByText('Found work')).toBeInTheDocument();
    expect(within(detail).getByText('A bank')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: MESSAGES.endEarlyLabel })).toBeNull();
    // The link opens the placement it came from in the same dialog.
    await userEvent.click(from);
    expect(await screen.findByRole('dialog', { name: 'Learner3 Persad · Position 3' })).toBeInTheDocument();
  });
});
