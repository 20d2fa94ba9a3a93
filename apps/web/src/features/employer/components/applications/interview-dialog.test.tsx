import { interviewEmailNote, MESSAGES } from '@ojt/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import {
  dialogField as field,
  openApplicationDialog,
  seedApplication as seed,
} from '../../testing/application-dialog';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const openDialog = (button = 'Schedule interview with Kiran Persad', title = 'Schedule Interview') =>
  openApplicationDialog(button, title);

describe('Schedule Interview', () => {
  it('offers Schedule only once date, time and location are filled; the message is optional', async () => {
    seed();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(interviewEmailNote('Kiran Persad'));
    const schedule = within(dialog).getByRole('button', { name: 'Schedule' });
    expect(schedule).toBeDisabled();
    await userEvent.type(field(dialog, 'Interview date'), '11/25/2026');
    await userEvent.type(field(dialog, 'Interview time'), '9:30');
    expect(schedule).toBeDisabled();
    await userEvent.type(field(dialog, 'Location'), ' ');
    expect(schedule).toBeDisabled();
    await userEvent.type(field(dialog, 'Location'), '12 Frederick Street');
    expect(schedule).toBeEnabled();
  });

  it.each([
    ['13/45/2026', '9:30', MESSAGES.invalidInterviewDate],
    ['11/25/2026', '25:00', MESSAGES.invalidInterviewTime],
  ])('refuses date %s and time %s', async (date, time, message) => {
    const api = seed();
    const dialog = await openDialog();
    await userEvent.type(field(dialog, 'Interview date'), date);
    await userEvent.type(field(dialog, 'Interview time'), time);
    await userEvent.type(field(dialog, 'Location'), 'Head office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent(message);
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/ScheduleInterview')).toHaveLength(0);
  });

  it('schedules, says so, closes after 3 s; the card shows the interview and offers Reschedule', async () => {
    const api = seed();
    const dialog = await openDialog();
    await userEvent.type(field(dialog, 'Interview date'), '11/25/2026');
    await userEvent.type(field(dialog, 'Interview time'), '2:30 PM');
    await userEvent.type(field(dialog, 'Location'), '12 Frederick Street');
    await userEvent.type(field(dialog, 'Message for the applicant'), 'Ask for Asha.');

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.interviewScheduled);
    expect(api.calls('POST /api/Employer/ScheduleInterview')[0]?.body).toEqual({
      PlacementId: 1,
      InterviewDate: '2026-11-25',
      InterviewTime: '14:30',
      InterviewLocation: '12 Frederick Street',
      MessageForApplicant: 'Ask for Asha.',
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = screen.getByRole('article', { name: 'Kiran Persad' });
    expect(await within(card).findByText('Interview scheduled')).toBeInTheDocument();
    expect(within(card).getByText('25 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('2:30 pm')).toBeInTheDocument();
    expect(within(card).getByText('12 Frederick Street')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Reschedule interview with Kiran Persad' }),
    ).toBeEnabled();
  });

  it('reschedules from the current interview', async () => {
    seed({
      placementStatus: 2,
      interviewDate: '2026-11-25',
      interviewTime: '09:30',
      interviewLocation: 'Head office',
    });
    const dialog = await openDialog('Reschedule interview with Kiran Persad', 'Reschedule Interview');
    expect(field(dialog, 'Interview date')).toHaveValue('11/25/2026');
    expect(field(dialog, 'Interview time')).toHaveValue('09:30');
    expect(field(dialog, 'Location')).toHaveValue('Head office');
  });

  it("shows the server's refusal, else 'Failed to schedule interview'", async () => {
    const api = seed();
    api.override('POST /api/Employer/ScheduleInterview', () =>
      json(409, { success: false, error: MESSAGES.applicationWithdrawnLocked, code: 'CONFLICT' }),
    );
    const dialog = await openDialog();
    await userEvent.type(field(dialog, 'Interview date'), '11/25/2026');
    await userEvent.type(field(dialog, 'Interview time'), '9:30');
    await userEvent.type(field(dialog, 'Location'), 'Head office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.applicationWithdrawnLocked);

    api.override('POST /api/Employer/ScheduleInterview', () =>
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(MESSAGES.failedScheduleInterview)).toBeInTheDocument();
  });
});
