import type { ZodType, z } from 'zod';
import type { FailureStatus } from './schemas.ts';

/**
 * One API call's contract, declared once: what the server registers (method, path, summary, the
 * schemas it validates with and serialises with, the statuses it answers) and what the client's
 * `callApi` reads (method, path, and the types of what it sends and gets back). Paths name their
 * parameters as the server's router does: `/api/Letters/:letterId/pdf`.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  summary: string;
  /** The path's parameters (`:name`). */
  params?: ZodType;
  /** The query string (GET). */
  query?: ZodType;
  /** The JSON body (POST); its parameters may come in the query string too (plugins/request-params.ts). */
  body?: ZodType;
  /** The success answer's schema (the serialiser sends only what it declares). */
  answer: ZodType;
  /** The success status: 200 unless given. */
  status?: 200 | 201;
  /** The failure statuses, each answered as `apiFailureSchema` (`failureResponses(...failures)`). */
  failures: readonly FailureStatus[];
  /** The OpenAPI document's grouping. */
  tags: readonly string[];
  /** The call needs a session's bearer token (OpenAPI `security: [{ bearer: [] }]`). */
  bearer?: true;
  /** The success answer's media types when it is not JSON (a PDF, a CSV). */
  produces?: readonly string[];
  /** Answers other than the success and the failures: the health check's 503. */
  otherAnswers?: Readonly<Record<number, ZodType>>;
}

/** Declares a contract, keeping its literal types (path, method, schemas) for `callApi` and the server. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type InputOf<S> = S extends ZodType ? z.input<S> : never;

/**
 * A schema's input as a client sends it: a parameter the schema reads whatever it is given (input
 * `unknown`: a text field reads a missing one as '', an id as none) may be left out, and the server
 * answers 400 naming it when it was required; the others (enums, literals) keep their types.
 */
type Sent<I> =
  I extends Record<string, unknown>
    ? { [K in keyof I as unknown extends I[K] ? K : never]?: I[K] } & {
        [K in keyof I as unknown extends I[K] ? never : K]: I[K];
      }
    : I;

/** The path parameters a client gives a call (`{ letterId }` for `/api/Letters/:letterId/pdf`). */
export type EndpointParams<E extends Endpoint> = InputOf<E['params']>;
/** The query string a client sends a call, as the server's schema reads it. */
export type EndpointQuery<E extends Endpoint> = Sent<InputOf<E['query']>>;
/** The body a client sends a call, as the server's schema reads it (its query string may carry it too). */
export type EndpointBody<E extends Endpoint> = Sent<InputOf<E['body']>>;
/** A call's success answer. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['answer']>;
