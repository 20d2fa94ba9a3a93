import { MESSAGES } from '@ojt/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeOfficers, makePlacement } from '../../testing/placement-fixtures';
import { LIST, openPlacements, rowOf } from './placements-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const PLACE = 'POST /api/Admin/PlaceLearner';

function seed() {
  return createFakeAdminApi({ placements: [makePlacement(1)], officers: makeOfficers() });
}

async function openPlaceDialog() {
  await openPlacements('Learner1 Persad');
  await userEvent.click(
    screen.getByRole('button', { name: 'View placement of Learner1 Persad, Position 1' }),
  );
  const detail = await screen.findByRole('dialog', { name: 'Learner1 Persad · Position 1' });
  await userEvent.click(await within(detail).findByRole('button', { name: 'Place learner' }));
  const dialog = await screen.findByRole('dialog', { name: 'Place learner' });
  // The officers have loaded.
  await within(dialog).findByRole('option', { name: 'Anil Ramkissoon' });
  return { detail, dialog };
}

const setDate = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

const confirmChecked = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('checkbox', { name: MESSAGES.qualificationCheckedLabel }));

async function chooseOfficers(dialog: HTMLElement) {
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: /^Placement officer/ }),
    'Beverly Joseph',
  );
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: /^PME officer/ }),
    'Carla Mohammed',
  );
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: /^Placement assistant/ }),
    'Farid Ali',
  );
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Place learner' }));

describe('Place learner', () => {
  it('offers only the active officers of each role', async () => {
    seed();
    const { dialog } = await openPlaceDialog();
    const options = (name: RegExp) =>
      within(within(dialog).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options(/^Placement officer/)).toEqual([
      'Choose a placement officer',
      'Anil Ramkissoon',
      'Beverly Joseph',
    ]);
    expect(options(/^PME officer/)).toEqual(['Choose a PME officer', 'Carla Mohammed', 'Dexter Charles']);
    expect(options(/^Placement assistant/)).toEqual([
      'Choose a placement assistant',
      'Ebony Williams',
      'Farid Ali',
    ]);
  });

  it('lists every problem at the top and under each field, and sends nothing', async () => {
    const api = seed();
    const { dialog } = await openPlaceDialog();
    await submit(dialog);

    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    for (const text of [
      'Start date is required',
      'End date is required',
      'Placement officer is required',
      'PME officer is required',
      'Placement assistant is required',
      MESSAGES.qualificationCheckedRequired,
    ]) {
      expect(within(summary).getByRole('link', { name: text })).toBeInTheDocument();
      expect(within(dialog).getAllByText(text)).toHaveLength(2);
    }
    expect(summary).toHaveFocus();
    expect(api.calls(PLACE)).toHaveLength(0);
  });

  it('says the end date must be after the start date, even before the officers are chosen', async () => {
    seed();
    const { dialog } = await openPlaceDialog();
    setDate(dialog, 'Start date', '2026-12-01');
    setDate(dialog, 'End date', '2026-11-30');
    await submit(dialog);
    expect(await within(dialog).findAllByText(MESSAGES.endDateAfterStart)).toHaveLength(2);
  });

  it('says the end date must be at most 24 months after the start', async () => {
    const api = seed();
    const { dialog } = await openPlaceDialog();
    await chooseOfficers(dialog);
    setDate(dialog, 'Start date', '2026-12-01');
    setDate(dialog, 'End date', '2028-12-02');
    await submit(dialog);
    expect(await within(dialog).findAllByText(MESSAGES.endDateWithin24Months)).toHaveLength(2);
    expect(api.calls(PLACE)).toHaveLength(0);
  });

  it('shows which qualification sets the stipend, and places only once the office confirms it checked the certificate', async () => {
    const api = seed();
    const { dialog } = await openPlaceDialog();
    expect(within(dialog).getByText(/^Stipend set by/).parentElement).toHaveTextContent(
      'Stipend set by: CAPE, Accounting (TTD 4,500 a month)',
    );
    const box = within(dialog).getByRole('checkbox', { name: MESSAGES.qualificationCheckedLabel });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    await chooseOfficers(dialog);
    setDate(dialog, 'Start date', '2026-12-01');
    setDate(dialog, 'End date', '2027-06-01');
    await submit(dialog);
    const summary = await within(dialog).findByRole('alert');
    const link = within(summary).getByRole('link', { name: MESSAGES.qualificationCheckedRequired });
    await userEvent.click(link);
    expect(box).toHaveFocus();
    expect(api.calls(PLACE)).toHaveLength(0);
    // By keyboard: the space bar ticks the focused box.
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await submit(dialog);
    expect(await screen.findByText(MESSAGES.learnerPlaced)).toBeInTheDocument();
    expect(api.calls(PLACE).map((r) => r.body)).toMatchObject([{ QualificationChecked: true }]);
  });

  it('says so when no qualification the learner lists has a stipend rate', async () => {
    createFakeAdminApi({
      placements: [makePlacement(1, { monthlyStipend: null, stipendQualification: null })],
      officers: makeOfficers(),
    });
    const { dialog } = await openPlaceDialog();
    expect(within(dialog).getByText(/^Stipend set by/).parentElement).toHaveTextContent(
      `Stipend set by: ${MESSAGES.noStipendQualification}`,
    );
  });

  it('places the learner: sends the dates and officer ids, closes, reloads the list and the details', async () => {
    const api = seed();
    const { detail, dialog } = await openPlaceDialog();
    const lists = api.calls(LIST).length;
    await chooseOfficers(dialog);
    await confirmChecked(dialog);
    setDate(dialog, 'Date placed', '2026-11-24');
    setDate(dialog, 'Start date', '2026-12-01');
    setDate(dialog, 'End date', '2028-12-01');
    await submit(dialog);

    expect(await screen.findByText(MESSAGES.learnerPlaced)).toBeInTheDocument();
    expect(api.calls(PLACE).map((r) => r.body)).toEqual([
      {
        PlacementId: 1,
        DatePlaced: '2026-11-24',
        StartDate: '2026-12-01',
        EndDate: '2028-12-01',
        PlacementOfficer: 2,
        PmeOfficer: 3,
        PlacementAssistant: 6,
        QualificationChecked: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Place learner' })).toBeNull());
    expect(await within(detail).findByText('Beverly Joseph')).toBeInTheDocument();
    expect(within(detail).getByText('1 Dec 2028')).toBeInTheDocument();
    expect(within(detail).getByText('Selected → Placed')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Place learner' })).toBeNull();
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(lists));
    await waitFor(() => expect(within(rowOf('Learner1 Persad')).getByText('Placed')).toBeInTheDocument());
  });

  it("offers levels 1-5 with the qualification's level as the default, which sends no level", async () => {
    // CAPE pays TTD 3,960: level 2.
    createFakeAdminApi({
      placements: [makePlacement(1, { monthlyStipend: 3960 })],
      officers: makeOfficers(),
    });
    const { dialog } = await openPlaceDialog();
    const select = within(dialog).getByRole('combobox', { name: MESSAGES.stipendLevelLabel });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      "The qualification's level (Level 2)",
      'Level 1: CVQ, CXC, NVQ, Secondary, Primary, Certificate Level 1',
      'Level 2: Technical, A Levels, CAPE, Certificate Level 2, Diploma, Tertiary (default)',
      'Level 3: Associate Degree',
      'Level 4: First Degree, Certificate Level 3',
      'Level 5: Doctorate, Masters Degree',
    ]);
    expect(
      within(dialog).getByRole('textbox', { name: MESSAGES.stipendReasonLabel }),
    ).toHaveAccessibleDescription(MESSAGES.stipendReasonHint);
  });

  it('asks for the reason for another level, then sends the level and the reason', async () => {
    const api = createFakeAdminApi({
      placements: [makePlacement(1, { monthlyStipend: 3960 })],
      officers: makeOfficers(),
    });
    const { dialog } = await openPlaceDialog();
    await chooseOfficers(dialog);
    await confirmChecked(dialog);
    setDate(dialog, 'Start date', '2026-12-01');
    setDate(dialog, 'End date', '2027-06-01');
    const select = within(dialog).getByRole('combobox', { name: MESSAGES.stipendLevelLabel });
    // The default level itself needs no reason; another one does.
    await userEvent.selectOptions(select, '2');
    await userEvent.selectOptions(select, '4');
    await submit(dialog);
    const missing = 'Reason for the level is required for a level other than the default (Level 2)';
    expect(await within(dialog).findAllByText(missing)).toHaveLength(2);
    expect(api.calls(PLACE)).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: MESSAGES.stipendReasonLabel }),
      'Degree certificate seen',
    );
    await submit(dialog);
    expect(await screen.findByText(MESSAGES.learnerPlaced)).toBeInTheDocument();
    expect(api.calls(PLACE).map((r) => r.body)).toMatchObject([
      { StipendLevel: 4, StipendReason: 'Degree certificate seen', QualificationChecked: true },
    ]);
  });

  it("shows the server's field messages under the fields, named as the screen names them", async () => {
    const api = seed();
    api.override(PLACE, () =>
      json(400, {
        success: false,
        code: 'VALIDATION',
        error: 'PmeOfficer must be an active PME officer from the officers list',
        fields: { PmeOfficer: 'PmeOfficer must be an active PME officer from the officers list' },
      }),
    );
    const { dialog } = await openPlaceDialog();
    await chooseOfficers(dialog);
    await confirmChecked(dialog);
    setDate(dialog, 'Start date', '2026-12-01');
    setDate(dialog, 'End date', '2027-06-01');
    await submit(dialog);
    expect(
      await within(dialog).findAllByText('PME officer must be an active PME officer from the officers list'),
    ).toHaveLength(2);
  });

  it('shows a 409 in the dialog', async () => {
    const api = seed();
    api.override(PLACE, () =>
      json(409, { success: false, code: 'CONFLICT', error: MESSAGES.placeOnlySelected }),
    );
    const { dialog } = await openPlaceDialog();
    await chooseOfficers(dialog);
    await confirmChecked(dialog);
    setDate(dialog, 'Start date', '2026-12-01');
    setDate(dialog, 'End date', '2027-06-01');
    await submit(dialog);
    expect(await within(dialog).findByText(MESSAGES.placeOnlySelected)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Place learner' })).toBeInTheDocument();
  });
});
