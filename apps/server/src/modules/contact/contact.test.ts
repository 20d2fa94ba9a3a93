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
