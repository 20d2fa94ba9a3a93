import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides passwords, codes, tokens and identity numbers from logged URLs', () => {
    const url = redactUrl(
      '/api/Login/login?pUserName=alice&pPassword=hunter2&pOTP=123456&nationalId=19900101001',
    );
    expect(url).toContain('pUserName=alice');
    expect(url).not.toContain('hunter2');
    expect(url).not.toContain('123456');
    expect(url).not.toContain('19900101001');
  });

  it('hides verification tokens in paths and leaves plain URLs alone', () => {
    expect(redactUrl('/verify-email/abcdefghijklmnop?x=1')).not.toContain('abcdefghijklmnop');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('request log', () => {
  it('never writes the token of a /verify-email/<token> link', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info');
    if (typeof options !== 'object') throw new Error('loggerOptions answers an options object');
    const app = Fastify({ logger: { ...options, stream } });
    // The web client answers this page; the request is logged on the way in like any other.
    app.get('/verify-email/:token', async () => 'page');
    const token = 'k3Jd9sLq0PzX4vB7nR2tY6wE';
    expect((await app.inject({ url: `/verify-email/${token}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/verify-email/${token}?from=mail` })).statusCode).toBe(200);
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/verify-email/[REDACTED]');
    expect(logged).not.toContain(token);
  });
});
