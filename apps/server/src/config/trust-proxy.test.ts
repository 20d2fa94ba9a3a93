import { describe, expect, it } from 'vitest';
import { contactMessage } from '../test/factories.ts';
import { useTestContext } from '../test/test-app.ts';

// One load balancer at 10.0.0.1 in front of the portal: TRUST_PROXY=1 trusts its hop only.
const ctx = useTestContext({ env: { TRUST_PROXY: '1' } });

const BALANCER = '10.0.0.1';
const message = (n: number) => contactMessage(`asha${n}@example.com`);
const post = (n: number, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Contact',
    payload: message(n),
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('client address behind a proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, whatever the client puts leftmost in X-Forwarded-For', async () => {
    // The balancer appends the real client (203.0.113.7); the client forged a new leftmost value each time.
    for (let i = 0; i < 5; i += 1) {
      expect((await post(i, `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(201);
    }
    const res = await post(5, '198.51.100.99, 203.0.113.7');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('still tells real clients apart', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(i, '203.0.113.7')).statusCode).toBe(201);
    expect((await post(5, '203.0.113.8')).statusCode).toBe(201);
  });
});
