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
  await user.type(field('Name'), 'Keisha Mohammed');
  await user.type(field('Email'), 'keisha@example.tt');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Technical Support');
  await user.type(field('Subject'), 'Cannot sign in');
  await user.type(field('Message'), 'My password email has not arrived.');
}

describe('ContactPage', { timeout: 20_000 }, () => {
  it('shows contact cards with a phone and postal address, the common questions, a map link and a page title', async () => {
    await openContact();
    expect(screen.getByRole('heading', { level: 3, name: 'Email us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Office hours' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Common questions' });
    expect(within(faq).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
    const ways = screen.getByRole('region', { name: 'Ways to reach us' });
    expect(within(ways).getByRole('link', { name: '+1 (868) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18685550100',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Write to us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the office location in your map app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=OJT/),
    );
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

  it('lists every missing field in a focused summary whose links move to the fields, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await openContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByText(MESSAGES.fixBeforeSubmitting)).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Name is required', 'Email is required', 'Subject is required', 'Message is required']);
    // The label and its message name the field the same way.
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    await user.click(within(summary).getByRole('link', { name: 'Subject is required' }));
    expect(field('Subject')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects an email address that is not one', async () => {
    const user = userEvent.setup({ delay: null });
    await openContact();
    await user.type(field('Email'), 'keisha at example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
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
    await waitFor(() => expect(field('Name')).toHaveValue(''));
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
    expect(field('Name')).toHaveValue('Keisha Mohammed');
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
