import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { HELMET_OPTIONS } from './security.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The headers @fastify/helmet itself sends with our options, registered the usual way. */
async function helmetsOwnHeaders() {
  const plain = Fastify();
  await plain.register(helmet, HELMET_OPTIONS);
  plain.get('/', async () => 'ok');
  const { headers } = await plain.inject({ url: '/' });
  await plain.close();
  return headers;
}

describe('security headers', () => {
  it("sends helmet's headers on answers, errors and unknown paths alike", async () => {
    const expected = await helmetsOwnHeaders();
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'referrer-policy',
      'x-frame-options',
    ];
    for (const url of ['/api/health', '/api/Login/me', '/api/no-such-call']) {
      const res = await ctx.app.inject({ url });
      for (const [name, value] of Object.entries(expected)) {
        if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) continue;
        expect(res.headers[name], `${url}: ${name}`).toBe(value);
      }
      for (const name of names) expect(res.headers[name], `${url}: ${name}`).toBeTruthy();
    }
  });
});
