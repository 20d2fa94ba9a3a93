import { type Endpoint, failureResponses } from '@ojt/domain';
import type { ZodType } from 'zod';

/** The schema fastify reads of a contract: its types carry the contract's request schemas to the handler. */
interface ContractSchema<E extends Endpoint> {
  tags: string[];
  summary: string;
  security?: { bearer: string[] }[];
  produces?: string[];
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: Record<number, ZodType>;
}

/**
 * A route's method, URL and schema read from its endpoint contract in the domain (the one the client
 * calls by), so the server serves, validates and documents exactly what the contract says:
 * `app.route({ ...fromContract(ENDPOINTS.PlaceLearner), onRequest, handler })`.
 */
export function fromContract<const E extends Endpoint>(endpoint: E) {
  const schema: Record<string, unknown> = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    response: {
      [endpoint.status ?? 200]: endpoint.answer,
      ...endpoint.otherAnswers,
      ...failureResponses(...endpoint.failures),
    },
  };
  if (endpoint.bearer) schema.security = [{ bearer: [] }];
  if (endpoint.produces) schema.produces = [...endpoint.produces];
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  return { method: endpoint.method, url: endpoint.path, schema: schema as unknown as ContractSchema<E> };
}
