import { ageToday, MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderAdminDashboard } from '../../../test/render-app';
import { makeLearner } from '../testing/admin-fixtures';
import { createFakeAdminApi } from '../testing/fake-admin-api';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/Admin/Learners';
// The row's name cell (the buttons repeat the name in their accessible names).
const NAME = { selector: 'th p' };
const rowOf = (name: string) => screen.getByText(name, NAME).closest('tr') as HTMLElement;

/** 23 learners; 2 and 5 pending, the rest approved. */
function seed(count = 23, estimate?: { upTo: number; total: number; lowerBound?: boolean }) {
  return createFakeAdminApi({
    learners: Array.from({ length: count }, (_, i) =>
      makeLearner(i + 1, { status: [2, 5].includes(i + 1) ? 'pending' : 'approved' }),
    ),
    ...(estimate ? { estimate } : {}),
  });
}

async function openLearnersNamed(first: string) {
  renderAdminDashboard('learners');
  await screen.findByText(first, NAME, PAGE_LOAD);
}

const openLearners = () => openLearnersNamed('Learner1 Persad');

describe('Learners table', () => {
  it('has the columns Learner, Contact, Education, Status, Actions, and no identity numbers', async () => {
    seed();
    await openLearners();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Learner', 'Contact', 'Education', 'Status', 'Actions']);
    const row = rowOf('Learner1 Persad');
    expect(within(row).getByText('learner1@mail.tt')).toBeInTheDocument();
    expect(within(row).getByText('Secondary (CSEC, CVQ Level 1 or 2)')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText(/19990304123|4123|TA987654/)).not.toBeInTheDocument();
  });

  it('is paged on the server like the employers', async () => {
    const api = seed();
    await openLearners();
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    // Next and Previous follow the answer's cursors (issue 31), not an offset.
    expect(api.calls(LIST).at(-1)?.query.get('page')).toBe('2');
    expect(api.calls(LIST).at(-1)?.query.get('cursor')).toBe('page-2');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)?.query.get('cursor')).toBe('page-2');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)?.query.get('cursor')).toBeNull();
  });

  it('shows an estimated total as "about", and counts exactly when asked, by keyboard', async () => {
    const api = seed(23, { upTo: 20, total: 1_000_000 });
    await openLearners();
    expect(screen.getByText('Showing 1–10 of about 1,000,000')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of about 100,000')).toBeInTheDocument();
    const exactly = screen.getByRole('button', { name: 'Count exactly' });
    exactly.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)?.query.get('count')).toBe('exact');
    expect(screen.queryByRole('button', { name: 'Count exactly' })).not.toBeInTheDocument();
  });

  it('says "more than" when the server knows only a lower bound, never "about" the limit', async () => {
    seed(23, { upTo: 20, total: 0, lowerBound: true });
    await openLearners();
    expect(screen.getByText('Showing 1–10 of more than 20')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of more than 2')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Count exactly' })).toBeInTheDocument();
  });

  it('searches by name or email once typing pauses, and filters by status', async () => {
    const api = seed();
    await openLearners();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search learners' }), 'learner2@');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(
      api
        .calls(LIST)
        .filter((r) => r.query.get('search'))
        .map((r) => r.query.get('search')),
    ).toEqual(['learner2@']);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search learners' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    expect(await screen.findByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)?.query.get('status')).toBe('pending');
  });

  it("says 'No learners found' when nothing matches", async () => {
    seed(0);
    renderAdminDashboard('learners');
    expect(await screen.findByText('No learners found', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    const api = seed();
    api.override(LIST, () => 'network');
    renderAdminDashboard('learners');
    expect(
      await screen.findByText('Failed to load learners. Please try again.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    api.reset(LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Learner1 Persad', NAME)).toBeInTheDocument();
  });

  it('offers Approve and Reject on pending rows only', async () => {
    seed();
    await openLearners();
    const pending = rowOf('Learner2 Persad');
    expect(within(pending).getByRole('button', { name: 'Approve Learner2 Persad' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Reject Learner2 Persad' })).toBeInTheDocument();
    const approved = rowOf('Learner1 Persad');
    expect(within(approved).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
  });

  it('approves with a spinner, then reloads the list and the counts', async () => {
    const api = seed();
    const held = deferred<void>();
    api.override('POST /api/Learner/ApproveLearner', async (request) => {
      await held.promise;
      return api.answer(request);
    });
    await openLearners();
    await screen.findByRole('tab', { name: 'Learners (23)' });

    const approve = within(rowOf('Learner2 Persad')).getByRole('button', { name: 'Approve Learner2 Persad' });
    await userEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    // The credentials go to the personal address given at sign-up.
    expect(within(dialog).getByText(MESSAGES.credentialsGoTo)).toBeInTheDocument();
    expect(within(dialog).getByText('learner2@mail.tt')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(approve).toBeDisabled();
    expect(approve).toHaveAttribute('data-loading', 'true');
    expect(api.calls('POST /api/Learner/ApproveLearner')[0]?.body).toEqual({ LearnerId: 'L002' });

    const stats = api.calls('GET /api/Admin/Stats').length;
    held.resolve();
    expect(await screen.findByText('Learner2 Persad approved')).toBeInTheDocument();
    expect(screen.getByText('Learner approved.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Learner2 Persad')).getByText('Approved')).toBeInTheDocument());
    expect(api.calls('GET /api/Admin/Stats').length).toBeGreaterThan(stats);
  });

  it('rejects after the confirm dialog', async () => {
    const api = seed();
    await openLearners();
    await userEvent.click(
      within(rowOf('Learner5 Persad')).getByRole('button', { name: 'Reject Learner5 Persad' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    expect(
      within(dialog).getByText('Reject this application? The applicant will be emailed.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Learner5 Persad rejected')).toBeInTheDocument();
    expect(api.calls('POST /api/Learner/RejectLearner').map((r) => r.body)).toEqual([{ LearnerId: 'L005' }]);
    await waitFor(() => expect(within(rowOf('Learner5 Persad')).getByText('Rejected')).toBeInTheDocument());
  });

  it.each([
    ['a 5xx', json(503, { success: false, error: 'x', code: 'INTERNAL' }), 'Failed to approve learner'],
    ['no answer', 'network' as const, 'Network error while approving learner'],
  ])('reports a failed approval (%s)', async (_, reply, text) => {
    const api = seed();
    api.override('POST /api/Learner/ApproveLearner', () => reply);
    await openLearners();
    await userEvent.click(
      within(rowOf('Learner2 Persad')).getByRole('button', { name: 'Approve Learner2 Persad' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('opens the detail modal: human labels, identity numbers masked until Show', async () => {
    const api = seed();
    await openLearners();
    await userEvent.click(
      within(rowOf('Learner1 Persad')).getByRole('button', { name: 'View Learner1 Persad' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Learner1 Persad' });

    for (const text of [
      'L001',
      'Female',
      'Single',
      '4 Mar 2001',
      'Chaguanas',
      'No Disability',
      'Unemployed',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    // The age beside the date of birth, in whole years today (issue 30).
    const age = within(dialog).getByText('Age');
    expect(age.parentElement).toHaveTextContent(`Age${ageToday('2001-03-04')}`);
    // 02:30 UTC on 5 March is 22:30 on 4 March in Port of Spain.
    expect(within(dialog).getByText('4 Mar 2026, 10:30 pm')).toBeInTheDocument();
    expect(api.calls('GET /api/Learner/GetLearnerById/L001')).toHaveLength(1);

    expect(within(dialog).queryByText('19990304123')).not.toBeInTheDocument();
    expect(within(dialog).getByText('•••••••4123')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show National ID' }));
    expect(within(dialog).getByText('19990304123')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide National ID' }));
    expect(within(dialog).queryByText('19990304123')).not.toBeInTheDocument();
  });

  it('approves an unconfirmed address only after a warning, from the detail view too', async () => {
    const api = createFakeAdminApi({ learners: [makeLearner(2, { emailVerified: false })] });
    await openLearnersNamed('Learner2 Persad');
    expect(within(rowOf('Learner2 Persad')).getByText('Email not confirmed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Learner2 Persad' }));
    const detail = await screen.findByRole('dialog', { name: 'Learner2 Persad' });
    expect(within(detail).getByText('Email not confirmed')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Approve Learner2 Persad' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    expect(within(dialog).getByText(MESSAGES.approveUnverifiedWarning)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('Learner2 Persad approved')).toBeInTheDocument();
    expect(api.calls('POST /api/Learner/ApproveLearner').map((r) => r.body)).toEqual([{ LearnerId: 'L002' }]);
  });
});
