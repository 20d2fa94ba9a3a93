import { MESSAGES, STIPEND_REPORT_TEXTS as TEXT } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeStipendReport } from '../../testing/payment-fixtures';

// The Reports tab's stipend section (issue 28), through the whole app in jsdom.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const STIPENDS = 'GET /api/Admin/StipendReport';

function serve(report = makeStipendReport()) {
  const api = createFakeAdminApi();
  api.override('GET /api/Admin/Reports', () => json(500, { success: false, error: 'x', code: 'INTERNAL' }));
  api.override(STIPENDS, () => json(200, report));
  return api;
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));

describe('Reports tab: stipends', () => {
  it('shows what was paid, by whom, reimbursed and owed, in TTD', async () => {
    serve();
    renderDashboard('admin', 'reports');
    const card = async (name: string) => screen.findByRole('article', { name }, PAGE_LOAD);
    expect(await card(TEXT.paid)).toHaveTextContent('19,800.00 TTD');
    expect(await card(TEXT.paid)).toHaveTextContent('5 months of attendance');
    expect(await card(TEXT.programme)).toHaveTextContent('11,880.00 TTD');
    expect(await card(TEXT.employer)).toHaveTextContent('7,920.00 TTD');
    expect(await card(TEXT.reimbursed)).toHaveTextContent('2,376.00 TTD');
    expect(await card(TEXT.owed)).toHaveTextContent('2,376.00 TTD');
    expect(await card(TEXT.owed)).toHaveTextContent('2,376.00 TTD in approved claims');
    // The programme report failing leaves the stipends readable.
    expect(screen.getByText(MESSAGES.failedLoadReport)).toBeInTheDocument();

    expect(rowsOf(TEXT.sectorsTitle)).toEqual([
      ['Information Technology', '11,880.00 TTD', '0.00 TTD', '3'],
      ['Health', '0.00 TTD', '7,920.00 TTD', '2'],
    ]);
    expect(rowsOf(TEXT.fundingTitle)).toEqual([
      ['Programme pays', '11,880.00 TTD', '3'],
      ['Employer pays, 60% reimbursed', '7,920.00 TTD', '2'],
    ]);
    expect(rowsOf(TEXT.owedTitle)).toEqual([
      ['Caribbean Steel Ltd (EMP-7)', '1', '2,376.00 TTD', '2,376.00 TTD'],
    ]);
  });

  it('draws the months as a labelled chart whose "Show data" table holds the same money', async () => {
    serve();
    renderDashboard('admin', 'reports');
    expect(
      await screen.findByRole(
        'img',
        { name: `${TEXT.monthsTitle}: 19,800.00 TTD paid for the months from Aug 2026 to Oct 2026` },
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: `${MESSAGES.reportShowData}: ${TEXT.monthsTitle}` }),
    );
    expect(rowsOf(TEXT.monthsTitle)).toEqual([
      ['Aug 2026', '0.00 TTD', '0.00 TTD', '0.00 TTD', '0'],
      ['Sep 2026', '7,920.00 TTD', '3,960.00 TTD', '2,376.00 TTD', '3'],
      ['Oct 2026', '3,960.00 TTD', '3,960.00 TTD', '0.00 TTD', '2'],
    ]);
  });

  it('sends the same filters as the report, says when nothing was paid, and offers Try again', async () => {
    const api = serve(makeStipendReport(true));
    api.override(STIPENDS, () => json(500, { success: false, error: 'boom', code: 'INTERNAL' }));
    renderDashboard('admin', 'reports');
    expect(await screen.findByText(TEXT.failed, {}, PAGE_LOAD)).toBeInTheDocument();
    api.override(STIPENDS, () => json(200, makeStipendReport(true)));
    const retry = within(screen.getByRole('region', { name: TEXT.title })).getByRole('button', {
      name: 'Try again',
    });
    await userEvent.click(retry);
    expect(await screen.findByText(TEXT.noSectors)).toBeInTheDocument();
    expect(screen.getByText(TEXT.noneOwed)).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: MESSAGES.reportSectorLabel }),
      'Health',
    );
    await waitFor(() => expect(api.calls(STIPENDS).at(-1)?.query.get('sector')).toBe('5'));
  });
});
