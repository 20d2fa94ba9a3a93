import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { PAGE_LOAD, renderPublicApp } from '../../../test/render-app';

async function openContact() {
  const view = renderPublicApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, PAGE_LOAD);
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Keisha Mohammed');
  await user.type(field('Email address'), 'keisha@example.tt');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Technical Support');
  await user.type(field('Subject'), 'Cannot sign in');
  await user.type(field('Message'), 'My password email has not arrived.');
}

describe('ContactPage', { timeout: 20_000 }, () => {
  it('shows contact cards, the common questions, the map placeholder and a page title', async () => {
    await openContact();
    expect(screen.getByRole('heading', { level: 3, name: 'Email us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Office hours' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Common questions' });
    expect(within(faq).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Interactive Map Coming Soon')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Contact Us \|/));
  });

  it('offers the five categories, General Inquiry first', async () => {
    await openContact();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['general', 'General Inquiry'],
      ['technical', 'Technical Support'],
      ['billing', 'Billing'],
      ['partnership', 'Partnership'],
      ['feedback', 'Feedback'],
    ]);
    expect(select).toHaveValue('general');
  });

  it('names every missing required field, focuses the first and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await openContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveAccessibleDescription('Name is required');
    expect(field('Full name')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects an email address that is not one', async () => {
    const user = userEvent.setup({ delay: null });
    await openContact();
    await user.type(field('Email address'), 'keisha at example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('posts the message, confirms it and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(201, { success: true, message: 'Message received' }));
    await openContact();
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(MESSAGES.contactMessageSent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! Your message has been sent. We will reply within 2 business days.',
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/Contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Keisha Mohammed',
      email: 'keisha@example.tt',
      subject: 'Cannot sign in',
      category: 'technical',
      message: 'My password email has not arrived.',
    });
    await waitFor(() => expect(field('Full name')).toHaveValue(''));
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('general');
  });

  it("shows the server's error and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, {
        success: false,
        error: 'Message must be at most 5000 characters',
        code: 'VALIDATION',
      }),
    );
    await openContact();
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Message must be at most 5000 characters');
    expect(field('Full name')).toHaveValue('Keisha Mohammed');
  });

  it('explains a rate limit in plain words', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(429, { success: false, error: 'Too Many Requests', code: 'RATE_LIMITED' }),
    );
    await openContact();
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyAttempts);
  });

  it('hides the details of a server failure', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    await openContact();
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.internalError);
    expect(alert).not.toHaveTextContent('502');
  });
});
