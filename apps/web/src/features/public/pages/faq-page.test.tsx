import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderPublicApp } from '../../../test/render-app';
import { FAQ_ITEMS } from '../data/faq';

async function openFaq(...history: string[]) {
  const view = renderPublicApp(...history, '/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, PAGE_LOAD);
  return view;
}

/** The questions shown (each the heading of a <details> disclosure), in order. */
const questions = () =>
  FAQ_ITEMS.map((item) => screen.queryByRole('heading', { level: 2, name: item.question })).filter(
    (el): el is HTMLElement => el !== null,
  );

/** The <details> of a question: its summary is what a person clicks. */
const disclosure = (question: string) =>
  screen.getByRole('heading', { level: 2, name: question }).closest('details') as HTMLDetailsElement;

describe('FaqPage', { timeout: 20_000 }, () => {
  it('shows all 12 questions and sets the page title', async () => {
    await openFaq();
    expect(questions()).toHaveLength(12);
    expect(screen.getByText('Showing all 12 questions')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Frequently Asked Questions \|/));
  });

  it('searches questions case-insensitively', async () => {
    const user = userEvent.setup({ delay: null });
    await openFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'STIPEND');
    expect(screen.getByRole('heading', { level: 2, name: 'How much is the stipend?' })).toBeInTheDocument();
    expect(questions().length).toBeLessThan(12);
    for (const q of questions()) {
      const item = FAQ_ITEMS.find((i) => i.question === q.textContent);
      expect([item?.question, item?.answer, ...(item?.details ?? [])].join(' ').toLowerCase()).toContain(
        'stipend',
      );
    }
  });

  it('matches words that appear only in an answer', async () => {
    const user = userEvent.setup({ delay: null });
    await openFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'Temporary Password');
    expect(questions().map((q) => q.textContent)).toEqual(['I forgot my password. What should I do?']);
    expect(screen.getByText('Showing 1 of 12 questions')).toBeInTheDocument();
  });

  it('filters by category chip, and All shows everything again', async () => {
    const user = userEvent.setup({ delay: null });
    await openFaq();
    const chips = screen.getByRole('group', { name: 'Category' });
    expect(
      within(chips)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['All', 'General', 'Registration', 'Learners', 'Employers', 'Support', 'Account']);
    await user.click(within(chips).getByRole('radio', { name: 'Learners' }));
    const learnerQuestions = FAQ_ITEMS.filter((i) => i.category === 'Learners').map((i) => i.question);
    expect(questions().map((q) => q.textContent)).toEqual(learnerQuestions);
    await user.click(within(chips).getByRole('radio', { name: 'All' }));
    expect(questions()).toHaveLength(12);
  });

  it('shows the empty state when nothing matches, and can clear it', async () => {
    const user = userEvent.setup({ delay: null });
    await openFaq();
    await user.click(screen.getByRole('radio', { name: 'Employers' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'stipend');
    expect(questions()).toHaveLength(0);
    expect(screen.getByText(MESSAGES.faqNoResults)).toBeInTheDocument();
    expect(MESSAGES.faqNoResults).toBe(
      'No questions found - Try adjusting your search terms or category filter.',
    );
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(questions()).toHaveLength(12);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('keeps several answers open at once, as native disclosures that need no script', async () => {
    const user = userEvent.setup({ delay: null });
    await openFaq();
    const first = disclosure('How do I register?');
    const second = disclosure('How much is the stipend?');
    expect(first.open).toBe(false);
    await user.click(within(first).getByText('How do I register?'));
    await user.click(within(second).getByText('How much is the stipend?'));
    expect(first.open).toBe(true);
    expect(second.open).toBe(true);
    expect(within(second).getByText(/TT\$7,920/)).toBeInTheDocument();
  });

  it('goes back in history with Back', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openFaq('/about');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('goes home with Back when the FAQ was the first page opened', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openFaq();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends "Still have questions?" to the contact page', async () => {
    await openFaq();
    const box = screen.getByRole('complementary', { name: 'Still have questions?' });
    expect(within(box).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
