import { type ErrorCode, MESSAGES, unknownFieldsMessage } from '@ojt/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

// Unique indexes whose violation means "already registered": a message a person can act on.
const UNIQUE_MESSAGES: Record<string, string> = {
  employers_emp_id_key: MESSAGES.employerIdTaken,
  learners_email_personal_key: MESSAGES.learnerEmailTaken,
  learners_learner_id_key: MESSAGES.usernameTakenTryAgain,
  users_username_key: MESSAGES.usernameTaken,
};

// Exclusion constraints whose violation is a conflict a person can act on (a path that skipped the
// service's own check, or two requests that raced past it).
const EXCLUSION_MESSAGES: Record<string, string> = {
  placements_one_placed_at_a_time: MESSAGES.placedDatesOverlap,
};

interface Failure {
  status: number;
  code: ErrorCode;
  error: string;
  fields?: Record<string, string>;
}

type ValidationItem = { instancePath?: string; message?: string; keyword?: string; params?: unknown };

function fieldOf(item: ValidationItem): string {
  const path = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (item.keyword === 'unrecognized_keys') {
    const keys = (item.params as { keys?: string[] } | undefined)?.keys ?? [];
    return [path, keys.join(', ')].filter(Boolean).join('.');
  }
  return path;
}

function describeValidation(items: ValidationItem[], context: string): Failure {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const field = fieldOf(item);
    const message =
      item.keyword === 'unrecognized_keys'
        ? unknownFieldsMessage([field])
        : (item.message ?? MESSAGES.invalidValue);
    if (!(field in fields)) fields[field] = message;
  }
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['', MESSAGES.invalidRequest];
  // Our own messages name the field already ('Company Name is required'); generic ones get its name.
  const generic = /^(Invalid|Expected|Too (big|small)|Unrecognized)/.test(firstMessage);
  const where = context === 'body' ? '' : `${context} `;
  const error = firstField && generic ? `${where}${firstField}: ${firstMessage}` : firstMessage;
  return { status: 400, code: 'VALIDATION', error, fields };
}

// Node's socket errors and pg's own texts for a connection that failed, dropped or never came.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const CONNECTION_ERROR_TEXT =
  /^(Connection terminated|timeout exceeded when trying to connect|Client .* is not queryable)/;

/**
 * True when the database could not be reached or the connection dropped (a restart, a failover):
 * SQLSTATE class 08, 57P01-57P03 (shutting down, starting up), socket errors and pg's own texts.
 * PostgreSQL rolls back a transaction whose connection dropped, so the request can simply be retried.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code) || /^(08...|57P0[123])$/.test(code)) return true;
    }
    if (CONNECTION_ERROR_TEXT.test(cause.message)) return true;
    // Node's connect to several addresses fails with an AggregateError of each attempt's error.
    cause = cause instanceof AggregateError ? cause.errors[0] : cause.cause;
  }
  return false;
}

function classify(error: FastifyError & { constraint?: string }): Failure | undefined {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      error: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return describeValidation(
      error.validation,
      (error as { validationContext?: string }).validationContext ?? 'body',
    );
  }
  if (error.code === '23505') {
    const message = UNIQUE_MESSAGES[error.constraint ?? ''] ?? MESSAGES.recordExists;
    return { status: 409, code: 'CONFLICT', error: message };
  }
  if (error.code === '23P01') {
    const message = EXCLUSION_MESSAGES[error.constraint ?? ''] ?? MESSAGES.recordExists;
    return { status: 409, code: 'CONFLICT', error: message };
  }
  // A NUL byte or an untranslatable character that slipped past a schema: PostgreSQL cannot store it.
  if (error.code === '22021' || error.code === '22P05') {
    return { status: 400, code: 'VALIDATION', error: MESSAGES.invalidValue };
  }
  if (error.code === '23503') return { status: 409, code: 'CONFLICT', error: MESSAGES.relatedRecordMissing };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, code: 'VALIDATION', error: MESSAGES.invalidJsonBody };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, code: 'VALIDATION', error: MESSAGES.emptyBody };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, code: 'VALIDATION', error: MESSAGES.unsupportedContentType };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, code: 'VALIDATION', error: MESSAGES.requestTooLarge };
  }
  if (isConnectionFailure(error)) {
    return { status: 503, code: 'UNAVAILABLE', error: MESSAGES.serviceUnavailable };
  }
  if (error.statusCode === 429) return { status: 429, code: 'RATE_LIMITED', error: error.message };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, code: 'VALIDATION', error: error.message };
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors`: the router answers a path parameter with a bad %-escape
 * (`/api/Letters/%FF/pdf`) or over 100 characters itself, before any hook or the error handler;
 * this gives those answers the house shape instead of Fastify's `{ error, code, message, statusCode }`,
 * and the security headers (`headers`) the hooks would have set.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  headers: [string, string][],
) {
  for (const [name, value] of headers) reply.header(name, value);
  const failure: Failure =
    error.code === 'FST_ERR_BAD_URL'
      ? { status: 400, code: 'VALIDATION', error: MESSAGES.invalidRequest }
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? { status: 414, code: 'VALIDATION', error: MESSAGES.requestTooLarge }
        : { status: 500, code: 'INTERNAL', error: MESSAGES.internalServerError };
  if (failure.status >= 500) request.log.error({ err: error }, 'router error');
  const { status, ...body } = failure;
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .send({ success: false, ...body });
}

// Seconds a client should wait before trying again after a 503.
const RETRY_AFTER_SECONDS = '5';

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown: from now on every new request is answered 503 'restarting', Connection: close. */
    refuseNewRequests(): void;
  }
}

/** One error handler: AppError, validation and constraint errors become the JSON failure answer. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    let refusing = false;
    app.decorate('refuseNewRequests', () => {
      refusing = true;
    });
    // Whoever closes the app: requests that still arrive get the same answer.
    app.addHook('preClose', async () => {
      refusing = true;
    });
    // The first hook of every route: nothing (a session lookup, a query) runs for a refused request.
    app.addHook('onRequest', async () => {
      if (refusing) throw new AppError('UNAVAILABLE', MESSAGES.serverRestarting);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const failure = classify(error);
      if (!failure) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send({
          success: false,
          error: MESSAGES.internalServerError,
          code: 'INTERNAL',
        });
      }
      if (failure.code === 'UNAVAILABLE') {
        // Expected during a database restart: one line, no stack.
        if (!(error instanceof AppError)) {
          const { code, message } = error as { code?: string; message: string };
          request.log.warn({ dbError: { code, message } }, 'database unavailable');
        }
        reply.header('Retry-After', RETRY_AFTER_SECONDS);
        // A route's own 503 schema (GET /api/health) must not reject the failure answer.
        reply.serializer(JSON.stringify);
      } else if (failure.status >= 500) request.log.error({ err: error }, failure.error);
      // Clients must not reuse a connection to a server that is about to close it.
      if (refusing) reply.header('Connection', 'close');
      const { status, ...body } = failure;
      return reply.status(status).send({ success: false, ...body });
    });
  },
  { name: 'error-handler' },
);
