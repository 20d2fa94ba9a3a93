import {
  BANK_MESSAGES,
  FUNDING_MESSAGES,
  portalMonth,
  PAYMENT_RUN_MESSAGES as RUN,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeBanks, makeClaim, makeHeldLine, makeLine, makeRun } from '../../testing/payment-fixtures';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const NOW_MONTH = portalMonth(new Date());

/** Run 1: October, a draft by another admin (2 lines, 1 held); run 2: September, approved by 'admin'. */
function seed() {
  return createFakeAdminApi({
    runs: [
      makeRun(1, [makeLine(1), makeLine(2, { amountCents: 198_000 })], { held: [makeHeldLine(3)] }),
      makeRun(2, [makeLine(4, { month: '2026-09' })], {
        month: '2026-09',
        status: 'Approved',
        createdBy: 'other.admin',
        approvedBy: 'admin',
        approvedAt: '2026-10-03T13:00:00.000Z',
      }),
    ],
    payable: [makeLine(5, { month: NOW_MONTH })],
    banks: makeBanks(),
    claims: [makeClaim(1)],
  });
}

async function openPayments() {
  const view = renderDashboard('admin', 'placements', 'view=payments');
  await screen.findByRole('table', { name: TEXT.runsTitle }, PAGE_LOAD);
  return view;
}

const runsTable = () => screen.getByRole('table', { name: TEXT.runsTitle });
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

async function openRun(name: string) {
  await userEvent.click(within(runsTable()).getByRole('button', { name: `View payment run ${name}` }));
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('table', { name: TEXT.linesTitle });
  return dialog;
}

describe('Payments view', () => {
  it('sits beside Stipend under Placements and lists the runs with status, totals and signatures', async () => {
    seed();
    const { router } = renderDashboard('admin', 'placements');
    const views = await screen.findByRole('radiogroup', { name: 'Show' }, PAGE_LOAD);
    await userEvent.click(within(views).getByRole('radio', { name: 'Payments' }));
    expect(await screen.findByRole('heading', { name: 'Payments', level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=placements&view=payments');

    const october = rowOf(await screen.findByRole('table', { name: TEXT.runsTitle }), 'Oct 2026');
    for (const text of [
      'Pay cycle 1',
      'Draft',
      '5,940.00 TTD',
      '2 lines to pay, 1 held back',
      'Created by other.admin',
      TEXT.notApprovedYet,
    ])
      expect(within(october).getByText(text)).toBeInTheDocument();
    const september = rowOf(runsTable(), 'Sep 2026');
    expect(within(september).getByText('Approved')).toBeInTheDocument();
    expect(within(september).getByText('Approved by admin')).toBeInTheDocument();
  });

  it("shows a run's lines and, apart, the held lines with why; approval names the total and count", async () => {
    const api = seed();
    await openPayments();
    const dialog = await openRun('October 2026, pay cycle 1');
    const lines = within(dialog).getByRole('table', { name: TEXT.linesTitle });
    const first = rowOf(lines, 'Learner1 Persad');
    for (const text of ['L001', '20', '3,960.00 TTD', 'First Citizens Bank •••• 4801', 'To pay'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const held = rowOf(within(dialog).getByRole('table', { name: TEXT.heldTitle }), 'Learner3 Persad');
    expect(within(held).getByText(TEXT.heldWhy)).toBeInTheDocument();
    expect(within(held).getByText(RUN.lineHeld)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(api.calls('POST /api/Admin/RecalculatePaymentRun')).toHaveLength(1));
    expect(await screen.findByText(RUN.runRecalculated)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: TEXT.approveTitle });
    expect(within(confirm).getByText(/2 payments totalling 5,940\.00 TTD/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TEXT.approveTitle })).not.toBeInTheDocument(),
    );
    expect(api.calls('POST /api/Admin/ApprovePaymentRun')[0]?.body).toEqual({ RunId: 1 });
    await waitFor(() => expect(within(dialog).getAllByText('Approved').length).toBeGreaterThan(0));
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('creates a run (a 409 said in the dialog), and its creator is told plainly it cannot approve it', async () => {
    const api = seed();
    await openPayments();
    api.runs.push(makeRun(3, [], { month: NOW_MONTH, cycle: 2 }));
    await userEvent.click(screen.getByRole('button', { name: TEXT.createRunAction }));
    let form = await screen.findByRole('dialog', { name: TEXT.createRunTitle });
    await userEvent.selectOptions(within(form).getByLabelText(/Pay cycle/), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText(RUN.runExists)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: TEXT.createRunAction }));
    form = await screen.findByRole('dialog', { name: TEXT.createRunTitle });
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(api.calls('POST /api/Admin/CreatePaymentRun').at(-1)?.body).toEqual({
      Month: NOW_MONTH,
      Cycle: 1,
    });
    // The new run opens, created by the admin signed in: approving it is refused, said plainly.
    const lines = await screen.findByRole('table', { name: TEXT.linesTitle });
    const dialog = lines.closest('[role="dialog"]') as HTMLElement;
    expect(within(lines).getByText('Learner5 Persad')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: TEXT.approveTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(
      await within(confirm).findByText('The admin who created a run cannot approve it.'),
    ).toBeInTheDocument();
  });

  it('rejects a run only with a reason', async () => {
    const api = seed();
    await openPayments();
    const dialog = await openRun('October 2026, pay cycle 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: TEXT.rejectTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await within(confirm).findByText(RUN.runRejectReasonRequired)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/RejectPaymentRun')).toHaveLength(0);
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Reason/ }), 'Wrong month');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.runs[0]?.status).toBe('Rejected'));
    expect(api.calls('POST /api/Admin/RejectPaymentRun')[0]?.body).toEqual({
      RunId: 1,
      Reason: 'Wrong month',
    });
    expect(await within(dialog).findByText('Wrong month')).toBeInTheDocument();
  });

  it('lists the banks and adds one (a routing number listed already said under it)', async () => {
    const api = seed();
    await openPayments();
    const banks = await screen.findByRole('table', { name: TEXT.banksTitle });
    expect(within(rowOf(banks, 'First Citizens Bank')).getByText('012000034')).toBeInTheDocument();
    const add = screen.getByRole('form', { name: TEXT.addBankTitle });
    await userEvent.type(within(add).getByRole('textbox', { name: /Name/ }), 'Scotiabank');
    await userEvent.type(within(add).getByRole('textbox', { name: /Routing number/ }), '12345');
    await userEvent.click(within(add).getByRole('button', { name: TEXT.addBankAction }));
    expect(await within(add).findAllByText(BANK_MESSAGES.routingNumberInvalid)).not.toHaveLength(0);
    await userEvent.clear(within(add).getByRole('textbox', { name: /Routing number/ }));
    await userEvent.type(within(add).getByRole('textbox', { name: /Routing number/ }), '012000034');
    await userEvent.click(within(add).getByRole('button', { name: TEXT.addBankAction }));
    expect(await within(add).findAllByText(BANK_MESSAGES.routingNumberTaken)).not.toHaveLength(0);
    await userEvent.clear(within(add).getByRole('textbox', { name: /Routing number/ }));
    await userEvent.type(within(add).getByRole('textbox', { name: /Routing number/ }), '087654321');
    await userEvent.click(within(add).getByRole('button', { name: TEXT.addBankAction }));
    expect(
      await within(screen.getByRole('table', { name: TEXT.banksTitle })).findByText('Scotiabank'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/Banks').at(-1)?.body).toEqual({
      name: 'Scotiabank',
      routingNumber: '087654321',
    });
  });

  it("approves an employer's pending reimbursement claim after asking", async () => {
    const api = seed();
    await openPayments();
    const claims = await screen.findByRole('table', { name: TEXT.claimsTitle });
    const row = rowOf(claims, 'Company 001 Ltd');
    expect(within(row).getByText('2,376.00 TTD')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Approve claim of Company 001 Ltd, October 2026' }),
    );
    const confirm = await screen.findByRole('dialog', { name: TEXT.approveClaimTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: TEXT.approveClaimAction }));
    expect(await screen.findByText(FUNDING_MESSAGES.claimApproved)).toBeInTheDocument();
    expect(api.calls('POST /api/Admin/ApproveReimbursementClaim')[0]?.body).toEqual({ ClaimId: 1 });
    expect(await screen.findByText(TEXT.noClaims)).toBeInTheDocument();
  });
});
