import {
  FUNDING_MESSAGES,
  monthInWords,
  portalMonth,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderAdminDashboard } from '../../../test/render-app';
import { makeEmployer } from '../testing/admin-fixtures';
import { createFakeAdminApi } from '../testing/fake-admin-api';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const THIS_MONTH = portalMonth(new Date());

async function openEmployer() {
  renderAdminDashboard('employers');
  await screen.findByText('Company 001 Ltd', { selector: 'th p' }, PAGE_LOAD);
  await userEvent.click(screen.getByRole('button', { name: 'View Company 001 Ltd' }));
  return screen.findByRole('dialog', { name: 'Company 001 Ltd' });
}

describe("An employer's funding", () => {
  it('shows who pays and from when, and changes it with a model, a month and a reason', async () => {
    const api = createFakeAdminApi({
      employers: [makeEmployer(1, { status: 'approved', funding: { model: 'employer', fromMonth: null } })],
    });
    const dialog = await openEmployer();
    const funding = within(dialog).getByRole('region', { name: TEXT.fundingTitle });
    expect(within(funding).getByText('Employer pays, 60% reimbursed')).toBeInTheDocument();
    expect(within(funding).getByText(TEXT.fundingByType)).toBeInTheDocument();

    await userEvent.click(within(funding).getByRole('button', { name: TEXT.changeFundingAction }));
    const form = await screen.findByRole('dialog', { name: TEXT.changeFundingTitle });
    expect(within(form).getByLabelText(/Who pays/)).toHaveValue('programme');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText(FUNDING_MESSAGES.fundingReasonRequired)).not.toHaveLength(0);
    expect(api.calls('POST /api/Admin/SetEmployerFunding')).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByLabelText(/From month/), THIS_MONTH);
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Now a state enterprise');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TEXT.changeFundingTitle })).not.toBeInTheDocument(),
    );
    expect(api.calls('POST /api/Admin/SetEmployerFunding')[0]?.body).toEqual({
      EmpId: 'EMP001',
      Model: 'programme',
      FromMonth: THIS_MONTH,
      Reason: 'Now a state enterprise',
    });
    expect(await within(funding).findByText('Programme pays')).toBeInTheDocument();
    expect(within(funding).getByText(monthInWords(THIS_MONTH))).toBeInTheDocument();
  });
});
