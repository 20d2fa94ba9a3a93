import { ENDPOINTS } from '@ojt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-operator';

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers 404, with or without a bearer', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());
  const scrape = (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      ...(authorization ? { headers: { authorization } } : {}),
    });

  it('answers 401 without the bearer, with a wrong one, or with the token not as a bearer', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers 200 Prometheus text with request durations by route, sign-in failures, the outbox and payment runs', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/Common/getCountries' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: ENDPOINTS.Login.path,
      payload: { pUserName: 'nobody-here', pPassword: 'not the password 123' },
    });
    expect(login.statusCode).toBe(401);
    const queued = new Date(Date.now() - 90_000);
    await ctx.db
      .insertInto('outbox')
      .values({ recipient: 'a@example.com', subject: 'Waiting', text_body: 'x', created_at: queued })
      .execute();

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/Common\/getCountries",status_code="200"\} 1/,
    );
    expect(text).toMatch(/ojt_sign_in_failures_total\{status_code="401"\} 1/);
    expect(text).toMatch(/^ojt_outbox_backlog 1$/m);
    const age = Number(/^ojt_outbox_oldest_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(200);
    expect(text).toMatch(/^ojt_payment_runs\{state="Draft"\} 0$/m);
    expect(text).toMatch(/^ojt_payment_runs\{state="Closed"\} 0$/m);
    expect(text).toContain('process_cpu_seconds_total');
  });
});
