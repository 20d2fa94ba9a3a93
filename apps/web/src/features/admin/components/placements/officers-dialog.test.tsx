import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeOfficers, makePlacement } from '../../testing/placement-fixtures';
import { openPlacements } from './placements-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function seed() {
  return createFakeAdminApi({ placements: [makePlacement(1)], officers: makeOfficers() });
}

async function openOfficers() {
  await openPlacements('Learner1 Persad');
  await userEvent.click(screen.getByRole('button', { name: 'Manage officers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Officers' });
  await within(dialog).findByText('Anil Ramkissoon');
  return dialog;
}

const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

describe('Officers', () => {
  it('lists the active officers grouped by role', async () => {
    seed();
    const dialog = await openOfficers();
    expect(
      within(group(dialog, 'Placement officers'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Anil RamkissoonRemove', 'Beverly JosephRemove']);
    expect(within(group(dialog, 'PME officers')).getByText('Carla Mohammed')).toBeInTheDocument();
    expect(within(group(dialog, 'Placement assistants')).getByText('Farid Ali')).toBeInTheDocument();
  });

  it('adds an officer, checking the name and role first', async () => {
    const api = seed();
    const dialog = await openOfficers();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add officer' }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Name is required' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Please select a valid role' })).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/AddOfficer')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Gita Singh');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'PME officer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add officer' }));

    expect(await screen.findByText(MESSAGES.officerAdded)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/AddOfficer').map((r) => r.body)).toEqual([
      { Name: 'Gita Singh', Role: 'pme' },
    ]);
    expect(await within(group(dialog, 'PME officers')).findByText('Gita Singh')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('shows a name already on the list under the name', async () => {
    seed();
    const dialog = await openOfficers();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'anil ramkissoon');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Role/ }),
      'Placement assistant',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add officer' }));
    expect(await within(dialog).findAllByText(MESSAGES.officerNameTaken)).not.toHaveLength(0);
  });

  it('removes an officer after confirming', async () => {
    const api = seed();
    const dialog = await openOfficers();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Dexter Charles' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove officer' });
    expect(within(confirm).getByText('Dexter Charles, PME officer')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove officer' })).toBeNull());
    expect(api.calls('POST /api/Admin/RemoveOfficer')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Dexter Charles' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove officer' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(MESSAGES.officerRemoved)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/RemoveOfficer').map((r) => r.body)).toEqual([{ OfficerId: 4 }]);
    await waitFor(() => expect(within(dialog).queryByText('Dexter Charles')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove officer' })).toBeNull());
  });
});
