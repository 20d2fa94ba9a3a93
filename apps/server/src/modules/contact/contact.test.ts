import { describe, expect, it } from 'vitest';
import { contactMessage } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext({ env: { SUPPORT_EMAIL: 'help@ojt.gov.tt' } });

const message = contactMessage();
const post = (payload: unknown, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/Contact', payload: payload as object, remoteAddress: ip });

describe('POST /api/Contact', () => {
  it('answers 400 with the required-field message when a field is missing', async () => {
    const res = await post({ ...message, name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', error: 'Name is required' });
    expect(await ctx.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(0);
  });

  it('answers 400 for an unknown category', async () => {
    const res = await post({ ...message, category: 'spam' });
    expect(res.statusCode).toBe(400);
  });

  it('stores the message and mails it to the support address', async () => {
    const res = await post(message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you! Your message has been sent. We will reply within 2 business days.',
    });
    const rows = await ctx.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'asha@example.com', category: 'general' });
    await ctx.app.outbox.drain();
    const [sent] = ctx.mail.to('help@ojt.gov.tt');
    expect(sent?.subject).toBe('[Contact: General Inquiry] Approval time');
    expect(sent?.text).toContain('asha@example.com');
    expect(sent?.text).toContain('How long does approval take for learners?');
  });

  it('rate-limits a sender after 5 messages an hour', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(message)).statusCode).toBe(201);
    const res = await post(message);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(await ctx.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(5);
  });
});

describe('POST /contact (the form posted by a browser without JavaScript)', () => {
  const postForm = (fields: Record<string, string>, ip = '10.0.0.2') =>
    ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: ip,
    });
  const fields = { ...message, category: 'general' } as Record<string, string>;

  it('stores and mails the message, then sends the browser to the "sent" page', async () => {
    const res = await postForm(fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact/sent#contact-form-title');
    expect(await ctx.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(1);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to('help@ojt.gov.tt')).toHaveLength(1);
  });

  it('sends the browser to the "not sent" page, storing nothing, when a field is wrong', async () => {
    const wrong: Record<string, string>[] = [
      { name: '' },
      { email: 'not-an-address' },
      { category: 'spam' },
      { message: 'a\u0000b' },
    ];
    for (const bad of wrong) {
      const res = await postForm({ ...fields, ...bad });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/contact/not-sent#contact-form-title');
    }
    expect(await ctx.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(0);
  });

  it('counts against the same hourly limit as the API and says "not sent" past it', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await postForm(fields)).headers.location).toBe('/contact/sent#contact-form-title');
    const res = await postForm(fields);
    expect(res.headers.location).toBe('/contact/not-sent#contact-form-title');
    expect(await ctx.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(5);
  });
});
