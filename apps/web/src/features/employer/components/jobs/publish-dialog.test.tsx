import { MESSAGES, portalToday, unpublishConfirmMessage } from '@ojt/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { makeOpening, makePosition } from '../../testing/employer-fixtures';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openPublish() {
  renderEmployerDashboard('jobs');
  await userEvent.click(await screen.findByRole('button', { name: 'Publish Position 1' }, PAGE_LOAD));
  return screen.findByRole('dialog', { name: 'Publish Job Position' });
}

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const publishButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Publish' });

describe('Publish Job Position', () => {
  it('starts at today 09:00 to 17:00 with 1 opening, and needs a close date', async () => {
    const api = createFakeEmployerApi({ positions: [makePosition(1)] });
    const dialog = await openPublish();
    expect(input(dialog, 'Open date')).toHaveValue(portalToday());
    expect(input(dialog, 'Open time')).toHaveValue('09:00');
    expect(input(dialog, 'Close time')).toHaveValue('17:00');
    expect(input(dialog, 'Number of openings')).toHaveValue(1);

    await userEvent.click(publishButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.closeDateRequired);
    expect(api.calls('POST /api/Employer/OpenJobPosition')).toHaveLength(0);
  });

  it.each([
    [{ 'Open date': '' }, MESSAGES.openDateRequired],
    [{ 'Open time': '' }, MESSAGES.openTimeRequired],
    [{ 'Close time': '' }, MESSAGES.closeTimeRequired],
    [
      { 'Close date': '2026-11-01', 'Open date': '2026-11-01', 'Close time': '08:00' },
      MESSAGES.closeBeforeOpen,
    ],
    [{ 'Number of openings': '0' }, MESSAGES.openingsAtLeastOne],
  ])('refuses %j with the spec message', async (values, message) => {
    createFakeEmployerApi({ positions: [makePosition(1)] });
    const dialog = await openPublish();
    setValue(input(dialog, 'Close date'), '2026-11-30');
    for (const [label, value] of Object.entries(values)) setValue(input(dialog, label), value);
    await userEvent.click(publishButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  });

  it('lists the problems in the order of the fields, each linking to its field', async () => {
    createFakeEmployerApi({ positions: [makePosition(1)] });
    const dialog = await openPublish();
    setValue(input(dialog, 'Close date'), '2020-01-01');
    setValue(input(dialog, 'Number of openings'), '0');
    await userEvent.click(publishButton(dialog));
    const links = within(within(dialog).getByRole('alert')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      MESSAGES.closeBeforeOpen,
      MESSAGES.openingsAtLeastOne,
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(input(dialog, 'Close date')).toHaveFocus();
  });

  it('publishes with Port of Spain date-times, says so, closes after 3 s, and the card shows Published', async () => {
    const api = createFakeEmployerApi({ positions: [makePosition(1)] });
    const dialog = await openPublish();
    setValue(input(dialog, 'Open date'), '2026-11-02');
    setValue(input(dialog, 'Close date'), '2026-11-30');
    setValue(input(dialog, 'Number of openings'), '');
    await userEvent.type(input(dialog, 'Additional details'), ' Bring your CV. ');

    vi.useFakeTimers();
    fireEvent.click(publishButton(dialog));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.jobPublished);
    expect(api.calls('POST /api/Employer/OpenJobPosition')[0]?.body).toEqual({
      EmpJobKey: 1,
      OpenDate: '2026-11-02T09:00:00',
      CloseDate: '2026-11-30T17:00:00',
      // A blank number falls back to 1 (spec 2 §5).
      NoOpenings: 1,
      Details: 'Bring your CV.',
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await screen.findByRole('article', { name: 'Position 1' });
    await within(card).findByText('Published');
    expect(within(card).getByText(MESSAGES.jobAlreadyPublished)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Publish Position 1' })).not.toBeInTheDocument();
  });

  it("treats a 409 'already open' as published", async () => {
    const api = createFakeEmployerApi({ positions: [makePosition(1)] });
    api.override('POST /api/Employer/OpenJobPosition', () =>
      json(409, { success: false, error: MESSAGES.positionAlreadyOpen, code: 'ALREADY_OPEN' }),
    );
    const dialog = await openPublish();
    setValue(input(dialog, 'Close date'), '2099-11-30');
    await userEvent.click(publishButton(dialog));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MESSAGES.jobAlreadyPublished);
  });

  it("shows the server's refusal, else 'Failed to publish job position'", async () => {
    const api = createFakeEmployerApi({ positions: [makePosition(1)] });
    api.override('POST /api/Employer/OpenJobPosition', () =>
      json(500, { success: false, error: 'x', code: 'INTERNAL' }),
    );
    const dialog = await openPublish();
    setValue(input(dialog, 'Close date'), '2099-11-30');
    await userEvent.click(publishButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.failedPublishJobPosition);
  });

  it('unpublishes after a confirmation naming the position, with a toast naming it', async () => {
    const opening = makeOpening(11, 1);
    const api = createFakeEmployerApi({
      positions: [makePosition(1, { published: true, tblemployerjobopenings: [opening] })],
    });
    renderEmployerDashboard('jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish Position 1' }, PAGE_LOAD));
    const confirm = await screen.findByRole('dialog', { name: 'Unpublish Job Position' });
    expect(confirm).toHaveTextContent(unpublishConfirmMessage('Position 1'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText(MESSAGES.jobUnpublished)).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/CloseJobPosition')[0]?.body).toEqual({ JobOpeningId: 11 });
    const card = screen.getByRole('article', { name: 'Position 1' });
    expect(await within(card).findByRole('button', { name: 'Publish Position 1' })).toBeInTheDocument();
  });
});
