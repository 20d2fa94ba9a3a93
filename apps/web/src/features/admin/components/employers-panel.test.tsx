import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderAdminDashboard } from '../../../test/render-app';
import { makeEmployer } from '../testing/admin-fixtures';
import { createFakeAdminApi } from '../testing/fake-admin-api';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/Admin/Employers';
// The row's name cell (the buttons repeat the name for screen readers).
const NAME = { selector: 'th p' };
const rowOf = (name: string) => screen.getByText(name, NAME).closest('tr') as HTMLElement;

/** 23 employers; 3, 7 and 12 pending, the rest approved (page 1 holds 1-10). */
function seed(count = 23) {
  return createFakeAdminApi({
    employers: Array.from({ length: count }, (_, i) =>
      makeEmployer(i + 1, { status: [3, 7, 12].includes(i + 1) ? 'pending' : 'approved' }),
    ),
  });
}

/** Presses `button` in the open dialog named `name`. */
async function confirmIn(name: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

async function openEmployers() {
  renderAdminDashboard('employers');
  await screen.findByText('Company 001 Ltd', NAME, PAGE_LOAD);
}

describe('Employers table', () => {
  it('has the columns Company Name, Type, Contact, City, Status, Actions, with human labels', async () => {
    seed();
    await openEmployers();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Company Name', 'Type', 'Contact', 'City', 'Status', 'Actions']);
    const row = rowOf('Company 001 Ltd');
    expect(within(row).getByText('Enterprise-Based')).toBeInTheDocument();
    expect(within(row).getByText('Port of Spain')).toBeInTheDocument();
    expect(within(row).getByText('Contact 1')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
  });

  it('pages 10 at a time with Showing x–y of n, Page n of m, Previous and Next', async () => {
    const api = seed();
    await openEmployers();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });

    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(api.calls(LIST).at(-1)?.query.get('pageSize')).toBe('10');

    await userEvent.click(next);
    expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Company 011 Ltd', NAME)).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)?.query.get('page')).toBe('2');

    await userEvent.click(next);
    expect(await screen.findByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(next).toBeDisabled());

    await userEvent.click(previous);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, from page 1', async () => {
    const api = seed();
    await openEmployers();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search employers' }), 'company 007');
    // Typing alone asks nothing yet.
    expect(api.calls(LIST).filter((r) => r.query.get('search'))).toHaveLength(0);

    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Company 007 Ltd', NAME)).toBeInTheDocument();
    const searches = api.calls(LIST).filter((r) => r.query.get('search'));
    expect(searches.map((r) => [r.query.get('search'), r.query.get('page')])).toEqual([['company 007', '1']]);
  });

  it('filters by status on the server', async () => {
    const api = seed();
    await openEmployers();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');

    expect(await screen.findByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)?.query.get('status')).toBe('pending');
    expect(screen.getAllByText('Pending', { selector: '.mantine-Badge-label' })).toHaveLength(3);
    expect(screen.queryByText('Company 001 Ltd', NAME)).not.toBeInTheDocument();
  });

  it("says 'No employers found' when nothing matches", async () => {
    seed(0);
    renderAdminDashboard('employers');
    expect(await screen.findByText('No employers found', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    const api = seed();
    api.override(LIST, () => json(500, { success: false, error: 'boom', code: 'INTERNAL' }));
    renderAdminDashboard('employers');

    expect(
      await screen.findByText('Failed to load employers. Please try again.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    api.reset(LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Company 001 Ltd', NAME)).toBeInTheDocument();
  });

  it('offers Approve and Reject on pending rows only', async () => {
    seed();
    await openEmployers();
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Reject / })).toHaveLength(2);
    expect(
      within(rowOf('Company 003 Ltd')).getByRole('button', { name: 'Approve Company 003 Ltd' }),
    ).toBeVisible();
    expect(
      within(rowOf('Company 001 Ltd')).queryByRole('button', { name: /Approve/ }),
    ).not.toBeInTheDocument();
    expect(
      within(rowOf('Company 001 Ltd')).getByRole('button', { name: 'View Company 001 Ltd' }),
    ).toBeVisible();
  });

  it('approves: the button spins and is disabled, then the list and the counts reload', async () => {
    const api = seed();
    const held = deferred<Response>();
    api.override('POST /api/Employer/ApproveEmployer', async (request) => {
      await held.promise;
      return api.answer(request);
    });
    await openEmployers();
    await screen.findByRole('tab', { name: 'Employers (23)' });
    const lists = api.calls(LIST).length;
    const stats = api.calls('GET /api/Admin/Stats').length;

    const approve = screen.getByRole('button', { name: 'Approve Company 003 Ltd' });
    await userEvent.click(approve);
    // Nothing is sent before the admin confirms, in a dialog naming the applicant and the address.
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    expect(within(dialog).getByText('Company 003 Ltd')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.credentialsGoTo)).toBeInTheDocument();
    expect(within(dialog).getByText('info3@company3.tt')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/ApproveEmployer')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(approve).toBeDisabled();
    expect(approve).toHaveAttribute('data-loading', 'true');
    expect(
      within(rowOf('Company 003 Ltd')).getByRole('button', { name: 'Reject Company 003 Ltd' }),
    ).toBeDisabled();
    expect(api.calls('POST /api/Employer/ApproveEmployer')[0]?.body).toEqual({ EmpId: 'EMP003' });

    held.resolve(json(200, {}));
    expect(await screen.findByText('Company 003 Ltd approved')).toBeInTheDocument();
    expect(screen.getByText('Employer approved.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(lists));
    await waitFor(() => expect(api.calls('GET /api/Admin/Stats').length).toBeGreaterThan(stats));
    await waitFor(() =>
      expect(
        within(rowOf('Company 003 Ltd')).queryByRole('button', { name: /Approve/ }),
      ).not.toBeInTheDocument(),
    );
    expect(within(rowOf('Company 003 Ltd')).getByText('Approved')).toBeInTheDocument();
  });

  it('rejects only after confirming, stores it on the server, and reloads', async () => {
    const api = seed();
    await openEmployers();

    await userEvent.click(screen.getByRole('button', { name: 'Reject Company 003 Ltd' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    expect(
      within(dialog).getByText('Reject this application? The applicant will be emailed.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/Employer/RejectEmployer')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reject Company 003 Ltd' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Company 003 Ltd rejected')).toBeInTheDocument();
    // No reason given: none is sent.
    expect(api.calls('POST /api/Employer/RejectEmployer').map((r) => r.body)).toEqual([{ EmpId: 'EMP003' }]);
    await waitFor(() => expect(within(rowOf('Company 003 Ltd')).getByText('Rejected')).toBeInTheDocument());
    expect(
      within(rowOf('Company 003 Ltd')).queryByRole('button', { name: /Reject/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [
      'the server text',
      json(400, { success: false, error: 'EmpId is required', code: 'VALIDATION' }),
      'EmpId is required',
    ],
    [
      'the spec text on a 5xx',
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
      'Failed to approve employer',
    ],
    ['the network text', 'network' as const, 'Network error while approving employer'],
  ])('reports a failed approval with %s', async (_, reply, text) => {
    const api = seed();
    api.override('POST /api/Employer/ApproveEmployer', () => reply);
    await openEmployers();
    const approve = screen.getByRole('button', { name: 'Approve Company 003 Ltd' });
    await userEvent.click(approve);
    await confirmIn('Approve application', 'Approve');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(approve).toBeEnabled();
  });

  it('shows the 409 text when someone else decided first, and reloads', async () => {
    const api = seed();
    await openEmployers();
    const employer = api.employers.find((e) => e.empId === 'EMP003');
    if (employer) employer.status = 'approved';

    await userEvent.click(screen.getByRole('button', { name: 'Approve Company 003 Ltd' }));
    await confirmIn('Approve application', 'Approve');

    expect(
      await screen.findByText(
        'This account is already approved; only pending accounts can be approved or rejected.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Company 003 Ltd')).getByText('Approved')).toBeInTheDocument());
  });

  it('opens the detail modal with every field in human terms', async () => {
    const api = seed();
    await openEmployers();

    await userEvent.click(screen.getByRole('button', { name: 'View Company 001 Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company 001 Ltd' });

    for (const text of [
      'EMP001',
      'Enterprise-Based',
      'Information Technology',
      '51-200',
      'March 2010',
      '12 Frederick Street',
      'Port of Spain',
      'HR Manager',
      'hr1@company1.tt',
      // 18:05 UTC is 14:05 in Port of Spain, written as the portal writes times (date-text.ts).
      '4 Mar 2026, 2:05 pm',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(api.calls('GET /api/Employer/GetEmployerById/EMP001')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows whether each address is confirmed, and warns before approving an unconfirmed one', async () => {
    const api = createFakeAdminApi({
      employers: [makeEmployer(1, { emailVerified: true }), makeEmployer(2, { emailVerified: false })],
    });
    await openEmployers();
    expect(within(rowOf('Company 001 Ltd')).getByText('Email confirmed')).toBeInTheDocument();
    expect(within(rowOf('Company 002 Ltd')).getByText('Email not confirmed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve Company 002 Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    expect(within(dialog).getByText('Email not confirmed')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.approveUnverifiedWarning)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('Company 002 Ltd approved')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/ApproveEmployer').map((r) => r.body)).toEqual([{ EmpId: 'EMP002' }]);

    // A confirmed address gets no warning.
    await userEvent.click(screen.getByRole('button', { name: 'Approve Company 001 Ltd' }));
    const plain = await screen.findByRole('dialog', { name: 'Approve application' });
    expect(within(plain).queryByText('Email not confirmed')).not.toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('rejects with a reason, checked by the domain rule before it is sent', async () => {
    const api = seed();
    await openEmployers();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Company 003 Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });

    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason must be at most 500 characters')).toBeInTheDocument();
    await userEvent.clear(reason);
    await userEvent.type(reason, 'bad\u0000byte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MESSAGES.rejectReasonInvalid)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/Employer/RejectEmployer')).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Registration number not found.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Company 003 Ltd rejected')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/RejectEmployer').map((r) => r.body)).toEqual([
      { EmpId: 'EMP003', Reason: 'Registration number not found.' },
    ]);
  });

  it('offers Approve and Reject in a pending record’s detail view, and shows the outcome there', async () => {
    const api = seed();
    await openEmployers();
    await userEvent.click(screen.getByRole('button', { name: 'View Company 001 Ltd' }));
    let detail = await screen.findByRole('dialog', { name: 'Company 001 Ltd' });
    // Decided already: nothing to decide.
    expect(within(detail).queryByRole('button', { name: /^(Approve|Reject) / })).not.toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'View Company 003 Ltd' }));
    detail = await screen.findByRole('dialog', { name: 'Company 003 Ltd' });
    await userEvent.click(within(detail).getByRole('button', { name: 'Reject Company 003 Ltd' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject application' });
    await userEvent.type(
      within(confirm).getByRole('textbox', { name: 'Reason (optional)' }),
      'Duplicate sign-up',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Company 003 Ltd rejected')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/RejectEmployer').map((r) => r.body)).toEqual([
      { EmpId: 'EMP003', Reason: 'Duplicate sign-up' },
    ]);
    // The detail view comes back with the new status and no decision left to make.
    detail = await screen.findByRole('dialog', { name: 'Company 003 Ltd' });
    await waitFor(() => expect(within(detail).getByText('Rejected')).toBeInTheDocument());
    expect(within(detail).queryByRole('button', { name: /^Reject / })).not.toBeInTheDocument();
  });
});
