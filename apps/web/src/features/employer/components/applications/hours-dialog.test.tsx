import { AGREEMENT_MESSAGES as TEXT } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAgreement } from '../../../../test/fake-agreements';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { openApplicationDialog, seedApplication } from '../../testing/application-dialog';
import { COMPLETED, PLACED } from '../../testing/employer-fixtures';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  // jsdom has no object URLs; the download helper needs them.
  URL.createObjectURL = vi.fn(() => 'blob:agreement');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** Kiran Persad's Placed application (placement 1) and its agreement. */
function seed(overrides: Parameters<typeof makeAgreement>[1] = {}, application = PLACED) {
  const api = seedApplication(application);
  api.data.agreements[1] = makeAgreement(1, overrides);
  return api;
}

async function agreementBlock() {
  const card = await screen.findByRole('article', { name: 'Kiran Persad' }, PAGE_LOAD);
  return within(card).findByRole('region', { name: /Placement agreement · version/ }, PAGE_LOAD);
}

const openHours = () => openApplicationDialog('Working hours of Kiran Persad', TEXT.setHoursTitle);
const hoursField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Hours per week/ });
const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: TEXT.saveHours }));

describe("The employer's placement agreement", () => {
  it('shows the version, confirm by, the hours and each version’s PDF, and downloads one', async () => {
    const api = seed({
      version: 2,
      versions: [
        { version: 2, drawnAt: '2026-12-02T13:00:00.000Z', confirmBy: '2026-12-16', confirmedAt: null },
        {
          version: 1,
          drawnAt: '2026-11-28T14:00:00.000Z',
          confirmBy: '2026-12-12',
          confirmedAt: '2026-12-01T13:00:00.000Z',
        },
      ],
      confirmBy: '2026-12-16',
    });
    renderEmployerDashboard('applications');
    const block = await agreementBlock();
    expect(
      within(block).getByRole('heading', { name: 'Placement agreement · version 2' }),
    ).toBeInTheDocument();
    expect(within(block).getByText(TEXT.agreementAwaitingLabel)).toBeInTheDocument();
    expect(within(block).getByText('Confirm by 16 Dec 2026')).toBeInTheDocument();
    expect(within(block).getByText('Hours: 40 hours a week, Monday to Friday')).toBeInTheDocument();
    expect(within(block).getByText('Version 1, confirmed on 1 Dec 2026')).toBeInTheDocument();
    expect(within(block).getByText('Version 2, not confirmed')).toBeInTheDocument();
    await userEvent.click(
      within(block).getByRole('button', { name: `${TEXT.agreementDownload}: version 1` }),
    );
    await waitFor(() => expect(api.calls('GET /api/Placements/1/Agreement/1/pdf')).toHaveLength(1));
    expect(within(block).getByRole('button', { name: `${TEXT.agreementDownload}: version 2` })).toBeEnabled();
  });

  it('says confirmed on, or overdue, in words', async () => {
    seed({ confirmedAt: '2026-12-01T13:00:00.000Z' });
    const view = renderEmployerDashboard('applications');
    let block = await agreementBlock();
    expect(within(block).getByText('Confirmed on 1 Dec 2026')).toBeInTheDocument();
    expect(within(block).getByText(TEXT.agreementConfirmedLabel)).toBeInTheDocument();
    view.unmount();

    seed({ overdue: true });
    renderEmployerDashboard('applications');
    block = await agreementBlock();
    expect(within(block).getByText('Overdue: it was due by 12 Dec 2026')).toBeInTheDocument();
    expect(within(block).getByText(TEXT.agreementOverdueLabel)).toBeInTheDocument();
  });

  it('sets the hours and days: the values sent, the answer, and the new version on the card', async () => {
    const api = seed();
    const dialog = await openHours();
    expect(hoursField(dialog)).toHaveValue('40');
    expect(within(dialog).getByRole('group', { name: /^Working days/ })).toBeInTheDocument();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      expect(within(dialog).getByRole('checkbox', { name: day })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(within(dialog).getAllByText(TEXT.setHoursNote)).not.toHaveLength(0);

    await userEvent.clear(hoursField(dialog));
    await userEvent.type(hoursField(dialog), '24');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await save(dialog);
    expect(await within(dialog).findByText(TEXT.placementHoursSaved)).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/SetPlacementHours')[0]?.body).toEqual({
      placementId: 1,
      hoursPerWeek: 24,
      days: ['Mon', 'Wed', 'Fri', 'Sat'],
    });
    const block = await screen.findByRole('region', { name: 'Placement agreement · version 2' });
    expect(
      within(block).getByText('Hours: 24 hours a week: Monday, Wednesday, Friday, Saturday'),
    ).toBeInTheDocument();
  });

  it('asks for hours from 1 to 60 and at least one day, sending nothing', async () => {
    const api = seed();
    const dialog = await openHours();
    await userEvent.clear(hoursField(dialog));
    await userEvent.type(hoursField(dialog), '61');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await userEvent.click(within(dialog).getByRole('checkbox', { name: day }));
    await save(dialog);
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent(TEXT.hoursInvalid);
    expect(summary).toHaveTextContent(TEXT.daysRequired);
    expect(api.calls('POST /api/Employer/SetPlacementHours')).toHaveLength(0);
  });

  it("shows the server's 400 and 409 in words", async () => {
    const api = seed();
    api.override('POST /api/Employer/SetPlacementHours', () =>
      json(400, {
        success: false,
        error: TEXT.hoursInvalid,
        code: 'VALIDATION',
        fields: { hoursPerWeek: TEXT.hoursInvalid },
      }),
    );
    const dialog = await openHours();
    await save(dialog);
    expect(await within(dialog).findAllByText(TEXT.hoursInvalid)).not.toHaveLength(0);

    api.override('POST /api/Employer/SetPlacementHours', () =>
      json(409, { success: false, error: TEXT.agreementOnlyPlaced, code: 'CONFLICT' }),
    );
    await save(dialog);
    expect(await within(dialog).findByText(TEXT.agreementOnlyPlaced)).toBeInTheDocument();
  });

  it('a Completed card shows its agreement without Working hours; one never placed shows none', async () => {
    seed({ confirmedAt: '2026-12-01T13:00:00.000Z' }, COMPLETED);
    const view = renderEmployerDashboard('applications');
    const card = await screen.findByRole('article', { name: 'Kiran Persad' }, PAGE_LOAD);
    expect(
      await within(card).findByRole('region', { name: 'Placement agreement · version 1' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Working hours/ })).not.toBeInTheDocument();
    view.unmount();

    const api = seedApplication({ placementStatus: 1 });
    renderEmployerDashboard('applications');
    await screen.findByRole('article', { name: 'Kiran Persad' }, PAGE_LOAD);
    expect(screen.queryByRole('region', { name: /Placement agreement/ })).not.toBeInTheDocument();
    expect(api.calls('GET /api/Placements/1/Agreement')).toHaveLength(0);
  });
});
