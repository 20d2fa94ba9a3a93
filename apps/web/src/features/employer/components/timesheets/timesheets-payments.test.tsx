import {
  BANK_MESSAGES,
  confirmPaidLabel,
  FUNDING_MESSAGES,
  PAYMENT_SCREEN_TEXTS as P,
  TIMESHEET_SCREEN_TEXTS as T,
} from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBankDetails } from '../../../../test/fake-bank';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { makeTimesheet, presentDays, type SheetPlacement } from '../../../../test/timesheet-fixtures';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T14:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ASHA: SheetPlacement = {
  placementId: 1,
  learnerId: 'L001',
  learnerName: 'Asha Ramdial',
  empId: 'employer-1',
  start: '2026-10-15',
  end: null,
  level: 2,
};

function seed(extra: Parameters<typeof createFakeEmployerApi>[0] = {}) {
  const october = makeTimesheet(1, ASHA, '2026-10', {
    status: 'Approved',
    days: presentDays('2026-10', ASHA),
    payCycle: 1,
    approvedAt: '2026-11-02T13:00:00.000Z',
  });
  return createFakeEmployerApi({
    timesheets: [october],
    payments: { 1: { funding: 'employer' } },
    ...extra,
  });
}

async function openTab() {
  renderEmployerDashboard('timesheets');
  await screen.findByRole('table', { name: T.timesheetsTitle }, PAGE_LOAD);
}

describe('Employer Timesheets: payments', () => {
  it('confirms paying an approved month it pays; the claim lists it at 60%', async () => {
    const api = seed();
    await openTab();
    const row = screen.getByRole('row', { name: /Asha Ramdial/ });
    await waitFor(() =>
      expect(row).toHaveTextContent('Approved, pay cycle 1: confirm when you have paid it'),
    );
    expect(await screen.findByText(P.noClaims)).toBeInTheDocument();

    await userEvent.click(
      within(row).getByRole('button', { name: confirmPaidLabel('Asha Ramdial, October 2026') }),
    );
    const dialog = await screen.findByRole('dialog', { name: P.confirmPaidTitle });
    const date = within(dialog).getByLabelText(/Date paid/);
    expect(date).toHaveValue('2026-11-30');

    // No reference: the server's 400 shows under the field.
    await userEvent.click(within(dialog).getByRole('button', { name: P.confirmPaid }));
    const reference = within(dialog).getByRole('textbox', { name: P.referenceLabel });
    await waitFor(() =>
      expect(reference).toHaveAccessibleDescription(
        expect.stringContaining(FUNDING_MESSAGES.paymentReferenceRequired),
      ),
    );

    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-27');
    await userEvent.type(reference, 'TRF-0042');
    await userEvent.click(within(dialog).getByRole('button', { name: P.confirmPaid }));
    expect(await screen.findByText(FUNDING_MESSAGES.stipendPaidConfirmed)).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/ConfirmStipendPaid')[1]?.body).toEqual({
      TimesheetId: 1,
      PaidOn: '2026-11-27',
      Reference: 'TRF-0042',
    });
    await waitFor(() => expect(row).toHaveTextContent('Paid by employerYou paid it on 27 Nov 2026'));
    expect(within(row).queryByRole('button', { name: /Confirm paid/ })).toBeNull();

    const claims = screen.getByRole('region', { name: P.claimsTitle });
    // 60% of 2,160.00 TTD.
    const claim = (await within(claims).findAllByRole('listitem'))[0];
    expect(claim).toHaveTextContent(/^October 20261,296.00 TTDPending approval/);
    const line = within(claims).getByRole('row', { name: /Asha Ramdial/ });
    expect(line).toHaveTextContent('Asha RamdialOctober 20262,160.00 TTD1,296.00 TTD');
  });

  it('offers no Confirm paid for a month the programme pays, and shows its payment', async () => {
    seed({ payments: { 1: { state: 'paid', paidOn: '2026-11-20', runId: 4 } } });
    await openTab();
    const row = screen.getByRole('row', { name: /Asha Ramdial/ });
    await waitFor(() => expect(row).toHaveTextContent('PaidPaid on 20 Nov 2026'));
    expect(within(row).queryByRole('button', { name: /Confirm paid/ })).toBeNull();
  });

  it('shows a 409 in the dialog', async () => {
    const api = seed();
    api.data.payments[1] = { funding: 'employer' };
    await openTab();
    const row = screen.getByRole('row', { name: /Asha Ramdial/ });
    const confirm = await within(row).findByRole('button', { name: /Confirm paid/ });
    api.data.payments[1] = { funding: 'employer', state: 'paid-by-employer', paidOn: '2026-11-20' };
    await userEvent.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: P.confirmPaidTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: P.referenceLabel }), 'TRF-1');
    await userEvent.click(within(dialog).getByRole('button', { name: P.confirmPaid }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      FUNDING_MESSAGES.stipendAlreadyConfirmed,
    );
  });

  it('keeps the bank details reimbursements are paid into', async () => {
    const api = seed({ bankDetails: makeBankDetails('55501234', { accountHolder: 'Caribbean Tech Ltd' }) });
    await openTab();
    const card = screen.getByRole('region', { name: P.bankDetailsTitle });
    expect(await within(card).findByText('•••• 1234')).toBeInTheDocument();
    expect(within(card).getByText(P.employerBankIntro)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: P.changeBankDetails }));
    await userEvent.type(within(card).getByRole('textbox', { name: P.accountNumberLabel }), '777-888-999');
    await userEvent.click(within(card).getByRole('button', { name: P.saveBankDetails }));
    expect(await within(card).findByText(BANK_MESSAGES.bankDetailsSaved)).toBeInTheDocument();
    expect(within(card).getByText('•••• 8999')).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/UpdateBankDetails')[0]?.body).toMatchObject({
      bankId: 2,
      accountNumber: '777888999',
    });
  });
});
