import type { ProgrammeReport } from '@ojt/domain';
import { MESSAGES } from '@ojt/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import { makeStipendReport } from '../../testing/payment-fixtures';

// Each test renders the whole app in jsdom and the lazy Reports tab with its charts.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const REPORTS = 'GET /api/Admin/Reports';

/** The server's answer for a year: 7 openings, 4 applications in March to May, two sectors. */
function makeReport(overrides: Partial<ProgrammeReport> = {}): ProgrammeReport {
  const months = [
    '2025-12',
    ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
  ];
  const busy: Record<string, [number, number]> = { '2026-03': [2, 0], '2026-04': [1, 1], '2026-05': [1, 1] };
  return {
    from: '2025-12-01',
    to: '2026-11-24',
    sector: null,
    employerType: null,
    counts: {
      openings: 7,
      applications: 4,
      interviews: 2,
      selected: 3,
      placed: 2,
      completed: 1,
      withdrawn: 1,
    },
    fillRate: 2 / 7,
    medianDays: { interview: 3, selection: 10, placement: 25.5 },
    learnersWaiting: 5,
    oldestWaitingDays: 12,
    byMonth: months.map((month) => ({
      month,
      applications: busy[month]?.[0] ?? 0,
      placements: busy[month]?.[1] ?? 0,
    })),
    bySector: [
      { sector: 4, applications: 3, placed: 1 },
      { sector: 5, applications: 1, placed: 1 },
    ],
    ...overrides,
  };
}

function serve(report: ProgrammeReport = makeReport()) {
  const api = createFakeAdminApi();
  api.override(REPORTS, () => json(200, report));
  api.override('GET /api/Admin/StipendReport', () => json(200, makeStipendReport(true)));
  return api;
}

const lastQuery = (api: ReturnType<typeof serve>) => api.calls(REPORTS).at(-1)?.query;

async function openReports() {
  const view = renderDashboard('admin', 'reports');
  await screen.findByRole('article', { name: MESSAGES.reportFillRate }, PAGE_LOAD);
  return view;
}

/** Opens a chart's "Show data" table; answers its body rows as cell texts. */
async function dataOf(title: string): Promise<string[][]> {
  await userEvent.click(screen.getByRole('button', { name: `${MESSAGES.reportShowData}: ${title}` }));
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('Reports tab', () => {
  it("shows the server's figures: openings, fill rate, medians and the learners waiting", async () => {
    const api = serve();
    await openReports();
    const card = (name: string) => screen.getByRole('article', { name });
    expect(card(MESSAGES.reportOpenings)).toHaveTextContent('7');
    expect(card(MESSAGES.reportOpenings)).toHaveTextContent('4 applications · 2 placed');
    expect(card(MESSAGES.reportFillRate)).toHaveTextContent('29%');
    expect(card(MESSAGES.reportMedianInterview)).toHaveTextContent('3 days');
    expect(card(MESSAGES.reportMedianSelection)).toHaveTextContent('10 days');
    expect(card(MESSAGES.reportMedianPlacement)).toHaveTextContent('25.5 days');
    expect(card(MESSAGES.reportLearnersWaiting)).toHaveTextContent('5');
    expect(card(MESSAGES.reportLearnersWaiting)).toHaveTextContent('Oldest waiting: 12 days');
    // The first request leaves the period to the server, which answers the last 12 months.
    expect([...(lastQuery(api)?.keys() ?? [])]).toEqual([]);
    expect(screen.getByLabelText(MESSAGES.reportFromLabel)).toHaveValue('2025-12-01');
    expect(screen.getByLabelText(MESSAGES.reportToLabel)).toHaveValue('2026-11-24');
  });

  it('counts one application in the singular', async () => {
    serve(makeReport({ counts: { ...makeReport().counts, applications: 1, placed: 0 } }));
    await openReports();
    expect(screen.getByRole('article', { name: MESSAGES.reportOpenings })).toHaveTextContent(
      /1 application · 0 placed$/,
    );
  });

  it('draws three labelled charts whose "Show data" tables hold the same numbers', async () => {
    serve();
    await openReports();
    for (const title of [MESSAGES.reportStagesTitle, MESSAGES.reportMonthsTitle, MESSAGES.reportSectorsTitle])
      expect(screen.getByRole('img', { name: new RegExp(`^${title}: `) })).toBeInTheDocument();
    for (const title of [MESSAGES.reportStagesTitle, MESSAGES.reportMonthsTitle, MESSAGES.reportSectorsTitle])
      expect(screen.queryByRole('table', { name: title })).not.toBeInTheDocument();

    expect(await dataOf(MESSAGES.reportStagesTitle)).toEqual([
      ['Openings offered', '7'],
      ['Applications', '4'],
      ['Interviews', '2'],
      ['Selected', '3'],
      ['Placed', '2'],
      ['Completed', '1'],
      ['Withdrawn', '1'],
    ]);
    const months = await dataOf(MESSAGES.reportMonthsTitle);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual(['Dec 2025', '0', '0']);
    expect(months.slice(3, 6)).toEqual([
      ['Mar 2026', '2', '0'],
      ['Apr 2026', '1', '1'],
      ['May 2026', '1', '1'],
    ]);
    expect(await dataOf(MESSAGES.reportSectorsTitle)).toEqual([
      ['Information Technology', '3', '1'],
      ['Health', '1', '1'],
    ]);
    const hide = screen.getByRole('button', {
      name: `${MESSAGES.reportHideData}: ${MESSAGES.reportSectorsTitle}`,
    });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(screen.queryByRole('table', { name: MESSAGES.reportSectorsTitle })).not.toBeInTheDocument();
  });

  it('sends the period, the sector and the employer type; Last 12 months clears them', async () => {
    const api = serve();
    await openReports();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: MESSAGES.reportSectorLabel }),
      'Health',
    );
    await waitFor(() => expect(lastQuery(api)?.get('sector')).toBe('5'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: MESSAGES.reportEmployerTypeLabel }),
      'Institution-Based',
    );
    await waitFor(() => expect(lastQuery(api)?.get('employerType')).toBe('2'));
    expect(lastQuery(api)?.get('sector')).toBe('5');

    fireEvent.change(screen.getByLabelText(MESSAGES.reportFromLabel), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastQuery(api)?.get('from')).toBe('2026-03-01'));
    expect(lastQuery(api)?.get('to')).toBe('2026-11-24');

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.reportResetAction }));
    await waitFor(() => expect([...(lastQuery(api)?.keys() ?? [])]).toEqual([]));
  });

  it('flags a start after the end and does not send it', async () => {
    const api = serve();
    await openReports();
    const before = api.calls(REPORTS).length;
    fireEvent.change(screen.getByLabelText(MESSAGES.reportFromLabel), { target: { value: '2026-12-01' } });
    expect(await screen.findByText(MESSAGES.dateFromAfterTo)).toBeInTheDocument();
    expect(
      api
        .calls(REPORTS)
        .slice(before)
        .some((r) => r.query.get('from') === '2026-12-01'),
    ).toBe(false);
  });

  it('says so when nothing happened, and offers Try again when the load fails', async () => {
    const api = serve();
    api.override(REPORTS, () => json(500, { success: false, error: 'boom', code: 'INTERNAL' }));
    renderDashboard('admin', 'reports');
    expect(await screen.findByText(MESSAGES.failedLoadReport, {}, PAGE_LOAD)).toBeInTheDocument();

    const empty = makeReport({
      counts: {
        openings: 0,
        applications: 0,
        interviews: 0,
        selected: 0,
        placed: 0,
        completed: 0,
        withdrawn: 0,
      },
      fillRate: null,
      medianDays: { interview: null, selection: null, placement: null },
      bySector: [],
    });
    api.override(REPORTS, () => json(200, empty));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(MESSAGES.reportEmpty)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: MESSAGES.reportFillRate })).toHaveTextContent('—');
    for (const title of [MESSAGES.reportStagesTitle, MESSAGES.reportMonthsTitle, MESSAGES.reportSectorsTitle])
      expect(screen.queryByRole('img', { name: new RegExp(`^${title}: `) })).not.toBeInTheDocument();
  });
});
