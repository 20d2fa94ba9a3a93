import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderPublicApp } from '../../../test/render-app';

const LETTER = {
  learnerName: 'Kavita Persad',
  employerName: 'Caribbean Chemical Laboratories Ltd',
  positionTitle: 'Lab Technician',
  startDate: '2026-01-05',
  endDate: '2026-06-30',
  issuedOn: '2026-11-24',
  fingerprint: '3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a',
};

async function open(path: string) {
  const view = renderPublicApp(path);
  await screen.findByRole('heading', { level: 1, name: MESSAGES.verifyLetterTitle }, PAGE_LOAD);
  return view;
}

describe('VerifyLetterPage', { timeout: 20_000 }, () => {
  it('checks the code in the address at once and says genuine, with the public facts only', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { status: 'genuine', letter: LETTER }));
    await open('/verify-letter/7K3M-Q9TX-2HBD');
    await screen.findByRole('heading', { name: MESSAGES.letterGenuine });
    const verdict = screen.getByRole('status');
    expect(within(verdict).getByText('Kavita Persad')).toBeInTheDocument();
    expect(within(verdict).getByText('5 Jan 2026 to 30 Jun 2026')).toBeInTheDocument();
    expect(within(verdict).getByText('24 Nov 2026')).toBeInTheDocument();
    // The employer issued it; the programme office does not countersign, so it is never named as issuer.
    expect(within(verdict).getByText('Issued by Caribbean Chemical Laboratories Ltd.')).toBeInTheDocument();
    expect(verdict).not.toHaveTextContent(/programme office/i);
    expect(within(verdict).getByText(LETTER.fingerprint)).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/Public/VerifyLetter/7K3MQ9TX2HBD');
    expect(new Headers((init as RequestInit).headers).get('Authorization')).toBeNull();
  });

  it('says revoked, with the day it was revoked', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, { status: 'revoked', revokedOn: '2026-11-25', letter: LETTER }),
    );
    await open('/verify-letter/7k3m q9tx 2hbd');
    await screen.findByRole('heading', { name: MESSAGES.letterRevokedVerdict });
    expect(screen.getByText('25 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Issued by Caribbean Chemical Laboratories Ltd.')).toBeInTheDocument();
  });

  it('says unknown for a code nobody issued, and for an address that holds no code, without asking', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { status: 'unknown' }));
    const first = await open('/verify-letter/7K3M-Q9TX-2HBD');
    await screen.findByRole('heading', { name: MESSAGES.letterUnknown });
    first.unmount();
    fetchSpy.mockClear();
    await open('/verify-letter/not-a-code');
    await screen.findByRole('heading', { name: MESSAGES.letterUnknown });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the code, lists the problem in a summary and under the field, then checks it', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { status: 'genuine', letter: LETTER }));
    await open('/verify-letter');
    const input = screen.getByRole('textbox', { name: MESSAGES.verifyLetterCodeLabel });
    await user.click(screen.getByRole('button', { name: 'Check letter' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(MESSAGES.letterCodeRequired)).toBeInTheDocument();
    await user.type(input, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Check letter' }));
    expect(await screen.findAllByText(MESSAGES.letterCodeInvalid)).toHaveLength(2);
    await user.clear(input);
    await user.type(input, '7k3mq9tx2hbd');
    await user.click(screen.getByRole('button', { name: 'Check letter' }));
    await screen.findByRole('heading', { name: MESSAGES.letterGenuine });
    expect(screen.getByText('Code 7K3M-Q9TX-2HBD')).toBeInTheDocument();
  });

  it('says so when checked too often', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(429, { success: false, error: 'Too many', code: 'RATE_LIMITED' }),
    );
    await open('/verify-letter/7K3M-Q9TX-2HBD');
    expect(await screen.findByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });
});
