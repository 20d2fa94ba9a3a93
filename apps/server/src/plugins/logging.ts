import { type FastifyServerOptions, LogController } from 'fastify';

/**
 * How the console reads: `text` (the default), one readable line per event for a person at a
 * terminal; `json`, pino's one JSON object per line, for log shipping (LOG_FORMAT=json).
 */
export type LogFormat = 'text' | 'json';

// Parameter names whose values never reach a log: passwords, tokens, codes, identity numbers, and
// what a person wrote or is known by (comments, reasons, email addresses, searches).
const SECRET_PARAM =
  /pass|otp|token|param|code|secret|nationalid|passport|birthcert|nis|comment|reason|email|search/i;

// A verification link's token travels in the path: /verify-email/<token> (and VerifyEmail/<token>).
const TOKEN_IN_PATH = /(\/verify-email\/|VerifyEmail\/)[^/?]+/i;

/** Replaces the token of a verification path and secret query values in a URL with [REDACTED]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(TOKEN_IN_PATH, '$1[REDACTED]');
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, '[REDACTED]');
  return `${path}?${params.toString()}`;
}

/** pino's options: the level, the redaction rules, and in `text` the readable line writer. */
export function loggerOptions(level: string, format: LogFormat = 'json'): FastifyServerOptions['logger'] {
  return {
    level,
    // Written straight to stdout, like consoleWriter's lines, so the two keep their order.
    stream: format === 'text' ? textStream((line) => process.stdout.write(line)) : process.stdout,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.pPassword',
        '*.newPassword',
        '*.oldPassword',
        '*.token',
        '*.nationalId',
        '*.passportNo',
        '*.birthCertificateNo',
        '*.nisno',
        '*.comments',
        '*.reason',
        '*.email',
        '*.pEmail',
        '*.search',
        // A database error carries the query's values (PGlite: params) or a row's (PostgreSQL: detail).
        'err.params',
        'err.detail',
        'err.aggregateErrors[*].params',
        'err.aggregateErrors[*].detail',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

const LEVEL_TAGS: Record<number, string> = {
  10: '[trace]',
  20: '[debug]',
  30: '[portal]',
  40: '[warn]',
  50: '[error]',
  60: '[error]',
};
const WARN = 40;
const ERROR = 50;
// pino's own fields, and those that the message or the tag already says.
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId', 'req', 'res']);

interface LogRecord {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

/**
 * One pino record as a line a person reads: a tag, the message, an error's message and the other
 * fields as name=value. An error-level record with a stack (a bug) keeps the stack, indented below.
 */
export function formatLogLine(record: LogRecord): string {
  const tag = LEVEL_TAGS[record.level] ?? `[${record.level}]`;
  let line = `${tag} ${record.msg ?? ''}`.trimEnd();
  const reason = record.err?.message;
  if (reason && !line.includes(reason)) line += `: ${reason}`;
  for (const [name, value] of Object.entries(record)) {
    if (SHOWN_ELSEWHERE.has(name) || value === undefined) continue;
    line += ` ${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
  }
  if (record.reqId && record.level >= WARN) line += ` (request ${record.reqId})`;
  const stack = record.level >= ERROR ? record.err?.stack?.split('\n').slice(1) : undefined;
  return stack?.length ? `${line}\n${stack.map((l) => `    ${l.trim()}`).join('\n')}` : line;
}

/** A pino destination that turns each JSON line into `formatLogLine`'s text before writing it. */
export function textStream(write: (text: string) => void): { write(chunk: string): void } {
  return {
    write(chunk) {
      let record: LogRecord;
      try {
        record = JSON.parse(chunk) as LogRecord;
      } catch {
        write(chunk);
        return;
      }
      write(`${formatLogLine(record)}\n`);
    },
  };
}

/**
 * Fastify's per-request logs in `text`: one debug line when a request is answered (method, path,
 * status, time), not an info "incoming request" and "request completed" pair per request; a 404 or
 * a client's error is debug too. Errors stay errors. In `json` Fastify's own lines are kept.
 */
class TextRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const ms = Math.round(reply.elapsedTime);
    request.log.debug(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} (${ms} ms)`);
  }

  override routeNotFound(...[request]: Parameters<LogController['routeNotFound']>): void {
    request.log.debug(`no route for ${request.method} ${redactUrl(request.url)}`);
  }

  override defaultErrorLog(...args: Parameters<LogController['defaultErrorLog']>): void {
    const [error, request, reply] = args;
    if (reply.statusCode >= 500) super.defaultErrorLog(...args);
    else request.log.debug(`${reply.statusCode} ${error.message}`);
  }
}

/** Fastify's own request log in `json`, but its "route not found" line without the URL's secrets. */
class JsonRequestLog extends LogController {
  override routeNotFound(...[request]: Parameters<LogController['routeNotFound']>): void {
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}

/** The request log for a format (Fastify's `logController` option). */
export function requestLog(format: LogFormat): LogController {
  return format === 'text' ? new TextRequestLog() : new JsonRequestLog();
}

/**
 * Lines the operator must see whatever LOG_LEVEL says (the first admin's password, why a start
 * failed), written in the console's format: as they are in `text`, as pino-shaped JSON in `json`.
 */
export function consoleWriter(format: LogFormat) {
  const write = (level: number, line: string) => {
    const stream = level >= ERROR ? process.stderr : process.stdout;
    stream.write(
      format === 'json' ? `${JSON.stringify({ level, time: Date.now(), msg: line })}\n` : `${line}\n`,
    );
  };
  return {
    info: (line: string) => write(30, line),
    error: (line: string) => write(ERROR, format === 'json' ? line : `[error] ${line}`),
  };
}
