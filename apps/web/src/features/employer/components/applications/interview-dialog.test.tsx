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

// The browser's own date and time fields hold `YYYY-MM-DD` and `HH:mm` whatever the locale shows.
const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const openDialog = (button = 'Schedule interview with Kiran Persad', title = 'Schedule Interview') =>
  openApplicationDialog(button, title);

describe('Schedule Interview', () => {
  it('offers Schedule only once date, time and location are filled; the message is optional', async () => {
    seed();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(interviewEmailNote('Kiran Persad'));
    const schedule = within(dialog).getByRole('button', { name: 'Schedule' });
    expect(schedule).toBeDisabled();
    setValue(field(dialog, 'Interview date'), '2030-12-03');
    setValue(field(dialog, 'Interview time'), '09:30');
    expect(schedule).toBeDisabled();
    await userEvent.type(field(dialog, 'Location'), ' ');
    expect(schedule).toBeDisabled();
    await userEvent.type(field(dialog, 'Location'), '12 Frederick Street');
    expect(schedule).toBeEnabled();
  });

  it("takes the date with the browser's date field and reads it back in words before it is saved", async () => {
    const api = seed();
    const dialog = await openDialog();
    const date = field(dialog, 'Interview date');
    expect(date).toHaveAttribute('type', 'date');
    expect(field(dialog, 'Interview time')).toHaveAttribute('type', 'time');
    setValue(date, '2030-12-03');
    expect(dialog).toHaveTextContent('The interview will be on Tuesday 3 December 2030.');
    setValue(field(dialog, 'Interview time'), '14:30');
    expect(dialog).toHaveTextContent('The interview will be on Tuesday 3 December 2030 at 2:30 pm.');
    setValue(date, '2030-03-12');
    expect(dialog).toHaveTextContent('The interview will be on Tuesday 12 March 2030 at 2:30 pm.');
    setValue(date, '2030-12-03');
    await userEvent.type(field(dialog, 'Location'), 'Head office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    // On the wire the spec's MM/DD/YYYY: month first, as the words said.
    await waitFor(() => expect(api.calls('POST /api/Employer/ScheduleInterview')).toHaveLength(1));
    expect(api.calls('POST /api/Employer/ScheduleInterview')[0]?.body).toMatchObject({
      InterviewDate: '12/03/2030',
      InterviewTime: '14:30',
    });
  });

  it('refuses a date already past before sending it', async () => {
    const api = seed();
    const dialog = await openDialog();
    setValue(field(dialog, 'Interview date'), '2026-03-12');
    setValue(field(dialog, 'Interview time'), '10:30');
    await userEvent.type(field(dialog, 'Location'), 'Head office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.interviewInPast);
    expect(within(summary).getByRole('link', { name: MESSAGES.interviewInPast })).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/ScheduleInterview')).toHaveLength(0);
  });

  it('schedules, says so, closes after 3 s; the card shows the interview and offers Reschedule', async () => {
    const api = seed();
    const dialog = await openDialog();
    setValue(field(dialog, 'Interview date'), '2030-11-25');
    setValue(field(dialog, 'Interview time'), '14:30');
    await userEvent.type(field(dialog, 'Location'), '12 Frederick Street');
    await userEvent.type(field(dialog, 'Message for the applicant'), 'Ask for Asha.');

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.interviewScheduled);
    expect(api.calls('POST /api/Employer/ScheduleInterview')[0]?.body).toEqual({
      PlacementId: 1,
      InterviewDate: '11/25/2030',
      InterviewTime: '14:30',
      InterviewLocation: '12 Frederick Street',
      MessageForApplicant: 'Ask for Asha.',
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = screen.getByRole('article', { name: 'Kiran Persad' });
    expect(await within(card).findByText('Interview scheduled')).toBeInTheDocument();
    expect(within(card).getByText('25 Nov 2030')).toBeInTheDocument();
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
    expect(field(dialog, 'Interview date')).toHaveValue('2026-11-25');
    expect(field(dialog, 'Interview time')).toHaveValue('09:30');
    expect(field(dialog, 'Location')).toHaveValue('Head office');
  });

  it("shows the server's refusal, else 'Failed to schedule interview'", async () => {
    const api = seed();
    api.override('POST /api/Employer/ScheduleInterview', () =>
      json(409, { success: false, error: MESSAGES.applicationWithdrawnLocked, code: 'CONFLICT' }),
    );
    const dialog = await openDialog();
    setValue(field(dialog, 'Interview date'), '2030-11-25');
    setValue(field(dialog, 'Interview time'), '09:30');
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
