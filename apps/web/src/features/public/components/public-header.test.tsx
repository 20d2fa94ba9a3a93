import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage, storeSession } from '../../../test/render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('PublicHeader', { timeout: 20_000 }, () => {
  it("offers 'Login' to a visitor who is not signed in", async () => {
    await openPage('/about', 'About the OJT Portal');
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(mainNav()).queryByRole('link', { name: 'Go to my dashboard' })).not.toBeInTheDocument();
  });

  it.each([
    ['employer', '/employer-dashboard'],
    ['learner', '/learner-dashboard'],
    ['admin', '/admin-dashboard'],
  ] as const)("offers a signed-in %s 'Go to my dashboard' instead of 'Login'", async (role, dashboard) => {
    storeSession(role);
    await openPage('/faq', 'Frequently Asked Questions');
    expect(within(mainNav()).getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      dashboard,
    );
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
