import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_DETAILS } from '../../../config/contact-details';
import { WithoutScripts } from '../../../lib/without-scripts';
import { renderInApp } from '../../../test/render-app';
import { LoginPage } from './login-page';

vi.setConfig({ testTimeout: 20_000 });

// The sign-in page's version for a browser with JavaScript off (issue 30), prerendered into <noscript>.
describe('LoginPage without JavaScript', () => {
  it('shows the header, the heading, what to do with the office numbers, and the footer, but no form', async () => {
    renderInApp(
      <WithoutScripts.Provider value={true}>
        <LoginPage />
      </WithoutScripts.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(/OJT|On-the-Job Training/);
    expect(
      screen.getByText('Signing in needs JavaScript, and it is turned off in this browser.'),
    ).toBeVisible();
    expect(
      screen.getByText(/Turn JavaScript on in your browser’s settings, then reload this page\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: CONTACT_DETAILS.phone!.display })).toHaveAttribute(
      'href',
      CONTACT_DETAILS.phone!.href,
    );
    expect(screen.getByRole('link', { name: CONTACT_DETAILS.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_DETAILS.email}`,
    );
    expect(screen.getByText(/Visit the office: OJT Programme Office, Port of Spain/)).toHaveTextContent(
      CONTACT_DETAILS.hours,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});
