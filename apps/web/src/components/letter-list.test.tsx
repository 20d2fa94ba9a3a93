import type { ExperienceLetter } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fetch-mock';
import { PAGE_LOAD, renderInApp } from '../test/render-app';
import { LetterList } from './letter-list';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const letter = (id: number, overrides: Partial<ExperienceLetter> = {}): ExperienceLetter => ({
  letterId: id,
  placementId: 7,
  verificationCode: `7K3M-Q9TX-2HB${id}`,
  verifyUrl: `http://localhost/verify-letter/7K3M-Q9TX-2HB${id}`,
  issuedAt: '2027-07-02T14:00:00.000Z',
  revoked: false,
  revokedAt: null,
  revokeReason: null,
  ...overrides,
});

const revoked = letter(2, {
  revoked: true,
  revokedAt: '2027-07-09T14:00:00.000Z',
  revokeReason: 'Issued for the wrong learner.',
});

describe('LetterList', () => {
  it('lists each letter with its code, dates, reason and a Download button', async () => {
    renderInApp(
      <LetterList letters={[revoked, letter(1)]} id="l1" title="Letters issued" emptyText="None." />,
    );
    const list = await screen.findByRole('list', { name: 'Letters issued' }, PAGE_LOAD);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('7K3M-Q9TX-2HB2');
    expect(first).toHaveTextContent('Issued 2 Jul 2027 · Revoked 9 Jul 2027');
    expect(first).toHaveTextContent('Reason: Issued for the wrong learner.');
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Download letter 7K3M-Q9TX-2HB2' }),
    ).toBeVisible();
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Download letter 7K3M-Q9TX-2HB1' }),
    ).toBeVisible();
  });

  it('shows the note and no Download for a revoked letter when given a revoked note', async () => {
    renderInApp(
      <LetterList
        letters={[revoked]}
        id="l2"
        title="Experience letters"
        emptyText="None."
        revokedNote="No longer valid."
        heading
      />,
    );
    const section = await screen.findByRole('region', { name: 'Experience letters' }, PAGE_LOAD);
    expect(within(section).getByRole('heading', { level: 4, name: 'Experience letters' })).toBeVisible();
    expect(section).toHaveTextContent('No longer valid.');
    expect(within(section).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('keeps Download beside the note for a revoked letter when asked to (the REVOKED copy)', async () => {
    renderInApp(
      <LetterList
        letters={[revoked]}
        id="l5"
        title="Experience letters"
        emptyText="None."
        revokedNote="No longer valid."
        downloadRevoked
      />,
    );
    const list = await screen.findByRole('list', { name: 'Experience letters' }, PAGE_LOAD);
    expect(list).toHaveTextContent('No longer valid.');
    expect(within(list).getByRole('button', { name: 'Download letter 7K3M-Q9TX-2HB2' })).toBeVisible();
  });

  it('says so when there is no letter yet', async () => {
    renderInApp(<LetterList letters={[]} id="l3" title="Letters issued" emptyText="No letter issued yet." />);
    expect(await screen.findByText('No letter issued yet.', {}, PAGE_LOAD)).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure below the list when a download fails', async () => {
    renderInApp(<LetterList letters={[letter(1)]} id="l4" title="Letters issued" emptyText="None." />);
    const button = await screen.findByRole('button', { name: 'Download letter 7K3M-Q9TX-2HB1' }, PAGE_LOAD);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { message: 'boom' })),
    );
    await userEvent.click(button);
    expect(await screen.findByText('Failed to download the letter. Please try again.')).toBeVisible();
  });
});
