import { portalToday, TIMESHEET_MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeSchedules } from '../../testing/timesheet-fixtures';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const YEAR = Number(portalToday().slice(0, 4));

function seed() {
  return createFakeAdminApi({
    schedules: makeSchedules(),
    settings: { reduceForAbsences: true },
    holidays: [
      { date: `${YEAR}-01-01`, name: "New Year's Day" },
      { date: `${YEAR}-12-25`, name: 'Christmas Day' },
      { date: `${YEAR + 1}-01-01`, name: "New Year's Day" },
    ],
  });
}

/** The admin dashboard on ?tab=placements&view=stipend, once the rates show. */
async function openStipend() {
  const view = renderDashboard('admin', 'placements', 'view=stipend');
  await screen.findByRole('table', { name: 'Stipend schedules' }, PAGE_LOAD);
  return view;
}

const holidayList = () => screen.getByRole('list', { name: `Public holidays of the year ${YEAR}` });

describe('Stipend settings', () => {
  it("lists the year's holidays, removes one after asking, and adds one (showing its year)", async () => {
    const api = seed();
    await openStipend();
    const list = await screen.findByRole('list', { name: `Public holidays of the year ${YEAR}` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls('GET /api/Admin/Holidays').at(-1)?.query.get('Year')).toBe(String(YEAR));

    await userEvent.click(within(list).getByRole('button', { name: `Remove Christmas Day, 25 Dec ${YEAR}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove holiday' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(holidayList()).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls(`DELETE /api/Admin/Holidays/${YEAR}-12-25`)).toHaveLength(1);
    expect(await screen.findByText(TIMESHEET_MESSAGES.holidayRemoved)).toBeInTheDocument();

    // A name is needed; a date that is a holiday already is refused under the date.
    const add = screen.getByRole('form', { name: 'Add a holiday' });
    await userEvent.click(within(add).getByRole('button', { name: 'Add holiday' }));
    expect(await within(add).findAllByText(TIMESHEET_MESSAGES.holidayNameRequired)).not.toHaveLength(0);
    await userEvent.type(within(add).getByLabelText(/^Date/), `${YEAR + 1}-01-01`);
    await userEvent.type(within(add).getByRole('textbox', { name: /Name/ }), 'Holiday again');
    await userEvent.click(within(add).getByRole('button', { name: 'Add holiday' }));
    expect(await within(add).findAllByText(TIMESHEET_MESSAGES.holidayExists)).not.toHaveLength(0);

    await userEvent.clear(within(add).getByLabelText(/^Date/));
    await userEvent.type(within(add).getByLabelText(/^Date/), `${YEAR + 1}-08-01`);
    await userEvent.clear(within(add).getByRole('textbox', { name: /Name/ }));
    await userEvent.type(within(add).getByRole('textbox', { name: /Name/ }), 'Emancipation Day');
    await userEvent.click(within(add).getByRole('button', { name: 'Add holiday' }));
    expect(api.calls('POST /api/Admin/Holidays').at(-1)?.body).toEqual({
      date: `${YEAR + 1}-08-01`,
      name: 'Emancipation Day',
    });
    const next = await screen.findByRole('list', { name: `Public holidays of the year ${YEAR + 1}` });
    expect(within(next).getByText('Emancipation Day')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue(String(YEAR + 1));
  });

  it("shows each schedule's rates in TTD and adds one from TTD amounts, sending integer cents", async () => {
    const api = seed();
    await openStipend();
    const table = screen.getByRole('table', { name: 'Stipend schedules' });
    const first = within(table)
      .getByRole('rowheader', { name: /1 Jan 2000/ })
      .closest('tr') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2,750.00 TTD', '3,960.00 TTD', '4,950.00 TTD', '6,875.00 TTD', '7,920.00 TTD']);

    // The form starts from the latest rates.
    const add = screen.getByRole('form', { name: 'Add a schedule' });
    expect(within(add).getByRole('textbox', { name: /Level 2/ })).toHaveValue('4,158.00');
    await userEvent.type(within(add).getByLabelText(/^Effective from/), '2028-01-01');
    await userEvent.clear(within(add).getByRole('textbox', { name: /Level 1/ }));
    await userEvent.type(within(add).getByRole('textbox', { name: /Level 1/ }), '3,000.5');
    await userEvent.clear(within(add).getByRole('textbox', { name: /Level 5/ }));
    await userEvent.type(within(add).getByRole('textbox', { name: /Level 5/ }), 'lots');
    await userEvent.click(within(add).getByRole('button', { name: 'Add schedule' }));
    expect(
      await within(add).findAllByText('Enter an amount in TTD greater than 0, such as 3,960.00.'),
    ).not.toHaveLength(0);
    expect(api.calls('POST /api/Admin/StipendSchedules')).toHaveLength(0);

    await userEvent.clear(within(add).getByRole('textbox', { name: /Level 5/ }));
    await userEvent.type(within(add).getByRole('textbox', { name: /Level 5/ }), '8731.60');
    await userEvent.click(within(add).getByRole('button', { name: 'Add schedule' }));
    await waitFor(() =>
      expect(api.calls('POST /api/Admin/StipendSchedules').at(-1)?.body).toEqual({
        effectiveFrom: '2028-01-01',
        rates: { 1: 300050, 2: 415800, 3: 519750, 4: 721875, 5: 873160 },
      }),
    );
    const added = await within(table).findByRole('rowheader', { name: /1 Jan 2028/ });
    expect(within(added.closest('tr') as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      '3,000.50 TTD',
    );

    // Once more on the same day: the server's 409 shows under the date.
    const again = screen.getByRole('form', { name: 'Add a schedule' });
    await userEvent.type(within(again).getByLabelText(/^Effective from/), '2028-01-01');
    await userEvent.click(within(again).getByRole('button', { name: 'Add schedule' }));
    expect(await within(again).findAllByText(TIMESHEET_MESSAGES.stipendScheduleExists)).not.toHaveLength(0);
  });

  it('saves the absences switch at once, and says when it could not', async () => {
    const api = seed();
    await openStipend();
    const toggle = await screen.findByRole('switch', { name: 'Reduce the stipend for absences' });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() =>
      expect(api.calls('POST /api/Admin/StipendSettings').at(-1)?.body).toEqual({ reduceForAbsences: false }),
    );
    expect(await screen.findByText(TIMESHEET_MESSAGES.stipendSettingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();

    api.override('POST /api/Admin/StipendSettings', () =>
      json(400, { success: false, error: 'reduceForAbsences is not valid', code: 'VALIDATION' }),
    );
    await userEvent.click(toggle);
    expect(await screen.findByText('reduceForAbsences is not valid')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
