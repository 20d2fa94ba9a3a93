import { MESSAGES } from '@ojt/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { makePosition } from '../../testing/employer-fixtures';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openAddDialog() {
  renderEmployerDashboard('jobs');
  await screen.findByRole('heading', { name: 'Job Positions', level: 2 }, PAGE_LOAD);
  const [add] = screen.getAllByRole('button', { name: 'Add Job Position' });
  await userEvent.click(add as HTMLElement);
  return screen.findByRole('dialog', { name: 'Add Job Position' });
}

async function fillRow(dialog: HTMLElement, index: number, type: string, certificate: string) {
  await userEvent.type(
    within(dialog).getAllByLabelText('Qualification type', { selector: 'input' })[index] as HTMLElement,
    type,
  );
  await userEvent.type(
    within(dialog).getAllByLabelText('Certificate name')[index] as HTMLElement,
    certificate,
  );
}

describe('Add/Edit Job Position', () => {
  it('lists every problem as a link to its field, and sends nothing', async () => {
    const api = createFakeEmployerApi();
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Job Position' }));

    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.fixBeforeSubmitting);
    expect(summary).toHaveFocus();
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([MESSAGES.jobTitleRequired, MESSAGES.selectSector, MESSAGES.requirementRequired]);
    expect(api.calls('POST /api/Employer/AddJobPosition')).toHaveLength(0);

    await userEvent.click(within(summary).getByRole('link', { name: MESSAGES.selectSector }));
    expect(within(dialog).getByLabelText(/^Sector/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Job Title/)).toHaveAccessibleDescription(
      MESSAGES.jobTitleRequired,
    );
  });

  it('keeps the status select disabled, Active for a new position', async () => {
    createFakeEmployerApi();
    const dialog = await openAddDialog();
    const status = within(dialog).getByLabelText(/^Status/);
    expect(status).toBeDisabled();
    expect(status).toHaveDisplayValue('Active');
    expect(within(dialog).getByLabelText(/^Sector/)).toHaveDisplayValue(MESSAGES.selectSectorPlaceholder);
  });

  it('offers Remove only while there is more than one requirement row', async () => {
    createFakeEmployerApi();
    const dialog = await openAddDialog();
    expect(within(dialog).queryByRole('button', { name: /Remove requirement/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Requirement' }));
    expect(within(dialog).getAllByLabelText('Certificate name')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove requirement 2' }));
    expect(within(dialog).getAllByLabelText('Certificate name')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Remove requirement/ })).not.toBeInTheDocument();
  });

  it('refuses rows that are only half filled', async () => {
    createFakeEmployerApi();
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Job Title/), 'Junior Technician');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Sector/), 'Information Technology');
    await userEvent.type(within(dialog).getByLabelText('Qualification type', { selector: 'input' }), 'CVQ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Job Position' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.requirementRequired);
  });

  it('adds a position with two trimmed requirements, says so and closes after 3 seconds', async () => {
    const api = createFakeEmployerApi();
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Job Title/), '  Junior Technician ');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Sector/), 'Information Technology');
    await fillRow(dialog, 0, 'CVQ', 'IT Support Level 2 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Requirement' }));
    await fillRow(dialog, 1, 'CXC', 'Mathematics');

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Job Position' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.jobPositionAdded);
    expect(api.calls('POST /api/Employer/AddJobPosition')[0]?.body).toEqual({
      jobPositionId: 0,
      empId: 'employer-1',
      jobTitle: 'Junior Technician',
      jobSector: 4,
      jobPositionStatus: 1,
      lstRequirements: [
        { qualificationType: 'CVQ', certificateName: 'IT Support Level 2' },
        { qualificationType: 'CXC', certificateName: 'Mathematics' },
      ],
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Junior Technician', level: 3 })).toBeInTheDocument();
  });

  const serverError = (): Response => json(500, { success: false, error: 'x', code: 'INTERNAL' });
  const offline = (): 'network' => 'network';
  it.each([
    ['the fallback for a 500', serverError, MESSAGES.failedAddJobPosition],
    ['the network text', offline, MESSAGES.networkErrorOccurred],
  ])('shows %s when the save fails', async (_, reply, message) => {
    const api = createFakeEmployerApi();
    api.override('POST /api/Employer/AddJobPosition', reply);
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Job Title/), 'Junior Technician');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Sector/), 'Health');
    await fillRow(dialog, 0, 'CVQ', 'Patient Care');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Job Position' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('edits a position: prefilled, an inactive one stays Inactive, then updated', async () => {
    const api = createFakeEmployerApi({ positions: [makePosition(7, { empjobpositionstatus: 0 })] });
    renderEmployerDashboard('jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Position 7' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Position' });
    expect(within(dialog).getByLabelText(/^Job Title/)).toHaveValue('Position 7');
    expect(within(dialog).getByLabelText(/^Status/)).toHaveDisplayValue('Inactive');
    expect(within(dialog).getByLabelText('Certificate name')).toHaveValue('IT Support Level 2');

    await userEvent.clear(within(dialog).getByLabelText(/^Job Title/));
    await userEvent.type(within(dialog).getByLabelText(/^Job Title/), 'Network Assistant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MESSAGES.jobPositionUpdated);
    expect(api.calls('POST /api/Employer/UpdateJobPosition')[0]?.body).toMatchObject({
      jobPositionId: 7,
      jobTitle: 'Network Assistant',
      jobPositionStatus: 0,
    });
  });
});
