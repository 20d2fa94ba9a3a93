import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderPublicApp } from '../../../test/render-app';

async function openLanding() {
  const view = renderPublicApp('/');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Welcome to the National On-the-Job Training Portal' },
    PAGE_LOAD,
  );
  return view;
}

describe('LandingPage', { timeout: 20_000 }, () => {
  it('has one h1, the landmarks and a page title', async () => {
    await openLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('National On-the-Job Training Portal | Trinidad and Tobago'),
    );
  });

  it('links the header to Features, About, FAQ, Contact and Login', async () => {
    await openLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Features')).toBe('/#features');
    expect(href('About')).toBe('/about');
    expect(href('FAQ')).toBe('/faq');
    expect(href('Contact')).toBe('/contact');
    expect(href('Login')).toBe('/login');
  });

  it.each([
    ['Sign Up as Employer', '/employer-signup', ''],
    ['Login as Employer', '/login', '?role=employer'],
    ['Sign Up as Learner', '/learner-signup', ''],
    ['Login as Learner', '/login', '?role=learner'],
  ])('sends "%s" to %s%s', async (name, pathname, search) => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openLanding();
    const card = screen
      .getByRole('heading', { name: name.includes('Employer') ? 'I’m an Employer' : 'I’m a Learner' })
      .closest('article') as HTMLElement;
    await user.click(within(card).getByRole('link', { name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it('has the welcome banner buttons and the three features', async () => {
    await openLanding();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/#get-started');
    expect(screen.getByRole('link', { name: 'Learn More about the programme' })).toHaveAttribute(
      'href',
      '/about',
    );
    const features = screen.getByRole('region', { name: /from sign-up to placement/ });
    for (const name of ['Easy Registration', 'Smart Matching', 'Progress Tracking']) {
      expect(within(features).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('has footer quick links, services, contact and legal links', async () => {
    await openLanding();
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['FAQ', '/faq'],
      ['Login', '/login'],
    ]);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
      ['Accessibility', '/accessibility'],
    ]);
    expect(within(footer).getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('opens and closes the phone menu', async () => {
    const user = userEvent.setup({ delay: null });
    await openLanding();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
