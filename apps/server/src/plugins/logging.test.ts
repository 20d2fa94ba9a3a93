import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';
import {
  formatLogLine,
  type LogFormat,
  loggerOptions,
  redactUrl,
  requestLog,
  textStream,
} from './logging.ts';

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

  it('hides comments, reasons, email addresses and search terms', () => {
    const url = redactUrl(
      '/api/x?Id=4&comments=Late+twice&reason=Fraud+suspected&email=a%40b.tt&pEmail=c%40d.tt&search=Persad&page=2',
    );
    expect(url).toBe(
      '/api/x?Id=4&comments=%5BREDACTED%5D&reason=%5BREDACTED%5D&email=%5BREDACTED%5D&pEmail=%5BREDACTED%5D&search=%5BREDACTED%5D&page=2',
    );
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

/** A Fastify app logging at `level` in `format` into `lines`, as app.ts builds it. */
function loggedApp(level: string, format: LogFormat, lines: string[]) {
  const options = loggerOptions(level, format);
  if (typeof options !== 'object') throw new Error('loggerOptions answers an options object');
  const write = (text: string) => {
    lines.push(...text.split('\n').filter(Boolean));
  };
  const stream = format === 'text' ? textStream(write) : { write };
  const app = Fastify({ logger: { ...options, stream }, logController: requestLog(format) });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/api/broken', async () => {
    throw new Error('the disk is full');
  });
  return app;
}

describe('the console in text (LOG_FORMAT unset)', () => {
  it('writes readable lines, never JSON, and no line per request at info', async () => {
    const lines: string[] = [];
    const app = loggedApp('info', 'text', lines);
    app.log.info('Listening on http://127.0.0.1:3000');
    app.log.warn({ err: new Error('connection refused') }, 'mail delivery failed (smtp)');
    expect((await app.inject({ url: '/api/thing' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/nothing-here' })).statusCode).toBe(404);
    await app.close();
    expect(lines).toEqual([
      '[portal] Listening on http://127.0.0.1:3000',
      '[warn] mail delivery failed (smtp): connection refused',
    ]);
  });

  it('gives each request one debug line: method, path without secrets, status and time', async () => {
    const lines: string[] = [];
    const app = loggedApp('debug', 'text', lines);
    await app.inject({ url: '/api/thing?pPassword=hunter2&page=2' });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[debug\] GET \/api\/thing\?pPassword=%5BREDACTED%5D&page=2 200 \(\d+ ms\)$/);
  });

  it('keeps the stack of an unexpected error, below its line and the request it failed', async () => {
    const lines: string[] = [];
    const app = loggedApp('info', 'text', lines);
    expect((await app.inject({ url: '/api/broken' })).statusCode).toBe(500);
    await app.close();
    expect(lines[0]).toMatch(/^\[error\] the disk is full/);
    expect(lines[0]).toContain('(request req-1)');
    expect(lines.slice(1).every((line) => line.startsWith('    at '))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('redacts secret fields as the JSON log does', () => {
    const lines: string[] = [];
    const options = loggerOptions('info', 'text');
    if (typeof options !== 'object') throw new Error('loggerOptions answers an options object');
    const app = Fastify({ logger: { ...options, stream: textStream((t) => lines.push(t)) } });
    app.log.info({ body: { password: 'hunter2', username: 'alice' } }, 'sign-in');
    expect(lines.join('')).toBe('[portal] sign-in body={"password":"[REDACTED]","username":"alice"}\n');
  });

  it('formats a record with its level, message, error and other fields', () => {
    expect(formatLogLine({ level: 30, msg: 'pruned expired rows', pruned: { sessions: 2 } })).toBe(
      '[portal] pruned expired rows pruned={"sessions":2}',
    );
    expect(formatLogLine({ level: 40, msg: 'database unavailable', reqId: 'req-9' })).toBe(
      '[warn] database unavailable (request req-9)',
    );
    expect(formatLogLine({ level: 60, msg: 'boom', err: { message: 'boom' } })).toBe('[error] boom');
  });
});

describe('the console with LOG_FORMAT=json', () => {
  it("keeps pino's JSON lines and Fastify's request log at info, for log shipping", async () => {
    const lines: string[] = [];
    const app = loggedApp('info', 'json', lines);
    app.log.info('Listening on http://127.0.0.1:3000');
    await app.inject({ url: '/api/thing' });
    await app.close();
    const records = lines.map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(records.map((r) => r.msg)).toEqual([
      'Listening on http://127.0.0.1:3000',
      'incoming request',
      'request completed',
    ]);
  });
});

/**
 * A database error as PGlite throws it (the query's values in `params`) and PostgreSQL fills it (the
 * failing row in `detail`): the error handler answers it 500 and logs it with its stack.
 */
function databaseErrorCarrying(text: string) {
  return Object.assign(
    new Error('new row for relation "placements" violates check constraint "comments_length"'),
    {
      code: '23514',
      query: 'update "placements" set "comments" = $1 where "id" = $2',
      params: [text, 13],
      detail: `Failing row contains (13, 4, applied, ${text}).`,
    },
  );
}

describe('GET /api/Employer/AddComment (the spec lists GET: the comment travels in the URL)', () => {
  const comment = 'Punctual but rude to customers';
  const words = ['Punctual', 'rude', 'customers'];

  it.each<LogFormat>(['text', 'json'])(
    'logs no comment text in %s at debug: not the URL, not a database error that carries it',
    async (format) => {
      const lines: string[] = [];
      const options = loggerOptions('debug', format);
      if (typeof options !== 'object') throw new Error('loggerOptions answers an options object');
      const write = (text: string) => {
        lines.push(...text.split('\n').filter(Boolean));
      };
      const stream = format === 'text' ? textStream(write) : { write };
      const app = Fastify({ logger: { ...options, stream }, logController: requestLog(format) });
      await app.register(errorHandlerPlugin);
      app.get<{ Querystring: { Id: string; comments: string } }>(
        '/api/Employer/AddComment',
        async (request) => {
          if (request.query.Id === '13') throw databaseErrorCarrying(request.query.comments);
          return { success: true };
        },
      );
      const url = `/api/Employer/AddComment?Id=4&comments=${encodeURIComponent(comment)}`;
      expect((await app.inject({ url })).statusCode).toBe(200);
      expect((await app.inject({ url: url.replace('Id=4', 'Id=13') })).statusCode).toBe(500);
      expect((await app.inject({ url: url.replace('AddComment', 'AddComent') })).statusCode).toBe(404);
      await app.close();

      const logged = lines.join('\n');
      // The requests were logged (with the parameter named), and the error with its message.
      expect(logged).toContain('AddComment?Id=4&comments=%5BREDACTED%5D');
      expect(logged).toContain('AddComent?Id=4&comments=%5BREDACTED%5D');
      expect(logged).toContain('violates check constraint');
      for (const word of words) expect(logged).not.toContain(word);
    },
  );
});
