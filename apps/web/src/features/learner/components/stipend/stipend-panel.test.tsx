import {
  type LearnerApplicationItem,
  PLACEMENT_STATUS,
  stipendExplanation,
  TIMESHEET_SCREEN_TEXTS as T,
  TIMESHEET_MESSAGES,
} from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../../test/fake-api';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { makeTimesheet, presentDays } from '../../../../test/timesheet-fixtures';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { sheetPlacement } from '../../testing/fake-learner-timesheets';
import { makeApplication, makeOpenJob } from '../../testing/learner-fixtures';

vi.setConfig({ testTimeout: 60_000 });

// Monday 30 November 2026, 10:00 in Port of Spain: November's last working day (Submit is open).
const LAST_WORKING_DAY = new Date('2026-11-30T14:00:00Z');
const MID_MONTH = new Date('2026-11-20T14:00:00Z');

function placedApplication(overrides: Partial<LearnerApplicationItem> = {}) {
  return makeApplication(1, makeOpenJob(1), {
    placementStatus: PLACEMENT_STATUS.PLACED,
    datePlaced: '2026-10-10T09:00:00',
    startDate: '2026-10-15',
    endDate: '2027-04-14',
    ...overrides,
  });
}

function setNow(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
}

beforeEach(() => setNow(LAST_WORKING_DAY));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const group = (name: string) => screen.getByRole('group', { name });
const choose = async (day: string, half: 'a.m.' | 'p.m.', mark: 'Present' | 'Absent' | 'Leave') =>
  userEvent.click(
    within(screen.getByRole('radiogroup', { name: `${day} ${half}` })).getByRole('radio', { name: mark }),
  );

async function openMonth(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }, PAGE_LOAD));
}

describe('My Stipend', () => {
  it('lists each month of the placement from its start to now, newest first, with state, amount and pay cycle', async () => {
    const application = placedApplication();
    const placement = sheetPlacement(application);
    const october = makeTimesheet(7, placement, '2026-10', {
      status: 'Approved',
      days: presentDays('2026-10', placement),
      payCycle: 1,
      approvedAt: '2026-11-02T13:00:00.000Z',
    });
    createFakeLearnerApi({ applications: [application], timesheets: [october] });
    renderLearnerDashboard('stipend');

    const section = await screen.findByRole('region', { name: 'Position 1 – Caribbean Tech Ltd' }, PAGE_LOAD);
    const months = within(section).getAllByRole('button');
    expect(months.map((button) => button.textContent)).toEqual([
      `November 2026${T.notStarted}`,
      `October 2026Approved${october.amountText}Pay cycle 1Not paid yetApproved, pay cycle 1: waiting for the next payment run`,
    ]);
    expect(within(section).getByText('15 Oct 2026 – 14 Apr 2027')).toBeInTheDocument();
  });

  it('says when a placement starts after this month', async () => {
    createFakeLearnerApi({
      applications: [placedApplication({ startDate: '2027-01-04', endDate: '2027-06-30' })],
    });
    renderLearnerDashboard('stipend');
    expect(
      await screen.findByText('Nothing to record yet: your placement starts on 4 Jan 2027.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it('says so when the learner has no placement yet', async () => {
    createFakeLearnerApi({ applications: [makeApplication(1, makeOpenJob(1))] });
    renderLearnerDashboard('stipend');
    expect(await screen.findByText(T.noPlacedPlacements, {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('fills a month, saves it, submits it, reads the reason it came back with, and resubmits it', async () => {
    const api = createFakeLearnerApi({ applications: [placedApplication()] });
    const { router } = renderLearnerDashboard('stipend');
    await openMonth(/^November 2026/);
    expect(router.state.location.search).toBe('?tab=stipend&placement=1&month=2026-11');

    // The first read makes the Draft: a row per working day of November (2 to 30, weekdays).
    expect(await screen.findByRole('group', { name: 'Mon 2 Nov' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(21);
    expect(screen.getByText('Draft')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: T.allPresent }));
    expect(
      within(group('Fri 27 Nov'))
        .getAllByRole('radio', { checked: true })
        .map((r) => r.getAttribute('value')),
    ).toEqual(['P', 'P']);
    await choose('Mon 2 Nov', 'a.m.', 'Leave');
    await choose('Tue 3 Nov', 'p.m.', 'Absent');

    // A Leave day needs its reason: the form says so before sending anything.
    await userEvent.click(screen.getByRole('button', { name: T.saveDraft }));
    expect(
      await within(group('Mon 2 Nov')).findByText(TIMESHEET_MESSAGES.leaveReasonRequired),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/Learner/SaveTimesheet')).toHaveLength(0);

    await userEvent.selectOptions(within(group('Mon 2 Nov')).getByLabelText(T.leaveReasonLabel), 'Sick');
    await userEvent.click(screen.getByLabelText(T.remarksLabel));
    await userEvent.paste('Clinic visit on the 2nd.');
    await userEvent.click(screen.getByRole('button', { name: T.saveDraft }));
    expect(await screen.findByText(TIMESHEET_MESSAGES.timesheetSaved)).toBeInTheDocument();
    const saved = api.calls('POST /api/Learner/SaveTimesheet')[0]?.body ?? {};
    expect(saved).toMatchObject({ placementId: 1, month: '2026-11', remarks: 'Clinic visit on the 2nd.' });
    expect((saved.days as unknown[]).slice(0, 2)).toEqual([
      { date: '2026-11-02', am: 'L', pm: 'P', leaveReason: 'sick' },
      { date: '2026-11-03', am: 'P', pm: 'A', leaveReason: null },
    ]);
    expect(
      screen.getByText(stipendExplanation({ credited: 20.5, workingDaysInMonth: 21, rateCents: 396000 })),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: T.submitToSupervisor }));
    expect(await screen.findByText(TIMESHEET_MESSAGES.timesheetSubmitted)).toBeInTheDocument();
    expect(await screen.findByText(T.submittedNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.saveDraft })).not.toBeInTheDocument();
    const grid = screen.getByRole('table', { name: `November 2026: ${T.daysCaption}` });
    expect(within(grid).getByRole('row', { name: /Mon 2 Nov/ })).toHaveTextContent(
      'Mon 2 NovLeave (Sick)Present',
    );

    // The supervisor returns it with a reason.
    const sheet = api.data.timesheets[0];
    if (!sheet) throw new Error('no month');
    Object.assign(sheet, {
      status: 'Returned',
      returnedReason: 'You were on site on the afternoon of 3 Nov.',
    });
    await userEvent.click(screen.getByRole('button', { name: T.allMonths }));
    await openMonth(/^November 2026/);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.returnedTitle);
    expect(alert).toHaveTextContent('You were on site on the afternoon of 3 Nov.');

    await choose('Tue 3 Nov', 'p.m.', 'Present');
    await userEvent.click(screen.getByRole('button', { name: T.submitToSupervisor }));
    expect(await screen.findByText(T.submittedNote)).toBeInTheDocument();
    expect(api.data.timesheets[0]?.status).toBe('Submitted');
    expect(api.data.timesheets[0]?.days[1]).toEqual({
      date: '2026-11-03',
      am: 'P',
      pm: 'P',
      leaveReason: null,
    });
  });

  it('opens Submit on the last working day, and shows the server refusing a save', async () => {
    setNow(MID_MONTH);
    const api = createFakeLearnerApi({ applications: [placedApplication()] });
    renderLearnerDashboard('stipend', 'placement=1&month=2026-11');
    const submit = await screen.findByRole('button', { name: T.submitToSupervisor }, PAGE_LOAD);
    expect(submit).toBeDisabled();
    expect(
      screen.getByText('You can submit this month from Mon 30 Nov, its last working day.'),
    ).toBeInTheDocument();

    api.override('POST /api/Learner/SaveTimesheet', () =>
      fail(409, 'CONFLICT', TIMESHEET_MESSAGES.saveOnlyDraftOrReturned),
    );
    await userEvent.click(screen.getByRole('button', { name: T.saveDraft }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIMESHEET_MESSAGES.saveOnlyDraftOrReturned);
  });

  it("shows the server's refusal to open a month", async () => {
    const api = createFakeLearnerApi({ applications: [placedApplication()] });
    api.override('GET /api/Learner/Timesheet', () => fail(409, 'CONFLICT', TIMESHEET_MESSAGES.monthInFuture));
    renderLearnerDashboard('stipend', 'placement=1&month=2026-11');
    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      TIMESHEET_MESSAGES.monthInFuture,
    );
  });

  it('shows an approved month read-only with its pay cycle', async () => {
    const application = placedApplication();
    const placement = sheetPlacement(application);
    const october = makeTimesheet(7, placement, '2026-10', {
      status: 'Approved',
      days: presentDays('2026-10', placement),
      payCycle: 2,
    });
    createFakeLearnerApi({ applications: [application], timesheets: [october] });
    renderLearnerDashboard('stipend', 'placement=1&month=2026-10');
    expect(await screen.findByText(T.approvedNote, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Pay cycle 2')).toBeInTheDocument();
    expect(screen.getByText(october.explanation)).toBeInTheDocument();
    // October from Thursday the 15th: 12 of its 22 working days.
    expect(october.explanation).toBe('12 of 22 working days × 3,960.00 = 2,160.00 TTD');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(13);
  });
});
