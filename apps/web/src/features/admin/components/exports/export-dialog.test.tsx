import { MESSAGES, portalToday } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderAdminDashboard, renderDashboard } from '../../../../test/render-app';
import { makeEmployer, makeLearner } from '../../testing/admin-fixtures';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makePlacement } from '../../testing/placement-fixtures';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });

let downloads: string[] = [];
let links: URL[] = [];
beforeEach(() => {
  downloads = [];
  links = [];
  // jsdom does not download: record the file name and the address the link asks for.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
    links.push(new URL(this.href));
  });
});

/** The query the browser's download asks for. */
const linkQuery = () => Object.fromEntries(links[0]?.searchParams ?? []);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SESSION = 'POST /api/Admin/Export/Session';

function seed() {
  const api = createFakeAdminApi({
    employers: [makeEmployer(1), makeEmployer(2, { status: 'pending' })],
    learners: [makeLearner(1), makeLearner(2, { status: 'pending' })],
    placements: [makePlacement(1, { placementStatus: 5 }), makePlacement(2)],
  });
  api.override(SESSION, () => json(200, { success: true, message: MESSAGES.exportStarting }));
  return api;
}

async function openDialog(noun: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Export CSV: ${noun}` }, PAGE_LOAD));
  return screen.findByRole('dialog', { name: MESSAGES.exportDialogTitle });
}

describe('Export CSV', () => {
  it('downloads the employers matching the table’s search and status, with no identity option', async () => {
    const api = seed();
    renderAdminDashboard('employers');
    await screen.findByText('Company 001 Ltd', { selector: 'th p' }, PAGE_LOAD);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search employers' }), 'company{Enter}');

    const dialog = await openDialog('employers');
    expect(within(dialog).getByText(MESSAGES.exportDialogIntro)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.exportDownloadAction }));

    await waitFor(() => expect(downloads).toEqual([`employers-${portalToday()}.csv`]));
    expect(api.calls(SESSION)).toHaveLength(1);
    expect(links[0]?.pathname).toBe('/api/Admin/Export/Employers');
    expect(linkQuery()).toEqual({ search: 'company', status: 'pending' });
    expect(await screen.findByText(MESSAGES.exportDone)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the reason when identity data is ticked, then sends it', async () => {
    const api = seed();
    renderAdminDashboard('learners');
    const dialog = await openDialog('learners');
    expect(within(dialog).queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: MESSAGES.includeIdentityLabel }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });

    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.exportDownloadAction }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(within(summary).getByRole('link', { name: MESSAGES.exportReasonRequired })).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(MESSAGES.exportReasonRequired);
    expect(api.calls(SESSION)).toHaveLength(0);

    await userEvent.type(reason, 'Ministry audit 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.exportDownloadAction }));
    await waitFor(() => expect(downloads).toEqual([`learners-${portalToday()}.csv`]));
    expect(linkQuery()).toEqual({
      status: 'all',
      includeIdentity: 'true',
      reason: 'Ministry audit 2026',
    });
  });

  it('shows the failure in the dialog and keeps it open', async () => {
    const api = seed();
    api.override(SESSION, () => json(500, { success: false, error: 'boom', code: 'INTERNAL' }));
    renderAdminDashboard('learners');
    const dialog = await openDialog('learners');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.exportDownloadAction }));
    expect(await within(dialog).findByText(MESSAGES.failedExport)).toBeInTheDocument();
    expect(downloads).toEqual([]);
    api.override(SESSION, () => 'network');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.exportDownloadAction }));
    expect(await within(dialog).findByText(MESSAGES.networkErrorTryAgain)).toBeInTheDocument();
  });

  it('exports the placements with the Placements filters', async () => {
    seed();
    renderDashboard('admin', 'placements');
    await screen.findByRole('button', { name: 'Export CSV: placements' }, PAGE_LOAD);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '5');
    const dialog = await openDialog('placements');
    expect(within(dialog).getByRole('checkbox', { name: MESSAGES.includeIdentityLabel })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.exportDownloadAction }));
    await waitFor(() => expect(downloads).toEqual([`placements-${portalToday()}.csv`]));
    expect(links[0]?.pathname).toBe('/api/Admin/Export/Placements');
    expect(linkQuery()).toEqual({ status: '5' });
  });
});
