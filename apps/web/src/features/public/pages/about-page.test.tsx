import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderPublicApp } from '../../../test/render-app';

describe('AboutPage', { timeout: 20_000 }, () => {
  it('has statistics, mission, why choose us, the four core values, team and a call to action', async () => {
    renderPublicApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About the OJT Portal' }, PAGE_LOAD);
    await waitFor(() => expect(document.title).toMatch(/^About Us \|/));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'The programme in numbers' })).toBeInTheDocument();
    expect(screen.getByText('TT$2,750+')).toBeInTheDocument();
    expect(screen.getByText(/rising to TT\$7,920/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Opening doors to work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why use the portal' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Our core values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Excellence', 'Collaboration', 'Empowerment', 'Integrity']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'The people behind the programme' }),
    ).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Ready to take part?' });
    expect(within(cta).getByRole('link', { name: 'Sign Up as Learner' })).toHaveAttribute(
      'href',
      '/learner-signup',
    );
    expect(within(cta).getByRole('link', { name: 'Sign Up as Employer' })).toHaveAttribute(
      'href',
      '/employer-signup',
    );
  });
});
