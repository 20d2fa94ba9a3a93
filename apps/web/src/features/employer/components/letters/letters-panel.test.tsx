import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import {
  COMPLETED,
  makeApplication,
  makeLearner,
  makeLetter,
  makeOpening,
  makePosition,
  PLACED,
} from '../../testing/employer-fixtures';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  // jsdom has no object URLs; the download helper needs them.
  URL.createObjectURL = vi.fn(() => 'blob:letter');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const opening = makeOpening(11, 1);
const position = makePosition(1, { empjobname: 'Junior Technician', tblemployerjobopenings: [opening] });
const kiran = makeLearner('L001');
const dev = makeLearner('L002', { firstName: 'Dev', lastName: 'Maharaj' });
const tara = makeLearner('L003', { firstName: 'Tara', lastName: 'Khan' });
const asha = makeLearner('L004', { firstName: 'Asha', lastName: 'Singh' });

function seed() {
  return createFakeEmployerApi({
    positions: [position],
    learners: [kiran, dev, tara],
    applications: [
      makeApplication(1, position, opening, kiran, {
        ...COMPLETED,
        letters: [
          makeLetter(2, 1),
          makeLetter(1, 1, {
            revoked: true,
            revokedAt: '2027-07-02T18:00:00.000Z',
            revokeReason: 'Issued with the wrong end date.',
          }),
        ],
      }),
      makeApplication(2, position, opening, dev, { ...COMPLETED }),
      makeApplication(3, position, opening, tara, { ...PLACED }),
      makeApplication(4, position, opening, asha, {
        ...PLACED,
        placementStatus: 9,
        endDate: '2027-03-15',
        exitReason: 'found-work',
      }),
    ],
  });
}

describe('Experience Letters', () => {
  it('offers a letter for the time served of a placement that ended early', async () => {
    const api = seed();
    renderEmployerDashboard('certificates');
    const ashaCard = await screen.findByRole('article', { name: 'Asha Singh' }, PAGE_LOAD);
    expect(within(ashaCard).getByText('Ended early on')).toBeInTheDocument();
    expect(within(ashaCard).getAllByText('15 Mar 2027').length).toBeGreaterThan(0);
    await userEvent.click(within(ashaCard).getByRole('button', { name: /for Asha Singh/ }));
    await waitFor(() => expect(api.calls('POST /api/Employer/GenerateExperienceLetter')).toHaveLength(1));
    expect(api.calls('POST /api/Employer/GenerateExperienceLetter')[0]?.query.get('PlacementId')).toBe('4');
    expect(await within(ashaCard).findByText(MESSAGES.letterGenerated)).toBeInTheDocument();
  });

  it('lists only the completed placements, with dates, overall result and the letters issued', async () => {
    const api = seed();
    renderEmployerDashboard('certificates');
    const kiranCard = await screen.findByRole('article', { name: 'Kiran Persad' }, PAGE_LOAD);
    expect(screen.getByRole('article', { name: 'Dev Maharaj' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Tara Khan' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/Employer/Applications')[0]?.query.get('ForLetters')).toBe('true');
    expect(within(kiranCard).getByText('Junior Technician')).toBeInTheDocument();
    expect(within(kiranCard).getByText('4 Jan 2027')).toBeInTheDocument();
    expect(within(kiranCard).getAllByText('30 Jun 2027').length).toBeGreaterThan(0);
    expect(within(kiranCard).getByText('4.3 out of 5')).toBeInTheDocument();

    const letters = within(kiranCard).getByRole('list', { name: 'Letters issued' });
    const rows = within(letters).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('7K3M-Q9TX-2HB2');
    expect(rows[0]).toHaveTextContent('Issued 2 Jul 2027');
    expect(rows[0]).not.toHaveTextContent('Revoked');
    expect(rows[1]).toHaveTextContent('Revoked');
    expect(rows[1]).toHaveTextContent('Issued with the wrong end date.');
    // The server no longer gives the employer a revoked letter: no Download, and why.
    expect(rows[1]).toHaveTextContent(MESSAGES.letterRevokedForEmployer);
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: /Download/ })).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Dev Maharaj' })).getByText('No letter issued yet.'),
    ).toBeInTheDocument();
  });

  it('generates a letter: says so with the code and the link to check it, and lists it', async () => {
    const api = seed();
    renderEmployerDashboard('certificates');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Generate New Letter for Dev Maharaj' }, PAGE_LOAD),
    );
    const devCard = screen.getByRole('article', { name: 'Dev Maharaj' });
    expect(await within(devCard).findByText(MESSAGES.letterGenerated)).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/GenerateExperienceLetter')[0]?.query.get('PlacementId')).toBe('2');
    const status = within(devCard).getByRole('status');
    expect(status).toHaveTextContent('N3WL-3TT3-R003');
    expect(
      within(status).getByRole('link', { name: 'http://localhost/verify-letter/N3WL-3TT3-R003' }),
    ).toHaveAttribute('href', 'http://localhost/verify-letter/N3WL-3TT3-R003');
    const letters = await within(devCard).findByRole('list', { name: 'Letters issued' });
    expect(within(letters).getByText('N3WL-3TT3-R003')).toBeInTheDocument();
  });

  it("shows the server's refusal when a letter cannot be generated", async () => {
    const api = seed();
    api.override('POST /api/Employer/GenerateExperienceLetter', () =>
      json(409, { success: false, error: MESSAGES.letterOnlyCompleted, code: 'CONFLICT' }),
    );
    renderEmployerDashboard('certificates');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Generate New Letter for Dev Maharaj' }, PAGE_LOAD),
    );
    expect(await screen.findByText(MESSAGES.letterOnlyCompleted)).toBeInTheDocument();
  });

  it('downloads a letter as its PDF with the session token', async () => {
    const api = seed();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderEmployerDashboard('certificates');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download letter 7K3M-Q9TX-2HB2' }, PAGE_LOAD),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls('GET /api/Letters/2/pdf')).toHaveLength(1);
    click.mockRestore();
  });

  it('says when there are no completed placements yet', async () => {
    createFakeEmployerApi({
      positions: [position],
      applications: [makeApplication(3, position, opening, tara, PLACED)],
    });
    renderEmployerDashboard('certificates');
    expect(await screen.findByText(MESSAGES.noCompletedPlacements, {}, PAGE_LOAD)).toBeInTheDocument();
  });
});
