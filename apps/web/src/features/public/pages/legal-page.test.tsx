import { PRUNE_AFTER_DAYS } from '@ojt/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderPublicApp } from '../../../test/render-app';

describe('legal pages', { timeout: 20_000 }, () => {
  it.each([
    [
      '/privacy',
      'Privacy Policy',
      ['What we collect', 'Why we use it', 'Who can see it', 'How long we keep it'],
    ],
    ['/terms', 'Terms of Service', ['Your account', 'Acceptable use']],
    ['/cookies', 'Cookie Policy', ['What we store in your browser', 'How to remove it']],
  ])('%s shows the %s in plain sections', async (path, title, sections) => {
    renderPublicApp(path);
    await screen.findByRole('heading', { level: 1, name: title }, PAGE_LOAD);
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} \\|`)));
    for (const name of sections) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });

  it('names the Data Protection Act and how to ask for a copy', async () => {
    renderPublicApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, PAGE_LOAD);
    expect(screen.getByText(/Data Protection Act, 2011/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /how to ask for a copy/ })).toBeInTheDocument();
  });

  it('states how long contact messages and verification links are kept, as the server prunes them', async () => {
    renderPublicApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, PAGE_LOAD);
    const { contactMessages, verificationLinks } = PRUNE_AFTER_DAYS;
    expect(
      screen.getByText(new RegExp(`contact form: .*deleted from the portal ${contactMessages} days later`)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(`verification link.*deleted ${verificationLinks} days after it was used or expired`),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toMatch(/two years/);
  });

  it('says the cookie policy uses no tracking cookies', async () => {
    renderPublicApp('/cookies');
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' }, PAGE_LOAD);
    expect(screen.getByText(/does not use tracking, analytics or advertising cookies/)).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Information the portal stores in your browser' }),
    ).toBeInTheDocument();
  });
});
