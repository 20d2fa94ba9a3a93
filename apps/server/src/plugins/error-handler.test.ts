import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig, useTestContext } from '../test/test-app.ts';

const ctx = useTestContext({ freshEachTest: false });

const validContact = {
  name: 'Asha Ramdass',
  email: 'asha@example.com',
  subject: 'Question',
  category: 'general',
  message: 'When will my account be approved?',
};

describe('error handling', () => {
  it('answers 400, not 500, for a malformed JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON.',
      code: 'VALIDATION',
    });
  });

  it('answers 400 naming an unknown field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: { ...validContact, isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().error).toContain('isAdmin');
  });

  it('answers 400 naming a field of the wrong type', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: { ...validContact, subject: { text: 'Hi' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/subject/i);
    expect(res.json().fields).toHaveProperty('subject');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Not found.', code: 'NOT_FOUND' });
  });

  it('answers an unexpected failure with a generic 500 and no detail', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      startWorkers: false,
      bootstrapAdmin: false,
    });
    app.get('/api/test-explode', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: 'Something went wrong on our side. Please try again later.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret internal detail');
    await app.close();
    await database.close();
  });
});
