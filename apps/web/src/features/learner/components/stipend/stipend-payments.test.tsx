import {
  BANK_MESSAGES,
  type LearnerApplicationItem,
  PAYMENT_SCREEN_TEXTS as P,
  PLACEMENT_STATUS,
} from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBankDetails } from '../../../../test/fake-bank';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { makeTimesheet, presentDays } from '../../../../test/timesheet-fixtures';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { sheetPlacement } from '../../testing/fake-learner-timesheets';
import { makeApplication, makeOpenJob } from '../../testing/learner-fixtures';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T14:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function placedApplication(overrides: Partial<LearnerApplicationItem> = {}) {
  return makeApplication(1, makeOpenJob(1), {
    placementStatus: PLACEMENT_STATUS.PLACED,
    datePlaced: '2026-08-10T09:00:00',
    startDate: '2026-08-15',
    endDate: '2027-04-14',
    ...overrides,
  });
}

/** August paid, September failed, October in a run: three approved months. */
function seedMonths() {
  const application = placedApplication();
  const placement = sheetPlacement(application);
  const approved = (id: number, month: string) =>
    makeTimesheet(id, placement, month, {
      status: 'Approved',
      days: presentDays(month, placement),
      payCycle: 1,
      approvedAt: `${month}-28T13:00:00.000Z`,
    });
  return {
    applications: [application],
    timesheets: [approved(5, '2026-08'), approved(6, '2026-09'), approved(7, '2026-10')],
    payments: {
      5: { state: 'paid' as const, runId: 1, paidOn: '2026-09-12' },
      6: { state: 'failed' as const, runId: 2, failedReason: 'account closed' },
      7: { state: 'in-run' as const, runId: 3 },
    },
  };
}

const bankCard = () => screen.findByRole('region', { name: P.bankDetailsTitle }, PAGE_LOAD);

describe('My Stipend: bank details', () => {
  it('warns that the stipend is held back without bank details, and adds them', async () => {
    const api = createFakeLearnerApi({ applications: [placedApplication()] });
    renderLearnerDashboard('stipend');
    const card = await bankCard();
    expect(await within(card).findByText(P.noBankDetailsLearner)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: P.addBankDetails }));
    const bank = within(card).getByRole('combobox', { name: P.bankLabel });
    await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(3));
    // The domain's rules first: nothing is sent while a field is wrong.
    await userEvent.click(within(card).getByRole('button', { name: P.saveBankDetails }));
    expect(await within(card).findAllByText(BANK_MESSAGES.bankRequired)).not.toHaveLength(0);
    expect(api.calls('POST /api/Learner/UpdateBankDetails')).toHaveLength(0);

    await userEvent.selectOptions(bank, 'Republic Bank');
    const number = within(card).getByRole('textbox', { name: P.accountNumberLabel });
    expect(number).toHaveAttribute('inputMode', 'numeric');
    await userEvent.type(number, '1234 4821');
    await userEvent.type(within(card).getByRole('textbox', { name: P.accountHolderLabel }), 'Asha Ramdial');
    await userEvent.click(within(card).getByRole('button', { name: P.saveBankDetails }));

    expect(await within(card).findByText(BANK_MESSAGES.bankDetailsSaved)).toBeInTheDocument();
    expect(api.calls('POST /api/Learner/UpdateBankDetails')[0]?.body).toEqual({
      bankId: 2,
      accountNumber: '12344821',
      accountHolder: 'Asha Ramdial',
    });
    expect(within(card).getByText('•••• 4821')).toBeInTheDocument();
    expect(within(card).getByText('Republic Bank')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('12344821');
    expect(within(card).queryByText(P.noBankDetailsLearner)).not.toBeInTheDocument();
  });

  it('shows the account masked, and a change needs the whole number typed again', async () => {
    const api = createFakeLearnerApi({ applications: [placedApplication()], bankDetails: makeBankDetails() });
    renderLearnerDashboard('stipend');
    const card = await bankCard();
    expect(await within(card).findByText('•••• 4821')).toBeInTheDocument();
    expect(within(card).getByText('Asha Ramdial')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: P.changeBankDetails }));
    const number = within(card).getByRole('textbox', { name: P.accountNumberLabel });
    expect(number).toHaveValue('');
    expect(number).toHaveAccessibleDescription(P.accountNumberChangeHint);
    expect(within(card).getByRole('combobox', { name: P.bankLabel })).toHaveValue('2');
    await userEvent.type(number, '99887766');
    await userEvent.click(within(card).getByRole('button', { name: P.saveBankDetails }));
    expect(await within(card).findByText('•••• 7766')).toBeInTheDocument();
    expect(api.data.savedAccountNumber).toBe('99887766');
  });

  it("shows the server's 400 under the field it names", async () => {
    const api = createFakeLearnerApi({ applications: [placedApplication()] });
    api.override('POST /api/Learner/UpdateBankDetails', () =>
      json(400, {
        success: false,
        code: 'VALIDATION',
        error: BANK_MESSAGES.bankUnknown,
        fields: { bankId: BANK_MESSAGES.bankUnknown },
      }),
    );
    renderLearnerDashboard('stipend');
    const card = await bankCard();
    await userEvent.click(await within(card).findByRole('button', { name: P.addBankDetails }));
    const bank = within(card).getByRole('combobox', { name: P.bankLabel });
    await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(bank, 'First Citizens Bank');
    await userEvent.type(within(card).getByRole('textbox', { name: P.accountNumberLabel }), '55554444');
    await userEvent.type(within(card).getByRole('textbox', { name: P.accountHolderLabel }), 'Asha Ramdial');
    await userEvent.click(within(card).getByRole('button', { name: P.saveBankDetails }));
    await waitFor(() =>
      expect(bank).toHaveAccessibleDescription(expect.stringContaining(BANK_MESSAGES.bankUnknown)),
    );
  });
});

describe('My Stipend: where is my stipend', () => {
  it('shows each month’s payment sentence with a badge', async () => {
    createFakeLearnerApi({ ...seedMonths(), bankDetails: makeBankDetails() });
    renderLearnerDashboard('stipend');
    const month = async (name: RegExp) => screen.findByRole('button', { name }, PAGE_LOAD);
    expect(await month(/^August 2026/)).toHaveTextContent('PaidPaid on 12 Sep 2026');
    expect(await month(/^September 2026/)).toHaveTextContent(
      'FailedFailed: account closed — update your bank details on My Stipend',
    );
    expect(await month(/^October 2026/)).toHaveTextContent('In a payment runIn the payment run, pay cycle 1');
    // A month not approved yet says where it stands, without a payment badge.
    expect(await month(/^November 2026/)).not.toHaveTextContent('Not paid yet');
  });

  it('shows the payment in the month view', async () => {
    createFakeLearnerApi({ ...seedMonths(), bankDetails: makeBankDetails() });
    renderLearnerDashboard('stipend', 'placement=1&month=2026-09');
    expect(
      await screen.findByText(
        'Failed: account closed — update your bank details on My Stipend',
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
  });
});
