import { MESSAGES } from '@ojt/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeOfficers, makePlacement } from '../../testing/placement-fixtures';
import { LIST, NAME, openPlacements, rowOf } from './placements-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

/** 23 placements applied 1–23 Nov (newest first: 23 heads page 1); 5 and 9 Placed, 12 in Health. */
function seed(count = 23) {
  return createFakeAdminApi({
    placements: Array.from({ length: count }, (_, i) =>
      makePlacement(i + 1, {
        placementStatus: [5, 9].includes(i + 1) ? 5 : 3,
        sector: i + 1 === 12 ? 5 : 4,
      }),
    ),
    officers: makeOfficers(),
  });
}

const lastQuery = (api: ReturnType<typeof seed>) => api.calls(LIST).at(-1)?.query;

describe('Placements tab', () => {
  it('sits between Learners and Profile and keeps ?tab=placements in the URL', async () => {
    seed();
    const { router } = await openPlacements('Learner23 Persad');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.indexOf('Placements')).toBe(tabs.findIndex((t) => t?.startsWith('Learners')) + 1);
    expect(tabs.at(-1)).toBe('Profile');
    expect(screen.getByRole('tab', { name: 'Placements' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=placements');
  });

  it('shows Learner, Employer, Position, Sector, Status, Applied and View, 10 a page', async () => {
    const api = seed();
    await openPlacements('Learner23 Persad');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Learner', 'Employer', 'Position', 'Sector', 'Status', 'Applied', 'Actions']);
    const row = rowOf('Learner23 Persad');
    for (const text of [
      'Company 002 Ltd',
      'Position 23',
      'Information Technology',
      'Selected',
      '23 Nov 2026',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'View placement of Learner23 Persad, Position 23' }),
    ).toBeVisible();
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(lastQuery(api)?.get('pageSize')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(lastQuery(api)?.get('page')).toBe('2');
  });

  it('searches on the server once typing pauses', async () => {
    const api = seed();
    await openPlacements('Learner23 Persad');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search placements' }), 'position 7');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Learner7 Persad', NAME)).toBeInTheDocument();
    expect(lastQuery(api)?.get('search')).toBe('position 7');
    expect(lastQuery(api)?.get('page')).toBe('1');
  });

  it('sends the status, sector, employer and date filters', async () => {
    const api = seed();
    await openPlacements('Learner23 Persad');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Placed');
    expect(await screen.findByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(lastQuery(api)?.get('status')).toBe('5');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'Health');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(lastQuery(api)?.get('sector')).toBe('5');
    expect(lastQuery(api)?.has('status')).toBe(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'All sectors');
    await userEvent.type(screen.getByRole('textbox', { name: 'Employer ID' }), 'EMP001');
    await waitFor(() => expect(lastQuery(api)?.get('employer')).toBe('EMP001'));
    expect(await screen.findByText('Showing 1–8 of 8')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Applied from'), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByLabelText('Applied to'), { target: { value: '2026-11-12' } });
    await waitFor(() => expect(lastQuery(api)?.get('to')).toBe('2026-11-12'));
    expect(lastQuery(api)?.get('from')).toBe('2026-11-05');
    expect(lastQuery(api)?.get('employer')).toBe('EMP001');
    // 7 and 10 of 5–12 belong to EMP001.
    expect(await screen.findByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('does not send a date range whose start is after its end, and says why', async () => {
    const api = seed();
    await openPlacements('Learner23 Persad');
    fireEvent.change(screen.getByLabelText('Applied to'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(lastQuery(api)?.get('to')).toBe('2026-11-10'));
    const before = api.calls(LIST).length;

    fireEvent.change(screen.getByLabelText('Applied from'), { target: { value: '2026-11-20' } });
    expect(await screen.findByText(MESSAGES.dateFromAfterTo)).toBeInTheDocument();
    expect(api.calls(LIST).filter((r) => r.query.get('from') === '2026-11-20')).toHaveLength(0);
    expect(api.calls(LIST).length).toBe(before);
  });

  it('clears the filters', async () => {
    const api = seed();
    await openPlacements('Learner23 Persad');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'Health');
    await screen.findByText('Showing 1–1 of 1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(lastQuery(api)?.has('sector')).toBe(false);
  });

  it("says 'No placements found' when nothing matches", async () => {
    seed(0);
    renderDashboard('admin', 'placements');
    expect(await screen.findByText('No placements found', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    const api = seed();
    api.override(LIST, () => json(500, { success: false, error: 'boom', code: 'INTERNAL' }));
    renderDashboard('admin', 'placements');
    expect(
      await screen.findByText('Failed to load placements. Please try again.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    api.reset(LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Learner23 Persad', NAME)).toBeInTheDocument();
  });
});
