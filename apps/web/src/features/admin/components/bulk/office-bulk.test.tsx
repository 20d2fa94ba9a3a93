import { OFFICE_BULK_MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderAdminDashboard } from '../../../../test/render-app';
import { makeEmployer, makeLearner } from '../../testing/admin-fixtures';
import { createFakeAdminApi } from '../../testing/fake-admin-api';

// The office's bulk actions and the pending lists' order (issue 30), in the whole app.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const NAME = { selector: 'th p' };

/** Learners 1-4: 1 approved, 2 and 3 pending and confirmed, 4 pending with an unconfirmed email. */
function seed() {
  return createFakeAdminApi({
    learners: [
      makeLearner(1, { status: 'approved' }),
      makeLearner(2),
      makeLearner(3),
      makeLearner(4, { emailVerified: false }),
    ],
  });
}

async function openLearners() {
  renderAdminDashboard('learners');
  await screen.findByText('Learner1 Persad', NAME, PAGE_LOAD);
}

describe('bulk actions on the Learners tab', () => {
  it('offers a checkbox on pending rows only, and a select-all for the page', async () => {
    seed();
    await openLearners();
    expect(screen.queryByRole('checkbox', { name: 'Select Learner1 Persad' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Learner2 Persad' })).not.toBeChecked();
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('checkbox', { name: OFFICE_BULK_MESSAGES.bulkSelectPage }));
    for (const n of [2, 3, 4]) {
      expect(screen.getByRole('checkbox', { name: `Select Learner${n} Persad` })).toBeChecked();
    }
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Approve 3' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Export 3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Learner3 Persad' }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(within(bar).queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('approves after a confirmation naming the count, listing unconfirmed emails apart and not sending them', async () => {
    const api = seed();
    await openLearners();
    for (const n of [2, 3, 4]) {
      await userEvent.click(screen.getByRole('checkbox', { name: `Select Learner${n} Persad` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Approve 3' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 learners' });
    expect(within(dialog).getByText(/Each of these 2 learners will be emailed/)).toBeInTheDocument();
    const apart = within(dialog)
      .getByText('Email not confirmed (1)')
      .closest('[role="alert"]') as HTMLElement;
    expect(within(apart).getByText('Learner4 Persad')).toBeInTheDocument();
    expect(within(apart).getByText(OFFICE_BULK_MESSAGES.bulkUnconfirmedApart)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/ApproveLearners')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    expect(
      await screen.findByText('2 learners approved; each was emailed their credentials.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/ApproveLearners').map((r) => r.body)).toEqual([
      { Ids: ['L002', 'L003'] },
    ]);
    await waitFor(() => expect(screen.queryByText('3 selected')).not.toBeInTheDocument());
    // The list reloads: the two are approved, the unconfirmed one still pending and selectable.
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select Learner2 Persad' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select Learner4 Persad' })).not.toBeChecked();
  });

  it('says there is nothing to approve when every selected email is unconfirmed', async () => {
    const api = seed();
    await openLearners();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Learner4 Persad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve 1' }));
    const dialog = await screen.findByRole('dialog', { name: OFFICE_BULK_MESSAGES.bulkApproveTitle });
    expect(within(dialog).getByText(OFFICE_BULK_MESSAGES.bulkNothingToApprove)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(api.calls('POST /api/Admin/ApproveLearners')).toHaveLength(0);
  });

  it('exports the selection: the export dialog names the count and the download carries the ids', async () => {
    const api = seed();
    api.override('POST /api/Admin/Export/Session', () => json(200, { success: true, message: 'Starting' }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.href);
    });
    await openLearners();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Learner2 Persad' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Learner4 Persad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The file holds the 2 selected learners.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const url = new URL(clicked[0]!);
    expect(url.pathname).toBe('/api/Admin/Export/Learners');
    expect(url.searchParams.get('ids')).toBe('L002,L004');
    click.mockRestore();
  });
});

describe('bulk actions on the Employers tab', () => {
  it('approves the selected pending employers after the counted confirmation', async () => {
    const api = createFakeAdminApi({
      employers: [makeEmployer(1), makeEmployer(2), makeEmployer(3, { status: 'rejected' })],
    });
    renderAdminDashboard('employers');
    const selectAll = await screen.findByRole(
      'checkbox',
      { name: OFFICE_BULK_MESSAGES.bulkSelectPage },
      PAGE_LOAD,
    );
    await userEvent.click(selectAll);
    await userEvent.click(screen.getByRole('button', { name: 'Approve 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 employers' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    expect(
      await screen.findByText('2 employers approved; each was emailed their credentials.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/ApproveEmployers').map((r) => r.body)).toEqual([
      { Ids: [api.employers[0]!.empId, api.employers[1]!.empId] },
    ]);
  });
});

describe('the pending lists’ order', () => {
  it('lists pending sign-ups oldest first by default, newest first otherwise, and the order can be changed', async () => {
    const api = createFakeAdminApi({ employers: [makeEmployer(1), makeEmployer(2, { status: 'approved' })] });
    renderAdminDashboard('employers');
    await screen.findByRole('combobox', { name: 'Order' }, PAGE_LOAD);
    const LIST = 'GET /api/Admin/Employers';
    const order = screen.getByRole('combobox', { name: 'Order' });
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.get('sort')).toBe('newest'));
    expect(order).toHaveValue('newest');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.get('sort')).toBe('oldest'));
    expect(order).toHaveValue('oldest');

    await userEvent.selectOptions(order, 'newest');
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.get('sort')).toBe('newest'));
    expect(api.calls(LIST).at(-1)?.query.get('status')).toBe('pending');
  });
});
