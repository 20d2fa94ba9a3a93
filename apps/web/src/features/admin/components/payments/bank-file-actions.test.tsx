import { BANK_FILE_MESSAGES, PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../../test/fake-api';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeLine, makeRun } from '../../testing/payment-fixtures';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  // jsdom has no object URLs; the download helper needs them.
  URL.createObjectURL = vi.fn(() => 'blob:bank-file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const RUN_NAME = 'October 2026, pay cycle 1';

/** Run 1: approved by a second admin, two lines to pay (L001 3,960.00 and L002 1,980.00). */
function seed() {
  return createFakeAdminApi({
    runs: [
      makeRun(1, [makeLine(1), makeLine(2, { amountCents: 198_000 })], {
        status: 'Approved',
        approvedBy: 'admin',
        approvedAt: '2026-11-03T13:00:00.000Z',
      }),
    ],
  });
}

async function openRun() {
  renderDashboard('admin', 'placements', 'view=payments');
  const table = await screen.findByRole('table', { name: TEXT.runsTitle }, PAGE_LOAD);
  await userEvent.click(within(table).getByRole('button', { name: `View payment run ${RUN_NAME}` }));
  const dialog = await screen.findByRole('dialog', { name: RUN_NAME });
  await within(dialog).findByRole('table', { name: TEXT.linesTitle });
  return dialog;
}

describe("A run's bank file and results", () => {
  it('downloads the ACH CSV (the run is then Sent) and pain.001, and says why a download failed', async () => {
    const api = seed();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const dialog = await openRun();
    expect(within(dialog).getByText(TEXT.downloadHint)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: TEXT.uploadResultsAction })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.downloadAchAction }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [ach] = api.calls('GET /api/Admin/PaymentRun/1/BankFile');
    expect(ach?.query.get('Format')).toBe('ach-csv');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('payment-run-1-2026-10-c1.csv');
    // The run is Sent now: the results can be uploaded.
    expect(await within(dialog).findByText('Sent to the bank', { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: TEXT.uploadResultsAction })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.downloadPainAction }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('payment-run-1-2026-10-c1.xml');

    api.override('GET /api/Admin/PaymentRun/1/BankFile', () =>
      fail(409, 'CONFLICT', BANK_FILE_MESSAGES.debtorMissing),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.downloadPainAction }));
    expect(await within(dialog).findByText(BANK_FILE_MESSAGES.debtorMissing)).toBeInTheDocument();
    click.mockRestore();
  });

  it("uploads the bank's result file as text/csv and shows what was paid, failed and matched nothing", async () => {
    const api = seed();
    Object.assign(api.runs[0] ?? {}, { status: 'Sent', sentBy: 'admin', sentAt: '2026-11-04T13:00:00.000Z' });
    const dialog = await openRun();
    const csv = [
      'Employee ID,Amount,Status,Reason',
      'L001,3960.00,Paid,',
      'L002,1980.00,Failed,Account closed',
      'L009,100.00,Paid,',
    ].join('\r\n');
    const file = new File([csv], 'results.csv', { type: 'text/csv' });
    // Mantine's FileInput is a button (named by the label) over a hidden file input.
    expect(
      within(dialog).getByRole('button', { name: new RegExp(TEXT.resultsFileLabel.replace(/[()]/g, '.')) }),
    ).toBeInTheDocument();
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.uploadResultsAction }));

    const summary = await within(dialog).findByText('1 paid, 1 failed, 1 matched nothing');
    expect(summary).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^Line 4: No pending payment of 100\.00 TTD to L009/),
    ).toBeInTheDocument();
    const [sent] = api.calls('POST /api/Admin/PaymentRun/1/Results');
    expect(sent?.contentType).toBe('text/csv');
    expect(sent?.text).toBe(csv);
    // The lines show their results; the failed one its reason.
    const lines = within(dialog).getByRole('table', { name: TEXT.linesTitle });
    const failed = within(lines).getByText('Learner2 Persad').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(failed).getByText('Account closed')).toBeInTheDocument());
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
  });
});
